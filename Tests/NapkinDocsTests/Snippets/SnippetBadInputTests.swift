import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks that each kind of bad input gives `path:line:column: error: message`, as recorded in
/// `Fixtures/snippets/bad-input/<case>/expected.txt` (rewritten with `RECORD_SNAPSHOTS=1`).
struct SnippetBadInputTests {
    /// The bad-input cases, one fixture folder each.
    static let cases = [
        "unknown-word", "unknown-language", "output-without-run", "show-without-hide",
        "hide-without-show", "requires-without-module", "not-utf8", "doc-comment-unknown-word",
    ]

    /// Each case's diagnostics are exactly the expected ones, and they are errors.
    @Test(arguments: cases)
    func badInputIsALocatedError(name: String) throws {
        let folder = SnippetFixtures.url("bad-input/\(name)")
        let input = try #require(
            FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .first { $0.lastPathComponent.hasPrefix("input.") })
        let file = SnippetExtractor.extract(fileAt: input, path: input.lastPathComponent)
        let actual = file.diagnostics.map { $0.description + "\n" }.joined()
        let expectedURL = folder.appending(path: "expected.txt")
        try Snapshot.expect(actual, matches: expectedURL)
        #expect(!file.diagnostics.isEmpty && file.diagnostics.allSatisfy { $0.severity == .error })
    }

    /// A file that cannot be read is an error about the whole file.
    @Test func unreadableFileIsAnError() {
        let file = SnippetExtractor.extract(
            fileAt: URL(fileURLWithPath: "/nonexistent/Gone.md"), path: "Articles/Gone.md")
        #expect(
            file.diagnostics.map(\.description) == [
                "Articles/Gone.md: error: cannot read the file: no such file"
            ])
    }

    /// The command exits with 1 and prints the diagnostics on standard error.
    @Test func extractSnippetsCommandFailsOnBadInput() async throws {
        let input = SnippetFixtures.url("bad-input/unknown-word/input.md")
        let output = FileManager.default.temporaryDirectory.appending(
            path: "napkin-bad-\(UUID()).swift")
        let capture = OutputCapture()
        let code = await CommandLineTool.napkinDocs.run(
            arguments: [
                "extract-snippets", input.path, "--display-path", "Articles/X.md", "--output",
                output.path,
            ],
            io: capture.io)
        #expect(code == 1)
        #expect(capture.error.hasPrefix("Articles/X.md:3:1: error: unknown word 'runn'"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// A listed source with errors is reported and not written; the other sources are written,
    /// and the command exits with 1.
    @Test func extractAllSnippetsWritesTheGoodSourcesAndFails() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "napkin-list-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appending(path: "Good.md")
        try "# Good\n\n```swift\nlet one = 1\n```\n".write(
            to: good, atomically: true, encoding: .utf8)
        let bad = SnippetFixtures.url("bad-input/unknown-word/input.md")
        let list = folder.appending(path: "sources.tsv")
        let outputs = [folder.appending(path: "Bad.swift"), folder.appending(path: "Good.swift")]
        let lines = [
            "\(bad.path)\tArticles/X.md\t\(outputs[0].path)\t\n",
            "\(good.path)\tGood.md\t\(outputs[1].path)\tM,N\n",
        ]
        try lines.joined().write(to: list, atomically: true, encoding: .utf8)
        let capture = OutputCapture()
        let code = await CommandLineTool.napkinSnippets.run(
            arguments: [
                "extract-all-snippets", list.path, "--index",
                folder.appending(path: "Index.swift").path,
            ], io: capture.io)
        #expect(code == 1)
        #expect(capture.error.hasPrefix("Articles/X.md:3:1: error: unknown word 'runn'"))
        #expect(!FileManager.default.fileExists(atPath: outputs[0].path))
        let written = try String(contentsOf: outputs[1], encoding: .utf8)
        #expect(
            written.contains(
                "let snippetPage_Good_md: SnippetPage = SnippetPage(dataFile: #filePath + \".json\")"
            ))
        // The modules are imported by the block's source, in the data file beside it.
        let data = try String(contentsOfFile: outputs[1].path + ".json", encoding: .utf8)
        #expect(data.contains("import M\\nimport N\\n"), "\(data)")
        #expect(data.contains("\"name\":\"Good.md:3\""))
        #expect(!FileManager.default.fileExists(atPath: outputs[0].path + ".json"))
        let index = try String(contentsOf: folder.appending(path: "Index.swift"), encoding: .utf8)
        #expect(index.contains("let snippetPages: [SnippetPage] = [\n    snippetPage_Good_md,\n]"))
    }

    /// A line of the list that is not four fields is an error at its line.
    @Test func extractAllSnippetsRejectsAMalformedList() async throws {
        let list = FileManager.default.temporaryDirectory.appending(
            path: "napkin-list-\(UUID()).tsv")
        try "A.md\tA.md\tA.swift\t\nB.md only\n".write(to: list, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: list) }
        let capture = OutputCapture()
        let code = await CommandLineTool.napkinSnippets.run(
            arguments: ["extract-all-snippets", list.path, "--index", list.path + ".swift"],
            io: capture.io)
        #expect(code == 1)
        let message = "expected an input, a display path, an output and modules, separated by tabs"
        #expect(capture.error == "\(list.path):2:1: error: \(message)\n")
    }
}
