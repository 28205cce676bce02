import Testing

@testable import NapkinDocsCore

/// The `// snippet.` markers are read alike wherever a snippet's lines are split: what is shown,
/// what is hidden, and where a slice starts and ends.
struct SnippetMarkerTests {
    /// A snippet file whose markers say more after their names.
    static let source = """
        // snippet.setup (the part that builds)
        let a = 1
          // snippet.hide (the check)
        let hidden = 2
        // snippet.show\t
        let b = 3
        // snippet.end of setup
        let c = 4
        """

    /// The shown slice and the slice the top-level split finds are named alike: the name runs
    /// to the first blank.
    @Test func theSliceShownAndTheSliceCheckedReadOneName() throws {
        let slice = try #require(SnippetSlice(source: Self.source, slice: "setup"))
        #expect(slice.code == "let a = 1\nlet b = 3")
        #expect(Set(TopLevelCode.split(Self.source).sliceMarks.values) == ["setup", "end"])
    }

    /// Hidden lines of a code block are bounded by the same markers.
    @Test func hiddenLinesReadTheSameMarkers() throws {
        let code =
            "let a = 1\n  // snippet.hide (the check)\nlet hidden = 2\n// snippet.show\nlet b = 3"
        let shown = try HiddenLines.displayedCode(of: code, firstLine: 1, path: "A.md")
        #expect(shown == "let a = 1\nlet b = 3")
    }
}
