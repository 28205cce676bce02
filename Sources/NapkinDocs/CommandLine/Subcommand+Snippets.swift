import Foundation

extension Subcommand {
    /// `napkin-docs snippets`: checks every snippet source of the package without compiling
    /// anything, and prints how many snippets there are of each kind.
    public static let snippets = Subcommand(
        name: "snippets",
        abstract: "Checks every snippet of the package without compiling, and counts them by kind.",
        options: [
            CommandOption(
                "--package-path", valueName: "path",
                help: "The package whose Articles/ and Sources/napkin/ are read.", defaultValue: "."
            )
        ]
    ) { arguments, io in
        let root = URL(fileURLWithPath: arguments["--package-path"]!)
        let sources = SnippetSources.files(inPackageAt: root)
        guard !sources.isEmpty else {
            io.report([Diagnostic.error("no articles or framework sources found", path: root.path)])
            return 1
        }
        let files = sources.map { SnippetExtractor.extract(fileAt: $0.url, path: $0.path) }
        let diagnostics = files.flatMap(\.diagnostics)
        io.report(diagnostics)
        io.print(SnippetSummary(files).description)
        return diagnostics.contains { $0.severity == .error } ? 1 : 0
    }
}
