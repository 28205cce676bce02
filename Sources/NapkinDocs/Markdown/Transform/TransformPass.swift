import Foundation

/// Applies an ``HTMLTransform`` to a document's model, giving the tree a page writes.
///
/// 1. The walk rebuilds the tree in document order with its own stack (any depth is safe),
///    asking the transform about each link, image, symbol link, code block and heading, by the
///    value the outline read for it (the n-th link of the walk is the outline's n-th link).
/// 2. The author's raw HTML becomes text unless the transform allows it and ``RawHTMLPolicy``
///    finds no script in it.
/// 3. Last, the top-level sections the transform removes, and the title if asked, leave the
///    document.
///
/// Every node is visited, removed sections included, so the counts stay in step with the
/// outline.
struct TransformPass {
    /// The transform applied.
    let transform: HTMLTransform
    /// The outline of the same tree, whose values are handed to the transform.
    let outline: MarkdownOutline

    /// How many nodes of each kind the walk has met: the index of the next one in the outline.
    private var counts = (blocks: 0, spans: 0, links: 0, headings: 0)
    /// The document's own children as rebuilt, each top-level heading with its value.
    private var topLevelHeadings: [(index: Int, heading: Heading, isTitle: Bool)] = []

    /// Prepares the pass.
    /// - Parameters:
    ///   - transform: The transform to apply.
    ///   - outline: The outline read from the tree the pass is applied to.
    init(transform: HTMLTransform, outline: MarkdownOutline) {
        self.transform = transform
        self.outline = outline
    }

    /// An open container of the walk: the node as parsed, its children as rebuilt so far, and
    /// whether it is dropped once rebuilt.
    private struct Frame {
        /// The node as parsed.
        var node: MarkdownNode
        /// Its children, rebuilt.
        var children: [MarkdownNode] = []
        /// The index of the next child of ``node`` to visit.
        var next = 0
        /// Whether the node leaves the tree (the title).
        var isDropped = false
        /// The text that replaces a link's children once they are visited.
        var linkText: String?
    }

    /// Applies the transform to `document`.
    /// - Parameter document: The root of the model, as parsed.
    /// - Returns: The tree to write.
    mutating func apply(to document: MarkdownNode) -> MarkdownNode {
        var open = [Frame(node: document)]
        var finished: MarkdownNode?
        while let last = open.indices.last {
            let index = open[last].next
            guard index < open[last].node.children.count else {
                let frame = open.removeLast()
                var node = frame.node
                node.children = frame.linkText.map { [MarkdownNode(.text($0))] } ?? frame.children
                if open.isEmpty {
                    finished = node
                } else if !frame.isDropped {
                    open[open.count - 1].children.append(node)
                }
                continue
            }
            open[last].next = index + 1
            let isTopLevel = open.count == 1
            var child = open[last].node.children[index]
            var isDropped = false
            rewrite(
                &child, isTopLevel: isTopLevel, at: open[last].children.count, dropped: &isDropped)
            var linkText: String?
            if case .link = child.kind {
                linkText = transform.linkText(outline.links[counts.links - 1])
            }
            if child.children.isEmpty {
                if let linkText { child.children = [MarkdownNode(.text(linkText))] }
                if !isDropped { open[last].children.append(child) }
            } else {
                var frame = Frame(node: child, isDropped: isDropped, linkText: linkText)
                frame.children.reserveCapacity(child.children.count)
                open.append(frame)
            }
        }
        var root = finished ?? document
        root.children = removingSections(from: root.children)
        return root
    }

    /// Rewrites one node as the transform says, before its children are visited.
    /// - Parameters:
    ///   - node: The node; its kind may change.
    ///   - isTopLevel: Whether it is a child of the document.
    ///   - position: Where it goes among its parent's rebuilt children.
    ///   - dropped: Set when the node leaves the tree once its children are visited.
    private mutating func rewrite(
        _ node: inout MarkdownNode, isTopLevel: Bool, at position: Int, dropped: inout Bool
    ) {
        switch node.kind {
        case .codeBlock:
            let block = outline.codeBlocks[counts.blocks]
            counts.blocks += 1
            if let html = transform.codeBlock(block) { node.kind = .generatedBlock(html) }
        case .code:
            let span = outline.codeSpans[counts.spans]
            counts.spans += 1
            if span.isSymbolLink, let html = transform.symbolLink(span) {
                node.kind = .generatedInline(html)
            }
        case .link(_, let title):
            node.kind = .link(destination: destination(of: nextLink()), title: title)
        case .image(_, let title):
            node.kind = .image(source: destination(of: nextLink()), title: title)
        case .inlineHTML(let literal) where !allows(literal):
            node.kind = .text(literal)
        case .htmlBlock(let literal) where !allows(literal):
            node = MarkdownNode(
                .paragraph, range: node.range,
                children: [MarkdownNode(.text(literal.trimmingBlanks(newlines: true)))])
        case .heading(let level, _):
            let heading = outline.headings[counts.headings]
            let isTitle = counts.headings == 0 && level == 1 && transform.removesFirstHeading
            counts.headings += 1
            node.kind = .heading(level: level, id: transform.headingID(heading))
            if isTopLevel {
                topLevelHeadings.append((position, heading, isTitle))
            } else if isTitle {
                dropped = true
            }
        default: break
        }
    }

    /// The outline's value of the next link or image, counted.
    private mutating func nextLink() -> Link {
        counts.links += 1
        return outline.links[counts.links - 1]
    }

    /// The destination a link or image is written with: the transform's, or its own; never
    /// one whose scheme runs code.
    private func destination(of link: Link) -> String {
        let destination = transform.linkDestination(link) ?? link.destination
        return HTMLTransform.isBlocked(destination) ? "" : destination
    }

    /// Whether the author's raw HTML `literal` is written as it is.
    private func allows(_ literal: String) -> Bool {
        transform.allowsRawHTML && RawHTMLPolicy.allows(literal)
    }

    /// The document's children without the sections the transform removes and without the
    /// title, if asked: a removed section runs from its heading to the next top-level heading
    /// of the same or a higher level.
    private func removingSections(from children: [MarkdownNode]) -> [MarkdownNode] {
        var removed = IndexSet()
        for (position, entry) in topLevelHeadings.enumerated() {
            if entry.isTitle { removed.insert(entry.index) }
            guard transform.removesSection(entry.heading) else { continue }
            let end =
                topLevelHeadings[(position + 1)...].first {
                    $0.heading.level <= entry.heading.level
                }?
                .index ?? children.count
            removed.insert(integersIn: entry.index..<end)
        }
        guard !removed.isEmpty else { return children }
        return children.indices.filter { !removed.contains($0) }.map { children[$0] }
    }
}
