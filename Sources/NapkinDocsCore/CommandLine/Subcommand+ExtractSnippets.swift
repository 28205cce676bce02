import Foundation

extension Subcommand {
    /// `napkin-docs extract-snippets`: writes the test file for one source's snippets.
    package static let extractSnippets = Subcommand(
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
        let source = SnippetExtraction(
            input: input, displayPath: arguments["--display-path"] ?? input,
            output: arguments["--output"]!, modules: arguments.values("--module"))
        return source.write(
            snippets: SnippetExtraction.library(at: arguments["--snippets"]),
            recordFolder: arguments["--record-folder"],
            baseline: SnippetExtraction.baseline(at: arguments["--baseline"]), io: io
        ).status
    }

    /// `napkin-snippets extract-all-snippets`: writes the test file of each source a list
    /// names, and the index of the pages whose blocks are only type-checked; the
    /// `SnippetTests` build plugin runs it once per test target, so that a build starts one
    /// process for all of a target's articles, catalog pages and Swift files.
    package static let extractAllSnippets = Subcommand(
        name: "extract-all-snippets",
        abstract: "Writes the Swift tests for the snippets of each source a list names.",
        arguments: [
            CommandArgument(
                "list",
                help:
                    "The list: one source per line, its path, its display path, the Swift file to write and its modules (comma-separated), separated by tabs."
            )
        ],
        options: [
            CommandOption(
                "--index", valueName: "path",
                help:
                    "The Swift file to write the index to: the one test whose cases are the blocks of every page without a run block.",
                isRequired: true)
        ]
            + extractSnippets.options.filter {
                ["--snippets", "--baseline", "--record-folder"].contains($0.name)
            }
    ) { arguments, io in
        guard let sources = SnippetExtraction.list(at: arguments["list"]!, io: io) else {
            return 1
        }
        let baseline = SnippetExtraction.baseline(at: arguments["--baseline"])
        let library = SnippetExtraction.library(at: arguments["--snippets"])
        // Every source is written, and every error reported, before the exit status says so.
        let written = sources.map { source in
            source.write(
                snippets: library, recordFolder: arguments["--record-folder"],
                baseline: baseline, io: io)
        }
        let index = SnippetSourceGenerator.index(ofPages: written.compactMap(\.page))
        let status = writeIfChanged(Data(index.utf8), to: arguments["--index"]!, io: io)
        return max(status, written.map(\.status).max() ?? 0)
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
