import Foundation
import NapkinDocsCore

extension Subcommand {
    /// `napkin-docs snippets`: checks every snippet source of the package without compiling
    /// anything, and prints how many snippets there are of each kind.
    package static let snippets = Subcommand(
        name: "snippets",
        abstract: "Checks every snippet of the package without compiling, and counts them by kind.",
        options: [
            CommandOption(
                "--package-path", valueName: "path",
                help:
                    "The package whose Articles/, README.md, and module catalog and sources are read.",
                defaultValue: "."),
            CommandOption(
                "--module", valueName: "name",
                help:
                    "The module whose catalog and doc comments are read (default: \(PackageLayout.howModuleIsFound))."
            ),
        ]
    ) { arguments, io in
        let root = URL(fileURLWithPath: arguments["--package-path"]!)
        let module = arguments["--module"] ?? PackageLayout(root: root).moduleName
        let sources = SnippetSources.files(inPackageAt: root, module: module)
        guard !sources.isEmpty else {
            io.report([
                Diagnostic.error(
                    "no documentation found: no Articles/, README.md, or module catalog or sources",
                    path: root.path)
            ])
            return 1
        }
        let library = SnippetLibrary(
            folder: root.appending(path: "Snippets"), displayPrefix: "Snippets")
        let files = sources.map {
            SnippetExtractor.extract(fileAt: $0.url, path: $0.path, library: library)
        }
        let diagnostics = files.flatMap(\.diagnostics)
        io.report(diagnostics)
        io.print(SnippetSummary(files).description)
        return diagnostics.contains { $0.severity == .error } ? 1 : 0
    }
}
