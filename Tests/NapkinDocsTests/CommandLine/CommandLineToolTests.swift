import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks the command line's help, usage errors and exit codes.
struct CommandLineToolTests {
    /// Runs the tool and returns its exit code and what it wrote.
    private func run(_ arguments: String...) async -> (code: Int32, output: String, error: String) {
        let capture = OutputCapture()
        let code = await CommandLineTool.napkinDocs.run(arguments: arguments, io: capture.io)
        return (code, capture.output, capture.error)
    }

    /// `--help` on every subcommand prints sectioned help on standard output and exits 0.
    @Test(arguments: CommandLineTool.napkinDocs.subcommands.map(\.name))
    func everySubcommandHasHelp(name: String) async {
        let result = await run(name, "--help")
        #expect(result.code == 0)
        #expect(result.error.isEmpty)
        #expect(result.output.hasPrefix("OVERVIEW: "))
        #expect(result.output.contains("\n\nUSAGE: napkin-docs \(name)"))
        #expect(result.output.contains("\nOPTIONS:\n"))
        #expect(result.output.contains("  -h, --help              Show help information.\n"))
    }

    /// `napkin-snippets`, the snippet plugins' tool, has the snippet subcommands alone, and
    /// `napkin-docs` has them too.
    @Test func snippetToolHasTheSnippetSubcommands() async {
        let names = CommandLineTool.napkinSnippets.subcommands.map(\.name)
        #expect(
            names == [
                "extract-snippets", "extract-all-snippets", "snippet-support", "record-baseline",
            ])
        #expect(Set(names).isSubset(of: CommandLineTool.napkinDocs.subcommands.map(\.name)))
        let capture = OutputCapture()
        let code = await CommandLineTool.napkinSnippets.run(
            arguments: ["extract-snippets", "--help"], io: capture.io)
        #expect(code == 0)
        #expect(capture.output.contains("USAGE: napkin-snippets extract-snippets <input>"))
        #expect(
            await CommandLineTool.napkinSnippets.run(arguments: ["build"], io: capture.io) == 64)
    }

    /// The tool's help lists the subcommands with their abstracts.
    @Test func toolHelpListsSubcommands() async {
        let result = await run("--help")
        #expect(result.code == 0)
        #expect(
            result.output.contains("SUBCOMMANDS:\n  extract-snippets        Writes the Swift tests")
        )
        #expect(await run("help", "snippets").output.hasPrefix("OVERVIEW: Checks every snippet"))
    }

    /// The extract-snippets help follows swift-argument-parser's layout, default included.
    @Test func extractSnippetsHelpLayout() async {
        let help = await run("extract-snippets", "-h").output
        #expect(
            help.hasPrefix(
                """
                OVERVIEW: Writes the Swift tests for the snippets of one article or Swift source file.

                USAGE: napkin-docs extract-snippets <input> --output <path> [--display-path <path>] [--module <name>] [--snippets <dir>] [--baseline <path>] [--record-folder <dir>]

                ARGUMENTS:
                  <input>                 The article (.md) or Swift source file to read.

                OPTIONS:
                  --output <path>         The Swift file to write.

                """))
        #expect(await run("snippets", "--help").output.contains("(default: .)"))
    }

    /// A mistyped subcommand is a usage error with a suggestion, exit 64.
    @Test func unknownSubcommandSuggestsTheNearest() async {
        let result = await run("snipets")
        #expect(result.code == 64)
        #expect(result.output.isEmpty)
        #expect(
            result.error == """
                Error: Unknown subcommand 'snipets'. Did you mean 'snippets'?
                Usage: napkin-docs <subcommand>
                  See 'napkin-docs --help' for more information.

                """)
    }

    /// A mistyped option is a usage error naming the subcommand's help, exit 64.
    @Test func unknownOptionSuggestsTheNearest() async {
        let result = await run("extract-snippets", "A.md", "--outptu", "x")
        #expect(result.code == 64)
        #expect(
            result.error == """
                Error: Unknown option '--outptu'. Did you mean '--output'?
                Usage: napkin-docs extract-snippets <input> --output <path> [--display-path <path>] [--module <name>] [--snippets <dir>] [--baseline <path>] [--record-folder <dir>]
                  See 'napkin-docs extract-snippets --help' for more information.

                """)
    }

    /// Missing arguments and values are usage errors.
    @Test func missingArgumentsAreUsageErrors() async {
        #expect(
            await run("extract-snippets", "--output", "x").error.hasPrefix(
                "Error: Missing expected argument '<input>'\n"))
        #expect(
            await run("extract-snippets", "A.md").error.hasPrefix(
                "Error: Missing expected argument '--output <path>'\n"))
        #expect(
            await run("extract-snippets", "A.md", "--output").error.hasPrefix(
                "Error: Missing value for '--output <path>'\n"))
        #expect(
            await run("snippets", "extra").error.hasPrefix("Error: Unexpected argument 'extra'\n"))
        #expect(await run("snippets", "extra").code == 64)
    }

    /// extract-snippets writes the generated file, with `--option=value` accepted.
    @Test func extractSnippetsWritesTheGeneratedFile() async throws {
        let output = FileManager.default.temporaryDirectory.appending(
            path: "napkin-gen-\(UUID()).swift")
        defer { try? FileManager.default.removeItem(at: output) }
        let input = SnippetFixtures.url("generated/input.md")
        let result = await run(
            "extract-snippets", input.path, "--display-path=Articles/Golden.md", "--output",
            output.path, "--module", "napkin")
        #expect(result.code == 0, "\(result.error)")
        let origin = try #require(SnippetOrigin.of(fileAt: input))
        let expected = try String(
            contentsOf: SnippetFixtures.url("generated/expected.swift"), encoding: .utf8
        ).replacingOccurrences(
            of: "@Suite fileprivate",
            with:
                "@Suite(.generated(from: \"Articles/Golden.md\", at: \"\(origin.file)\", fingerprint: \(origin.fingerprint), runs: [\"Articles/Golden.md:16\"])) fileprivate"
        )
        #expect(try String(contentsOf: output, encoding: .utf8) == expected)
    }

    /// `snippets` checks a package and prints the summary on standard output.
    @Test func snippetsPrintsTheSummary() async throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "napkin-pkg-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appending(path: "Articles"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: SnippetFixtures.url("output-match/Match.md"),
            to: root.appending(path: "Articles/Match.md"))
        let result = await run("snippets", "--package-path", root.path)
        #expect(result.code == 0)
        #expect(result.output == "2 snippets in 1 file: 1 compiled, 1 run\n")
    }

    /// `snippets` exits 1 on content errors, which go to standard error.
    @Test func snippetsFailsOnContentErrors() async throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "napkin-pkg-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appending(path: "Articles"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: SnippetFixtures.url("bad-input/unknown-word/input.md"),
            to: root.appending(path: "Articles/Bad.md"))
        let result = await run("snippets", "--package-path", root.path)
        #expect(result.code == 1)
        #expect(result.error.hasPrefix("Articles/Bad.md:3:1: error: unknown word 'runn'"))
    }
}
