import Foundation

/// What an ``HTMLTransform`` decides for a document's model: the pass that applies a transform
/// to a document, kept beside the model rather than written into a copy of it.
///
/// 1. Each link, image, symbol link, code block and heading is asked about once, by the value
///    the outline read for it; the answers are kept by the node's position in the outline's
///    order (the n-th link of the document is the outline's n-th link).
/// 2. The top-level sections the transform removes, and the title if asked, are noted by
///    their place among the document's top-level blocks.
/// 3. ``HTMLWriter`` walks the unchanged model and writes each node as decided, for the page
///    and again for `print.html`, from the same decisions.
///
/// The author's raw HTML is decided as it is written: kept only when the transform allows it
/// and ``RawHTMLPolicy`` finds no script in it.
package struct PageDecisions: Sendable {
    /// The HTML replacing each code block, by code block index; `nil` keeps cmark's `<pre>`.
    var codeBlocks: [HTMLFragment?]
    /// The HTML replacing each code span, by code span index; `nil` keeps it as code.
    var codeSpans: [HTMLFragment?]
    /// The destination each link or image is written with, by link index.
    var destinations: [String]
    /// The text replacing each link's own, by link index; `nil` keeps it.
    var linkTexts: [String?]
    /// The links written as their text alone, and the images left out, by link index.
    var droppedLinks = IndexSet()
    /// The files of each image with variants, by link index; `nil` writes one `<img>`.
    var pictures: [PictureSources?] = []
    /// The HTML replacing each directive's own (a snippet's listing), by directive index;
    /// `nil` writes it as the writer does.
    var directiveBlocks: [HTMLFragment?] = []
    /// The `id` of each heading, by heading index.
    var headingIDs: [String?]
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
        allowsRawHTML = false
    }

    /// Decides, for every node of `document`, what `transform` makes of it.
    /// - Parameters:
    ///   - transform: The transform.
    ///   - document: The parsed document.
    package init(_ transform: HTMLTransform, for document: MarkdownDocument) {
        codeBlocks = document.codeBlocks.map(transform.codeBlock)
        codeSpans = document.codeSpans.map { $0.isSymbolLink ? transform.symbolLink($0) : nil }
        destinations = document.links.map { link in
            let destination = transform.linkDestination(link) ?? link.destination
            return HTMLTransform.isBlocked(destination) ? "" : destination
        }
        linkTexts = document.links.map { $0.kind == .image ? nil : transform.linkText($0) }
        for (index, link) in document.links.enumerated() where transform.dropsLink(link) {
            droppedLinks.insert(index)
        }
        pictures = document.links.map { $0.kind == .image ? transform.picture($0) : nil }
        headingIDs = document.headings.map(transform.headingID)
        directiveBlocks = document.directives.map(transform.directive)
        allowsRawHTML = transform.allowsRawHTML
        decideRemovals(transform, for: document)
    }

    /// Notes the top-level sections the transform removes, and the title: a removed section
    /// runs from its heading to the next top-level heading of the same or a higher level.
    private mutating func decideRemovals(_ transform: HTMLTransform, for document: MarkdownDocument)
    {
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
        if transform.removesFirstHeading, let title = document.headings.first, title.level == 1 {
            if let entry = topLevel.first(where: { $0.index == 0 }) {
                removedBlocks.insert(entry.block)
            } else {
                removedHeading = 0
            }
        }
        for (position, entry) in topLevel.enumerated() where transform.removesSection(entry.heading)
        {
            let end =
                topLevel[(position + 1)...].first { $0.heading.level <= entry.heading.level }?
                .block ?? blockCount
            removedBlocks.insert(integersIn: entry.block..<end)
        }
    }
}
