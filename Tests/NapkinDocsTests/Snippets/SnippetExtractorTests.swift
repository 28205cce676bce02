import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks each row of the fence table: what each info string makes of a code block.
struct SnippetExtractorTests {
    /// Extracts the snippets of a Markdown text.
    private func extract(_ markdown: String) -> SnippetFile {
        SnippetExtractor.snippets(in: MarkdownDocument(source: markdown, path: "Articles/A.md"))
    }

    /// ```` ```swift ```` is compiled as declarations, located at its fence and first line.
    @Test func swiftFenceIsCompiledDeclarations() throws {
        let file = extract("# A\n\n```swift\nstruct S {}\n```\n")
        let snippet = try #require(file.snippets.first)
        #expect(file.diagnostics.isEmpty)
        #expect(snippet.mode == .declarations)
        #expect(snippet.outcome == .compiled)
        #expect(snippet.location == SourceLocation(line: 3, column: 1))
        #expect(snippet.firstCodeLine == 4)
        #expect(snippet.code == "struct S {}\n")
    }

    /// ```` ```swift run ```` takes the `output` block right after it as its expected output.
    @Test func runFenceTakesTheFollowingOutput() throws {
        let file = extract("```swift run\nprint(1)\n```\n\nIt prints:\n\n```output\n1\n```\n")
        let snippet = try #require(file.snippets.first)
        #expect(snippet.outcome == .run)
        #expect(snippet.testName == "A.md:1")
        #expect(snippet.runIdentifier == "Articles/A.md:1")
        #expect(
            snippet.expectedOutput
                == ExpectedOutput(
                    text: "1\n", location: SourceLocation(line: 7, column: 1), firstLine: 8))
        #expect(file.isExpectedOutput(at: SourceLocation(line: 7, column: 1)))
    }

    /// A run block needs no output block.
    @Test func runFenceWithoutOutputExpectsNothing() throws {
        let file = extract("```swift run\nlet a = 1\n```\n")
        #expect(try #require(file.snippets.first).expectedOutput == nil)
        #expect(file.diagnostics.isEmpty)
    }

    /// `file=` gives a caption and changes nothing else.
    @Test func fileWordGivesACaption() throws {
        let snippet = try #require(
            extract("```swift file=AnalyticsBuilder.swift\nstruct S {}\n```\n").snippets.first)
        #expect(snippet.caption == "AnalyticsBuilder.swift")
        #expect(snippet.outcome == .compiled)
    }

    /// `requires=` makes a block skipped where the module is missing, run blocks included.
    @Test func requiresWordSkipsTheBlockElsewhere() {
        let file = extract(
            "```swift requires=UIKit\nimport UIKit\n```\n\n```swift run requires=UIKit\nlet a = 1\n```\n"
        )
        #expect(
            file.snippets.map(\.outcome) == [
                .skipped(requires: "UIKit"), .skipped(requires: "UIKit"),
            ])
        #expect(file.snippets.map(\.mode) == [.declarations, .run])
    }

    /// `ignore` is shown, never compiled.
    @Test func ignoreWordShowsWithoutCompiling() throws {
        let snippet = try #require(
            extract("```swift ignore\nlet broken: Int = \"\"\n```\n").snippets.first)
        #expect(snippet.outcome == .notCompiled)
        #expect(snippet.displayedCode == "let broken: Int = \"\"\n")
    }

    /// Fences in other languages, or with no info string, are not snippets and not errors.
    @Test(arguments: ["", "text", "sh", "bash", "json", "objc", "diff"])
    func otherFencesAreNotSnippets(info: String) {
        let file = extract("```\(info)\nsome text\n```\n\n    indented code\n")
        #expect(file.snippets.isEmpty)
        #expect(file.diagnostics.isEmpty)
    }

    /// Lines between `snippet.hide` and `snippet.show` are compiled but not displayed.
    @Test func hiddenLinesAreCompiledButNotDisplayed() throws {
        let code = "// snippet.hide\nlet setUp = 1\n  // snippet.show\nlet shown = setUp\n"
        let snippet = try #require(extract("```swift\n\(code)```\n").snippets.first)
        #expect(snippet.code == code)
        #expect(snippet.displayedCode == "let shown = setUp\n")
    }

    /// Every block of a file is extracted, errors do not stop the others, and all are reported.
    @Test func everyErrorOfAFileIsReported() {
        let file = extract(
            "```swift runn\n1\n```\n\n```swift\nlet a = 1\n```\n\n```output\nx\n```\n")
        #expect(file.snippets.count == 1)
        #expect(file.diagnostics.map(\.location?.line) == [1, 9])
    }
}
