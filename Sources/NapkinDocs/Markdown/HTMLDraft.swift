import Foundation

/// A document's HTML, rendered by cmark when the document is parsed, with a slot wherever the
/// rest of the site decides what goes: each link's destination, each symbol link, each code
/// block and each heading's `id`.
///
/// Links can only be resolved once every article is parsed, so without a draft each article
/// would be parsed twice: once for its outline, once for its HTML. With one, the page renderer
/// fills the slots from its ``HTMLTransform`` instead, and cmark's parser and renderer run once
/// per article.
///
/// Filling a draft gives the same bytes as rendering the document with the transform, or
/// nothing (the caller then renders the document); `FuzzHarness` checks this on every input.
/// A slot is the byte 0x01, a letter for its kind, the index of its value in the document's
/// list, and the byte 0x02. A text that could write those bytes itself is never drafted.
public struct HTMLDraft: Hashable, Sendable {
    /// What a slot stands for.
    enum Kind: UInt8 {
        /// A link or image: the slot comes just before its `<a href="` or `<img src="`.
        case link = 0x4C  // L
        /// A symbol link (a double-backtick span), in place of its HTML.
        case symbolLink = 0x53  // S
        /// A code block, in place of its HTML, on a line of its own.
        case codeBlock = 0x43  // C
        /// A heading, in place of the value of its `id` attribute.
        case heading = 0x48  // H
    }

    /// A top-level heading, and whether the draft left out its section.
    struct TopLevelHeading: Hashable, Sendable {
        /// The heading's index in the document's headings.
        var index: Int
        /// Whether its section was removed.
        var removesSection: Bool
    }

    /// cmark's HTML, with slots.
    var html: String
    /// Whether the draft left out a level-1 first heading.
    var removesFirstHeading: Bool
    /// Whether the draft kept the author's raw HTML.
    var allowsRawHTML: Bool
    /// The top-level headings, with the draft's choice for each section.
    var topLevelHeadings: [TopLevelHeading]

    /// The byte that opens a slot.
    static let slotStart: UInt8 = 0x01
    /// The byte that closes a slot.
    static let slotEnd: UInt8 = 0x02

    /// The text of a slot.
    /// - Parameters:
    ///   - kind: What the slot stands for.
    ///   - index: The index of its value in the document's list of that kind.
    /// - Returns: The slot's bytes, as a string.
    static func slot(_ kind: Kind, _ index: Int) -> String {
        "\u{1}\(Character(Unicode.Scalar(kind.rawValue)))\(index)\u{2}"
    }

    /// Whether cmark could write a slot's bytes from `source` itself: the bytes as they are, or
    /// a numeric character reference to them (`&#1;`, `&#x02;`).
    /// - Parameter source: The Markdown text.
    /// - Returns: `true` when slots in its HTML can only be the draft's own.
    static func canDraft(_ source: String) -> Bool {
        var source = source
        let (hasSlotByte, hasReference) = source.withUTF8 { bytes in
            (
                bytes.firstIndex(of: slotStart, from: 0) != nil
                    || bytes.firstIndex(of: slotEnd, from: 0) != nil,
                bytes.firstIndex(of: Array("&#".utf8), from: 0) != nil
            )
        }
        if hasSlotByte { return false }
        if !hasReference { return true }
        // References are rare: each is decoded as the raw-HTML check decodes one, any length.
        var rest = Substring(source).unicodeScalars[...]
        while let ampersand = rest.firstIndex(of: "&") {
            rest = rest[rest.index(after: ampersand)...]
            if rest.first == "#", let (decoded, _) = HTMLTransform.characterReference(at: rest),
                let value = decoded?.value, value == UInt32(slotStart) || value == UInt32(slotEnd)
            {
                return false
            }
        }
        return true
    }

    /// The transform that writes slots: `shape`'s choices of what to remove and allow, with a
    /// slot for each symbol link, code block and heading id (link slots are placed by the
    /// bridge, before each link, whose destination stays as written).
    /// - Parameters:
    ///   - outline: The document's outline, whose lists the slots index.
    ///   - shape: What the page renderer will remove and allow.
    /// - Returns: The drafting transform.
    static func slotTransform(for outline: MarkdownOutline, shape: HTMLTransform) -> HTMLTransform {
        let spans = indexByLocation(outline.codeSpans.map(\.location))
        let blocks = indexByLocation(outline.codeBlocks.map(\.location))
        let headings = indexByLocation(outline.headings.map(\.location))
        return HTMLTransform(
            symbolLink: { span in spans[span.location].map { slot(.symbolLink, $0) } },
            codeBlock: { block in blocks[block.location].map { slot(.codeBlock, $0) } },
            headingID: { heading in headings[heading.location].map { slot(.heading, $0) } },
            removesSection: shape.removesSection,
            removesFirstHeading: shape.removesFirstHeading,
            allowsRawHTML: shape.allowsRawHTML)
    }

    /// Whether cmark writes `byte` of a link destination unchanged: letters, digits and
    /// `-._~/#`, a subset of what cmark leaves alone (`HTMLDraftTests` checks it against cmark).
    static func isWrittenAsIs(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
            UInt8(ascii: "/"), UInt8(ascii: "#"):
            true
        default: false
        }
    }

    /// The index of each location in `locations` (the first, should two be equal).
    private static func indexByLocation(_ locations: [SourceLocation]) -> [SourceLocation: Int] {
        var result: [SourceLocation: Int] = [:]
        for (index, location) in locations.enumerated() where result[location] == nil {
            result[location] = index
        }
        return result
    }
}

