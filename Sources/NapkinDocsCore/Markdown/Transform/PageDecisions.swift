import Foundation

/// What a page makes of each node of a document's model, kept beside the model rather than
/// written into a copy of it.
///
/// 1. A page renderer decides each link, image, symbol link, code
///    block, directive and heading it changes, by the node's position in the outline's order
///    (the n-th link of the document is the outline's n-th link).
/// 2. The top-level sections left out, and the title if asked, are noted by their place among
///    the document's top-level blocks.
/// 3. ``HTMLWriter`` walks the unchanged model and writes each node as decided, for the page
///    and again for `print.html`, from the same decisions.
///
/// The author's raw HTML is decided as it is written: kept only when the page allows it and
/// ``RawHTMLPolicy`` finds no script in it.
package struct PageDecisions: Sendable {
    /// The HTML replacing each code block, by code block index; `nil` keeps cmark's `<pre>`.
    package var codeBlocks: [HTMLFragment?]
    /// The HTML replacing each code span, by code span index; `nil` keeps it as code.
    package var codeSpans: [HTMLFragment?]
    /// The destination each link or image is written with, by link index; set with
    /// ``setDestination(_:ofLink:)``, which blanks a dangerous one.
    package private(set) var destinations: [String]
    /// The text replacing each link's own, by link index; `nil` keeps it.
    package var linkTexts: [String?]
    /// The links written as their text alone, and the images left out, by link index.
    package var droppedLinks = IndexSet()
    /// The files of each image with variants, by link index; `nil` writes one `<img>`.
    package var pictures: [PictureSources?]
    /// The HTML replacing each directive's own (a snippet's listing), by directive index;
    /// `nil` writes it as the writer does.
    package var directiveBlocks: [HTMLFragment?]
    /// The `id` of each heading, by heading index.
    package var headingIDs: [String?]
    /// The indices of the document's top-level blocks that are left out.
    var removedBlocks = IndexSet()
    /// The index of a title that is left out though it is not a top-level block.
    var removedHeading: Int?
    /// Whether the author's raw HTML may be written as it is.
    var allowsRawHTML: Bool

    /// No decisions: what a writer holds when it writes the model as parsed.
    static let none = PageDecisions()

    /// Creates empty decisions.
    private init() {
        (codeBlocks, codeSpans, destinations, linkTexts, headingIDs) = ([], [], [], [], [])
        (pictures, directiveBlocks) = ([], [])
        allowsRawHTML = false
    }

    /// Decides that every node of `document` is written as parsed, but for a link or image
    /// of a dangerous scheme, whose destination is left empty.
    /// - Parameters:
    ///   - document: The parsed document.
    ///   - allowsRawHTML: Whether the author's raw HTML may be written as it is.
    package init(asParsed document: MarkdownDocument, allowsRawHTML: Bool) {
        codeBlocks = Array(repeating: nil, count: document.codeBlocks.count)
        codeSpans = Array(repeating: nil, count: document.codeSpans.count)
        destinations = document.links.map { Self.safe($0.destination) }
        linkTexts = Array(repeating: nil, count: document.links.count)
        pictures = Array(repeating: nil, count: document.links.count)
        directiveBlocks = Array(repeating: nil, count: document.directives.count)
        headingIDs = Array(repeating: nil, count: document.headings.count)
        self.allowsRawHTML = allowsRawHTML
    }

    /// Writes a link or image with another destination; one using the `javascript:`,
    /// `vbscript:` or `data:` scheme is written empty.
    /// - Parameters:
    ///   - destination: The new `href` (or `src`).
    ///   - index: The link's index in the outline.
    package mutating func setDestination(_ destination: String, ofLink index: Int) {
        destinations[index] = Self.safe(destination)
    }

    /// The destination as written, or empty when its scheme is never written.
    private static func safe(_ destination: String) -> String {
        LinkSafety.isBlocked(destination) ? "" : destination
    }

    /// Leaves out each top-level section `removesSection` names, and the title if asked: a
    /// section runs from its heading to the next top-level heading of the same or a higher
    /// level.
    /// - Parameters:
    ///   - document: The document the decisions are for.
    ///   - removesSection: Whether a top-level heading's section is left out.
    ///   - removingTitle: Whether a level-1 first heading is left out.
    package mutating func removeSections(
        of document: MarkdownDocument, where removesSection: (Heading) -> Bool,
        removingTitle: Bool
    ) {
        // A top-level heading is the outline's heading that starts where the block starts.
        var headingIndex: [SourceLocation: Int] = [:]
        for (index, heading) in document.headings.enumerated() {
            headingIndex[heading.location] = headingIndex[heading.location] ?? index
        }
        let tree = document.tree
        var topLevel: [(block: Int, heading: Heading, index: Int)] = []
        var blockCount = 0
        for (block, node) in tree.children(of: 0).enumerated() {
            blockCount += 1
            guard case .heading = tree.nodes[node].kind,
                let index = headingIndex[document.location(of: tree.nodes[node].range)]
            else { continue }
            topLevel.append((block, document.headings[index], index))
        }
        if removingTitle, let title = document.headings.first, title.level == 1 {
            if let entry = topLevel.first(where: { $0.index == 0 }) {
                removedBlocks.insert(entry.block)
            } else {
                removedHeading = 0
            }
        }
        for (position, entry) in topLevel.enumerated() where removesSection(entry.heading) {
            let end =
                topLevel[(position + 1)...].first { $0.heading.level <= entry.heading.level }?
                .block ?? blockCount
            removedBlocks.insert(integersIn: entry.block..<end)
        }
    }
}
