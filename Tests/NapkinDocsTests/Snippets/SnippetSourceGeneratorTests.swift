import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks the shape of the generated test file, against a recorded golden file
/// (`Fixtures/snippets/generated/{input.md, expected.swift}`, rewritten with `RECORD_SNAPSHOTS=1`).
struct SnippetSourceGeneratorTests {
    /// Generates the test file for a Markdown text.
    private func generate(_ markdown: String, path: String = "Articles/A.md") -> String {
        SnippetSourceGenerator.source(
            for: SnippetExtractor.snippets(in: MarkdownDocument(source: markdown, path: path)))
    }

    /// The golden article gives exactly the recorded file.
    @Test func generatedFileMatchesGolden() throws {
        let folder = SnippetFixtures.url("generated")
        let file = SnippetExtractor.extract(
            fileAt: folder.appending(path: "input.md"), path: "Articles/Golden.md")
        #expect(file.diagnostics.isEmpty)
        let actual = SnippetSourceGenerator.source(for: file, importing: ["napkin"])
        let expectedURL = folder.appending(path: "expected.swift")
        try Snapshot.expect(actual, matches: expectedURL)
    }

    /// On a page with a run block, each compiled block is preceded by a `#sourceLocation`
    /// naming its first code line; its types get the file's own names.
    @Test func eachBlockIsPrecededByItsSourceLocation() {
        let source = generate(
            "# A\n\n```swift\nstruct S {}\n```\n\nText.\n\n```swift\nstruct T {}\n```\n\n"
                + "```swift run\n_ = T()\n```\n")
        #expect(
            source.contains(
                "#sourceLocation(file: \"Articles/A.md\", line: 4)\nfileprivate struct S__A_md {}\n#sourceLocation()\n"
            ))
        #expect(
            source.contains(
                "#sourceLocation(file: \"Articles/A.md\", line: 10)\nfileprivate struct T__A_md {}\n#sourceLocation()\n"
            ))
    }

    /// A run block becomes a named test, and its output is checked at the output block's line.
    @Test func runBlockBecomesANamedTest() {
        let source = generate("```swift run\nprint(\"a\")\n```\n\n```output\na \"quoted\"\n```\n")
        #expect(
            source.contains(
                "@Test(\"A.md:1\") fileprivate func run_Articles_A_md_1() async throws {"))
        #expect(
            source.contains("@MainActor\nfileprivate func snippet_Articles_A_md_1() async throws {")
        )
        #expect(
            source.contains(
                "#sourceLocation(file: \"Articles/A.md\", line: 6)\n        if SnippetHarness.expectOutput(output, toBe: \"a \\\"quoted\\\"\\n\""
            ))
    }

    /// `requires=` wraps the block, and its imports, in `#if canImport`; elsewhere a disabled test
    /// keeps a run block visible as skipped.
    @Test func requiresWrapsInCanImport() {
        let source = generate(
            "```swift requires=UIKit\nimport UIKit\nclass V: UIView {}\n```\n\n```swift run requires=UIKit\nlet v = 1\n```\n"
        )
        #expect(source.contains("#if canImport(UIKit)\nimport UIKit\n#endif\n"))
        #expect(
            source.contains(
                "#if canImport(UIKit)\n#sourceLocation(file: \"Articles/A.md\", line: 2)\n\nfileprivate class V__A_md: UIView {}\n"
            ))
        #expect(source.contains(".disabled(\"requires UIKit\")"))
    }

    /// Ignored blocks are not in the generated file, and a file without snippets is still a
    /// page of the index, so the runtime checks that its source is unchanged.
    @Test func ignoredBlocksAreLeftOut() {
        #expect(!generate("```swift ignore\nlet notCompiled = 1\n```\n").contains("notCompiled"))
        let empty = SnippetSourceGenerator.files(
            for: SnippetExtractor.snippets(
                in: MarkdownDocument(source: "# Nothing\n", path: "A.md")),
            origin: SnippetOrigin(file: "/p/A.md", fingerprint: 42))
        #expect(
            empty.swift.hasSuffix(
                "let snippetPage_A_md: SnippetPage = SnippetPage(dataFile: #filePath + \".json\")\n"
            ))
        #expect(
            empty.data
                == "{\"blocks\":[],\"source\":{\"baselined\":[],\"file\":\"/p/A.md\",\"fingerprint\":42,"
                + "\"notCompilable\":0,\"path\":\"A.md\",\"runs\":[]}}\n")
        #expect(!empty.swift.contains("#sourceLocation"))
    }

    /// The snippets import what they write, plus the module whose catalog or doc comments they
    /// are in when one is given, each once.
    @Test func importsAreTheWrittenOnesAndTheOwningModule() {
        let markdown = "# A\n\n```swift run\nimport Foundation\n_ = Date()\n```\n"
        let article = generate(markdown)
        #expect(article.contains("import Testing\nimport Foundation\n"))
        #expect(!article.contains("import napkin"))
        let page = SnippetSourceGenerator.source(
            for: SnippetExtractor.snippets(in: MarkdownDocument(source: markdown, path: "A.md")),
            importing: ["Greeter", "Foundation"])
        #expect(page.contains("import Testing\nimport Greeter\nimport Foundation\n\n"))
    }

    /// Each file's run tests are in a suite of its own, and the file declares no `print`: a
    /// name that every generated file declared or extended would make the build recompile all
    /// of them when one article changed.
    @Test func runTestsAreInTheFilesOwnSuite() {
        let source = generate("```swift run\nprint(\"a\")\n```\n", path: "Articles/B.md")
        #expect(source.contains("extension ArticleSnippets_Articles_B_md {\n"))
        #expect(!source.contains("extension ArticleSnippets {"))
        #expect(!source.contains("func print"))
    }
}
