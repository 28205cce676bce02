import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// A DocC snippet file is shown as DocC shows it: its leading comment as the explanation,
/// hidden lines left out, and a slice between its markers.
@Suite struct SnippetSliceTests {
    static let source = """
        // Explains the snippet.
        // Over two lines.

        // snippet.hide
        import Foundation
        // snippet.show
        struct A {
            // snippet.inner
            func f() {}
            // snippet.end
        }
        """

    @Test func theWholeFileLeavesOutItsExplanationAndHiddenLines() throws {
        let slice = try #require(SnippetSlice(source: Self.source, slice: nil))
        #expect(slice.explanation == "Explains the snippet. Over two lines.")
        #expect(slice.code == "struct A {\n    func f() {}\n}")
    }

    @Test func aSliceIsTheLinesBetweenItsMarkersDedented() throws {
        let slice = try #require(SnippetSlice(source: Self.source, slice: "inner"))
        #expect(slice.code == "func f() {}")
    }

    @Test func anUnknownSliceIsNil() {
        #expect(SnippetSlice(source: Self.source, slice: "outer") == nil)
    }

    @Test func aSnippetThatNamesNothingIsAWarningAtTheDirective() {
        var includes = CatalogIncludes()
        includes.snippets = SnippetLibrary(texts: ["Basics/Greeting": Self.source])
        let document = MarkdownDocument(
            source:
                "# T\n\n@Snippet(path: \"P/Snippets/Nothing\")\n\n@Snippet(path: \"Greeting\", slice: \"x\")\n",
            path: "T.md")
        let (code, diagnostics) = includes.code(for: document)
        #expect(code.isEmpty)
        #expect(
            diagnostics.map { "\($0.location?.line ?? 0): \($0.message)" } == [
                "3: no snippet 'P/Snippets/Nothing' in the package's Snippets folder (1 snippet found)",
                "5: snippet 'Basics/Greeting' has no slice 'x' ('// snippet.x' … '// snippet.end')",
            ])
    }
}
