import Foundation
import NapkinDocsCore

/// The `## Topics` section of an article or doc comment: named groups of links, which DocC
/// uses to build the navigation (`### Group`, then a list of ``` ``Symbol`` ``` or
/// `<doc:Article>` items).
public struct TopicsSection: Sendable, Hashable {
    /// One `### Group` and its entries.
    public struct Group: Sendable, Hashable {
        /// The group's heading text (empty for entries before the first `###`).
        public var title: String
        /// The group's entries, in order.
        public var entries: [Entry]
    }

    /// One list item of a group, and what it names.
    public struct Entry: Sendable, Hashable {
        /// What an entry names.
        public enum Reference: Sendable, Hashable {
            /// A symbol link, with the text between the double backticks.
            case symbol(String)
            /// A link, with its destination (`doc:Lifecycle`, `Lifecycle.md`).
            case link(String)
        }

        /// Where the entry's reference is (or the list item, when it names nothing).
        public var location: SourceLocation
        /// What the entry names; `nil` when the item holds no link at all.
        public var reference: Reference?
    }

    /// The groups, in order.
    public var groups: [Group]
    /// The location of the `## Topics` heading.
    public var location: SourceLocation

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

    /// Reads the Topics section of a document.
    /// - Parameter document: The parsed document.
    /// - Returns: The section, or `nil` when the document has no `## Topics` heading.
    public static func read(from document: MarkdownDocument) -> TopicsSection? {
        guard
            let start = document.headings.firstIndex(where: isTopicsHeading)
        else { return nil }
        let heading = document.headings[start]
        let end =
            document.headings[(start + 1)...].first { $0.level <= 2 }?.location.line ?? Int.max
        let lines = document.source.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        var groups: [Group] = []
        var current = Group(title: "", entries: [])
        let groupHeadings = document.headings.filter {
            $0.level == 3 && $0.location.line > heading.location.line && $0.location.line < end
        }
        let lastLine = min(end - 1, document.origin.line + lines.count - 1)
        guard lastLine > heading.location.line else {
            return TopicsSection(groups: [], location: heading.location)
        }
        for lineNumber in (heading.location.line + 1)...lastLine {
            if let group = groupHeadings.first(where: { $0.location.line == lineNumber }) {
                if !current.entries.isEmpty || !current.title.isEmpty { groups.append(current) }
                current = Group(title: group.text, entries: [])
                continue
            }
            let text = lines[lineNumber - document.origin.line]
            guard let column = listItemColumn(text) else { continue }
            current.entries.append(entry(onLine: lineNumber, itemColumn: column, in: document))
        }
        if !current.entries.isEmpty || !current.title.isEmpty { groups.append(current) }
        return TopicsSection(groups: groups, location: heading.location)
    }

    /// The entry of the list item on `line`: its first symbol link or link.
    private static func entry(
        onLine line: Int, itemColumn: Int, in document: MarkdownDocument
    ) -> Entry {
        let span = document.codeSpans.first { $0.line == line && $0.isSymbolLink }
        let link = document.links.first { $0.location.line == line && $0.kind != .image }
        switch (span, link) {
        case (let span?, let link?) where link.location < span.location:
            return Entry(location: link.location, reference: .link(link.destination))
        case (let span?, _):
            return Entry(location: span.location, reference: .symbol(span.code))
        case (nil, let link?):
            return Entry(location: link.location, reference: .link(link.destination))
        case (nil, nil):
            return Entry(location: SourceLocation(line: line, column: itemColumn), reference: nil)
        }
    }

    /// The 1-based column of a list marker (`-`, `*`, `+`, `1.`) opening `text`, if any.
    private static func listItemColumn(_ text: Substring) -> Int? {
        let indent = text.prefix { $0 == " " || $0 == "\t" || $0 == ">" }
        let rest = text.dropFirst(indent.count)
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        let afterMarker: Substring
        if let first = rest.first, "-*+".contains(first), digits.isEmpty {
            afterMarker = rest.dropFirst()
        } else if !digits.isEmpty,
            rest.dropFirst(digits.count).first.map({ ".)".contains($0) }) == true
        {
            afterMarker = rest.dropFirst(digits.count + 1)
        } else {
            return nil
        }
        guard afterMarker.isEmpty || afterMarker.first == " " || afterMarker.first == "\t" else {
            return nil
        }
        return indent.utf8.count + 1
    }
}

extension CodeSpan {
    /// The line the span starts on.
    fileprivate var line: Int { location.line }
}
