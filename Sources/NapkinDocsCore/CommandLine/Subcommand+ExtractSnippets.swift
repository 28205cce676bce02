import Foundation

extension Subcommand {
    /// `napkin-docs extract-snippets`: writes the test file for one source's snippets; the
    /// `SnippetTests` build plugin runs it once per article, catalog page and Swift source file.
    public static let extractSnippets = Subcommand(
        name: "extract-snippets",
        abstract: "Writes the Swift tests for the snippets of one article or Swift source file.",
        arguments: [
            CommandArgument("input", help: "The article (.md) or Swift source file to read.")
        ],
        options: [
            CommandOption(
                "--output", valueName: "path", help: "The Swift file to write.", isRequired: true),
            CommandOption(
                "--display-path", valueName: "path",
                help:
                    "The input's path as written in diagnostics and #sourceLocation (default: the input path)."
            ),
            CommandOption(
                "--module", valueName: "name",
                help:
                    "A module the snippets use without importing it: the module whose doc comments or catalog the input is. Repeat it for several."
            ),
            CommandOption(
                "--snippets", valueName: "dir",
                help:
                    "The package's Snippets folder, whose files @Snippet directives show and the tests compile (default: the nearest Snippets folder above the input, up to the package's root)."
            ),
            CommandOption(
                "--baseline", valueName: "path",
                help:
                    "The baseline file (SnippetBaseline.txt): the blocks recorded as failing, whose tests pass while they fail."
            ),
            CommandOption(
                "--record-folder", valueName: "dir",
                help:
                    "Where the generated suite records that the input passed, for the site's marks (napkin-docs build --verified-by)."
            ),
        ]
    ) { arguments, io in
        let input = arguments["input"]!
        let path = arguments["--display-path"] ?? input
        let inputURL = URL(fileURLWithPath: input)
        let library =
            arguments["--snippets"].map {
                SnippetLibrary(
                    folder: URL(fileURLWithPath: $0),
                    displayPrefix: URL(fileURLWithPath: $0).lastPathComponent)
            }
            ?? SnippetLibrary.nearest(
                above: inputURL.deletingLastPathComponent().path, packageRoot: ".")
        let file = SnippetExtractor.extract(fileAt: inputURL, path: path, library: library)
        io.report(file.diagnostics)
        guard !file.diagnostics.contains(where: { $0.severity == .error }) else { return 1 }
        let baselineFile = arguments["--baseline"]
        let baseline =
            baselineFile.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
            .map(SnippetBaseline.parse) ?? SnippetBaseline()
        let source = SnippetSourceGenerator.source(
            for: file, importing: arguments.values("--module"),
            origin: .of(
                fileAt: inputURL, recordFolder: arguments["--record-folder"],
                including: file.included.map(\.file)),
            baseline: (baseline, baselineFile ?? ""))
        return writeIfChanged(Data(source.utf8), to: arguments["--output"]!, io: io)
    }

    /// Writes `contents` to `path` unless the file already holds exactly that; an unchanged
    /// file keeps its date, so the build does not recompile it for nothing.
    /// - Parameters:
    ///   - contents: The file's bytes.
    ///   - path: Where to write them.
    ///   - io: Where a failure is reported.
    /// - Returns: The exit status: 0, or 1 when the file cannot be written.
    static func writeIfChanged(_ contents: Data, to path: String, io: CommandIO) -> Int32 {
        let output = URL(fileURLWithPath: path)
        if (try? Data(contentsOf: output)) == contents { return 0 }
        do {
            try contents.write(to: output, options: .atomic)
        } catch {
            io.report([
                Diagnostic.error(
                    "cannot write the file: \(error.localizedDescription)", path: output.path)
            ])
            return 1
        }
        return 0
    }
}
