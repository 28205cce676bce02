import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Reading DocC's `## Topics` groups.
@Suite struct TopicsSectionTests {
    @Test func groupsListTheirEntriesInOrder() throws {
        let document = MarkdownDocument(
            source: """
                # Root

                ## Topics

                ### Essentials

                - <doc:GettingStarted>
                - ``Presenter``

                ### Empty item

                - plain words

                ## After

                - ``NotATopic``
                """, path: "Root.md")
        let topics = try #require(TopicsSection.read(from: document))
        #expect(topics.groups.map(\.title) == ["Essentials", "Empty item"])
        #expect(
            topics.groups[0].entries.map(\.reference) == [
                .link("doc:GettingStarted"), .symbol("Presenter"),
            ])
        #expect(topics.groups[0].entries[1].location == SourceLocation(line: 8, column: 3))
        #expect(topics.groups[1].entries.map(\.reference) == [nil])
        #expect(topics.groups[1].entries[0].location == SourceLocation(line: 12, column: 1))
    }

    @Test func documentWithoutTopicsHasNone() {
        #expect(
            TopicsSection.read(from: MarkdownDocument(source: "# A\n\n## B\n", path: "A.md")) == nil
        )
    }

    @Test func entriesAreTheListItemsOfTheModel() throws {
        let document = MarkdownDocument(
            source: """
                # Root

                ## Topics

                ### Essentials

                ```
                - not an item
                ```

                - An entry that names its page
                  on its second line: <doc:Lifecycle>
                """, path: "Root.md")
        let topics = try #require(TopicsSection.read(from: document))
        #expect(topics.groups.map(\.title) == ["Essentials"])
        #expect(topics.groups[0].entries.map(\.reference) == [.link("doc:Lifecycle")])
        #expect(topics.groups[0].entries.first?.location == SourceLocation(line: 12, column: 23))
    }
}
