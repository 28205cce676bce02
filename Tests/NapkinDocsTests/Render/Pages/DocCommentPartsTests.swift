import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Splitting doc comments into DocC's sections, from the parsed model.
@Suite struct DocCommentPartsTests {
    /// Splits a comment parsed as the build parses it.
    static func parts(_ markdown: String) -> DocCommentParts {
        DocCommentParts(MarkdownDocument(source: markdown, path: "Sources/A.swift"))
    }

    @Test func fieldsAreTakenOutOfTheDiscussion() {
        let parts = Self.parts(
            """
            Attaches a child.

            The child is activated, then loaded.
            - Parameters:
              - child: The router to attach.
              - animated: Whether to animate,
                when a view is shown.
            - Returns: Whether it was attached.
            - Throws: ``RoutingError`` when already attached.
            - Note: Kept in the discussion.
            """)
        #expect(parts.abstract?.renderHTML() == "<p>Attaches a child.</p>\n")
        #expect(parts.abstract?.firstParagraph?.location == SourceLocation(line: 1, column: 1))
        #expect(
            parts.discussion?.renderHTML()
                == "<p>The child is activated, then loaded.</p>\n"
                + Self.aside("Note", "note", "<p>Kept in the discussion.</p>"))
        #expect(parts.parameters.map(\.name) == ["child", "animated"])
        #expect(
            parts.parameters.last?.description.renderHTML()
                == "<p>Whether to animate,\nwhen a view is shown.</p>\n")
        #expect(
            parts.parameters.first?.description.firstParagraph?.location.line == 5)
        #expect(parts.returns?.renderHTML() == "<p>Whether it was attached.</p>\n")
        #expect(parts.throwsDescription?.codeSpans.map(\.code) == ["RoutingError"])
        #expect(parts.throwsDescription?.codeSpans.first?.location == .init(line: 9, column: 11))
    }

    /// The HTML of an aside as the writer makes it.
    private static func aside(_ label: String, _ style: String, _ body: String) -> String {
        "<aside class=\"aside aside-\(style)\" aria-label=\"\(label)\">\n"
            + "<p class=\"aside-label\">\(label)</p>\n\(body)\n</aside>\n"
    }

    /// An article's callout items become asides too, as DocC shows them; other lists, and
    /// items that only look like callouts, stay as written.
    @Test func articleCalloutItemsBecomeAsides() {
        let source = """
            # Kettles

            - Tip: Descale it monthly.
            - A plain point.

            1. Warning: an ordered list keeps its items.

            - Notes: not a callout.
            """
        let article = MarkdownDocument(source: source, path: "K.md").withCalloutItemsAsAsides()
        #expect(
            article.renderHTML()
                == "<h1>Kettles</h1>\n" + Self.aside("Tip", "tip", "<p>Descale it monthly.</p>")
                + "<ul>\n<li>A plain point.</li>\n</ul>\n"
                + "<ol>\n<li>Warning: an ordered list keeps its items.</li>\n</ol>\n"
                + "<ul>\n<li>Notes: not a callout.</li>\n</ul>\n")
        let plain = MarkdownDocument(source: "- Notes: x\n", path: "P.md")
        #expect(plain.withCalloutItemsAsAsides() == plain)
    }

    /// DocC's callout items become asides where they stand, the list split around them; an
    /// item that only looks like one stays an item.
    @Test func calloutItemsBecomeAsidesInPlace() {
        let parts = Self.parts(
            """
            Puts a value.

            - First point.
            - complexity: O(1), on average.
            - Second point.
            - Precondition: `slot` is not negative.
            - Returns: The slot.
            - Notes: not a callout.
            """)
        #expect(
            parts.discussion?.renderHTML()
                == "<ul>\n<li>First point.</li>\n</ul>\n"
                + Self.aside("Complexity", "note", "<p>O(1), on average.</p>")
                + "<ul>\n<li>Second point.</li>\n</ul>\n"
                + Self.aside(
                    "Precondition", "note", "<p><code>slot</code> is not negative.</p>")
                + "<ul>\n<li>Notes: not a callout.</li>\n</ul>\n")
        #expect(parts.returns?.renderHTML() == "<p>The slot.</p>\n")
        // The code span keeps its place in the comment, for diagnostics.
        #expect(parts.discussion?.codeSpans.first?.location == .init(line: 6, column: 17))
    }

    @Test func singleParameterFieldIsAParameter() {
        let parts = Self.parts("Creates one.\n\n- Parameter viewController: The view controller.")
        #expect(parts.parameters.map(\.name) == ["viewController"])
        #expect(parts.discussion == nil)
    }

    /// A field line inside a code example is code, not a field (the text-line split took it).
    @Test func aFieldLineInsideCodeStaysCode() {
        let parts = Self.parts(
            """
            Formats a value.

            ```swift
            /// - Returns: Not a field of this comment.
            func f() -> Int { 1 }
            ```

            - Returns: The formatted value.
            """)
        #expect(parts.returns?.renderHTML() == "<p>The formatted value.</p>\n")
        #expect(parts.discussion?.codeBlocks.first?.code.contains("- Returns: Not a field") == true)
    }

    /// A field's text may start on the next line, and a field may hold several blocks.
    @Test func fieldTextCanStartOnTheNextLineAndSpanBlocks() {
        let parts = Self.parts(
            "Reads.\n\n- Returns:\n  The value read.\n\n  Or `nil` at the end.\n")
        #expect(
            parts.returns?.renderHTML()
                == "<p>The value read.</p>\n<p>Or <code>nil</code> at the end.</p>\n")
    }
}
