import Testing

@testable import NapkinDocs

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
                + "<ul>\n<li>Note: Kept in the discussion.</li>\n</ul>\n")
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
