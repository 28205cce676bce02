import Testing

@testable import NapkinDocs

/// Splitting doc comments into DocC's sections.
@Suite struct DocCommentPartsTests {
    @Test func fieldsAreTakenOutOfTheDiscussion() {
        let parts = DocCommentParts(
            markdown: """
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
        #expect(parts.abstract?.markdown == "Attaches a child.")
        #expect(parts.abstract?.firstLine == 1)
        #expect(
            parts.discussion?.markdown
                == "The child is activated, then loaded.\n- Note: Kept in the discussion.")
        #expect(parts.discussion?.firstLine == 3)
        #expect(parts.parameters.map(\.name) == ["child", "animated"])
        #expect(
            parts.parameters.last?.description.markdown
                == "Whether to animate,\nwhen a view is shown.")
        #expect(parts.parameters.first?.description.firstLine == 5)
        #expect(parts.returns?.markdown == "Whether it was attached.")
        #expect(parts.throwsDescription?.markdown == "``RoutingError`` when already attached.")
    }

    @Test func singleParameterFieldIsAParameter() {
        let parts = DocCommentParts(
            markdown: "Creates one.\n\n- Parameter viewController: The view controller.")
        #expect(parts.parameters.map(\.name) == ["viewController"])
        #expect(parts.discussion == nil)
    }
}