extension HTMLDraft {
    /// Fills the slots as rendering `document` with `transform` would.
    /// - Parameters:
    ///   - document: The document the draft was made from.
    ///   - transform: The page renderer's transform.
    /// - Returns: The HTML, or `nil` when the transform asks for what the draft did not do
    ///   (another section removed, raw HTML treated otherwise, a slot left empty, or a new
    ///   destination that cmark would escape): the caller then renders the document.
    func filled(for document: MarkdownDocument, with transform: HTMLTransform) -> String? {
        guard transform.removesFirstHeading == removesFirstHeading,
            transform.allowsRawHTML == allowsRawHTML,
            topLevelHeadings.allSatisfy({
                $0.index < document.headings.count
                    && transform.removesSection(document.headings[$0.index]) == $0.removesSection
            })
        else { return nil }
        var html = html
        return html.withUTF8 { bytes -> String? in
            var filler = Filler(bytes: bytes, document: document, transform: transform)
            return filler.fill()
        }
    }
}

/// One pass over a draft's bytes, copying them and filling each slot.
private struct Filler {
    /// The draft's bytes.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The document the draft was made from.
    let document: MarkdownDocument
    /// The page renderer's transform.
    let transform: HTMLTransform
    /// The filled HTML so far.
    var output: [UInt8] = []
    /// The next byte to read.
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>, document: MarkdownDocument, transform: HTMLTransform) {
        self.bytes = bytes
        self.document = document
        self.transform = transform
        output.reserveCapacity(bytes.count + bytes.count / 2)
    }

    /// Copies the draft, filling every slot.
    /// - Returns: The HTML, or `nil` when a slot cannot be filled as the transform asks.
    mutating func fill() -> String? {
        while index < bytes.count {
            guard let found = bytes.firstIndex(of: HTMLDraft.slotStart, from: index) else {
                output += bytes[index...]
                break
            }
            output += bytes[index..<found]
            index = found
            guard let (kind, value) = readSlot(), fillSlot(kind, value) else { return nil }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Reads the slot at ``index`` and moves past it.
    private mutating func readSlot() -> (HTMLDraft.Kind, Int)? {
        guard index + 1 < bytes.count, let kind = HTMLDraft.Kind(rawValue: bytes[index + 1])
        else { return nil }
        var cursor = index + 2
        var value = 0
        var digits = 0
        while cursor < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[cursor]),
            digits < 10
        {
            value = value * 10 + Int(bytes[cursor] - UInt8(ascii: "0"))
            digits += 1
            cursor += 1
        }
        guard digits > 0, cursor < bytes.count, bytes[cursor] == HTMLDraft.slotEnd else {
            return nil
        }
        index = cursor + 1
        return (kind, value)
    }

    /// Writes what goes in one slot.
    /// - Returns: `false` when the slot cannot be filled as rendering would.
    private mutating func fillSlot(_ kind: HTMLDraft.Kind, _ value: Int) -> Bool {
        switch kind {
        case .symbolLink:
            guard value < document.codeSpans.count,
                let html = transform.symbolLink(document.codeSpans[value])
            else { return false }
            output += html.utf8
        case .heading:
            guard value < document.headings.count,
                let id = transform.headingID(document.headings[value])
            else { return false }
            output += HTMLEscaping.attribute(id).utf8
        case .codeBlock:
            // cmark writes a block on lines of its own: the slot is followed by the line break
            // that cmark adds after a block that does not end with one.
            guard value < document.codeBlocks.count,
                let html = transform.codeBlock(document.codeBlocks[value]),
                index < bytes.count, bytes[index] == UInt8(ascii: "\n")
            else { return false }
            index += 1
            output += html.utf8
            if !html.isEmpty && html.utf8.last != UInt8(ascii: "\n") {
                output.append(UInt8(ascii: "\n"))
            }
        case .link:
            guard value < document.links.count else { return false }
            return fillLink(document.links[value])
        }
        return true
    }

    /// Copies the link or image tag after a link slot, with its destination as the transform
    /// sets it.
    private mutating func fillLink(_ link: Link) -> Bool {
        guard
            let opening = [Self.linkOpening, Self.imageOpening].first(where: {
                bytes.holds($0, at: index)
            })
        else {
            return false
        }
        output += opening
        index += opening.count
        guard let end = bytes.firstIndex(of: UInt8(ascii: "\""), from: index) else { return false }
        let drafted = HTMLTransform.isBlocked(link.destination) ? "" : link.destination
        var destination = transform.linkDestination(link) ?? link.destination
        if HTMLTransform.isBlocked(destination) { destination = "" }
        if destination == drafted {
            output += bytes[index..<end]
        } else {
            // cmark escapes a destination as it writes it; one made only of these bytes is
            // written as it is, and any other is left to cmark.
            guard destination.utf8.allSatisfy(HTMLDraft.isWrittenAsIs) else { return false }
            output += destination.utf8
        }
        index = end
        return true
    }

    /// How cmark opens a link.
    private static let linkOpening = Array("<a href=\"".utf8)
    /// How cmark opens an image.
    private static let imageOpening = Array("<img src=\"".utf8)

}
