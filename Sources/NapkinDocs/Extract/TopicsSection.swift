import Foundation
import NapkinDocsCore

/// The `## Topics` section of an article or doc comment: named groups of links, which DocC
/// uses to build the navigation (`### Group`, then a list of ``` ``Symbol`` ``` or
/// `<doc:Article>` items).
package struct TopicsSection: Sendable, Hashable {
    /// One `### Group` and its entries.
    package struct Group: Sendable, Hashable {
        /// The group's heading text (empty for entries before the first `###`).
        package var title: String
        /// The group's entries, in order.
        package var entries: [Entry]
    }

    /// One list item of a group, and what it names.
    package struct Entry: Sendable, Hashable {
        /// What an entry names.
        package enum Reference: Sendable, Hashable {
            /// A symbol link, with the text between the double backticks.
            case symbol(String)
            /// A link, with its destination (`doc:Lifecycle`, `Lifecycle.md`).
            case link(String)
        }

        /// Where the entry's reference is (or the list item, when it names nothing).
        package var location: SourceLocation
        /// What the entry names; `nil` when the item holds no link at all.
        package var reference: Reference?
    }

    /// The groups, in order.
    package var groups: [Group]
    /// The location of the `## Topics` heading.
    package var location: SourceLocation

    /// Tells whether `heading` opens a Topics section: `## Topics`, blanks around the word allowed.
    /// - Parameter heading: A heading.
    /// - Returns: `true` for a level-2 heading whose trimmed text is `Topics`.
    static func isTopicsHeading(_ heading: Heading) -> Bool {
        guard heading.level == 2 else { return false }
        // Only a longer text can have blanks to trim, and only one holding the word is trimmed.
        if heading.text.utf8.count <= 6 { return heading.text == "Topics" }
        var text = heading.text
        let holdsWord = text.withUTF8 { bytes in
            (0...(bytes.count - topicsWord.count)).contains { start in
                topicsWord.indices.allSatisfy { bytes[start + $0] == topicsWord[$0] }
            }
        }
        return holdsWord && heading.text.trimmingSpaces() == "Topics"
    }

    /// The bytes of the word that names a Topics section.
    private static let topicsWord = Array("Topics".utf8)

    /// Reads the Topics section of a document from its model: each level-3 heading opens a
    /// group, and each list item up to the next heading of level 2 or 1 is an entry.
    /// - Parameter document: The parsed document.
    /// - Returns: The section, or `nil` when the document has no `## Topics` heading.
    package static func read(from document: MarkdownDocument) -> TopicsSection? {
        guard let start = document.headings.firstIndex(where: isTopicsHeading) else { return nil }
        let heading = document.headings[start]
        let end =
            document.headings[(start + 1)...].first { $0.level <= 2 }?.location.line ?? Int.max
        let first = heading.location.line + 1
        var reader = Reader(document: document, lines: first..<max(first, end))
        reader.read()
        return TopicsSection(groups: reader.groups, location: heading.location)
    }
}
