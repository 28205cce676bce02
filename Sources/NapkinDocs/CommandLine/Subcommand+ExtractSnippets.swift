import Foundation

extension Subcommand {
    /// `napkin-docs extract-snippets`: writes the test file for one source's snippets; the build
    /// plugin runs it once per article and per framework source file.
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
        ]
    ) { arguments, io in
        let input = arguments["input"]!
        let path = arguments["--display-path"] ?? input
        let file = SnippetExtractor.extract(fileAt: URL(fileURLWithPath: input), path: path)
        io.report(file.diagnostics)
        guard !file.diagnostics.contains(where: { $0.severity == .error }) else { return 1 }
        let output = URL(fileURLWithPath: arguments["--output"]!)
        let source = Data(SnippetSourceGenerator.source(for: file).utf8)
        // Unchanged output keeps its date, so the build does not recompile it for nothing.
        if (try? Data(contentsOf: output)) == source { return 0 }
        do {
            try source.write(to: output, options: .atomic)
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
