/// How the writer applies a page's ``PageDecisions`` while it walks the unchanged model.
///
/// Each node is decided as the walk enters it, in document order, which is the outline's
/// order: a node the transform changed is written as a changed copy (only that node is
/// copied), a node it removed is skipped, and everything else is written as parsed. Skipped
/// nodes are still counted, so that the next node's decision is the right one.
extension HTMLWriter {
    /// What becomes of one node.
    enum Decided {
        /// Written as parsed.
        case asParsed
        /// Left out (a removed section, the title).
        case skipped
        /// Written as this node instead.
        case changed(MarkdownNode)
    }

    /// Decides a node as the walk enters it, counting it.
    /// - Parameters:
    ///   - node: The node entered.
    ///   - isTopLevel: Whether it is a child of the document.
    ///   - position: Its index among its parent's children.
    /// - Returns: What to write.
    mutating func decide(_ node: MarkdownNode, isTopLevel: Bool, at position: Int) -> Decided {
        if isTopLevel, decisions.removedBlocks.contains(position) {
            count(over: node)
            return .skipped
        }
        // Only a node that changes is copied.
        switch node.kind {
        case .codeBlock:
            counts.blocks += 1
            guard let html = decisions.codeBlocks[counts.blocks - 1] else { return .asParsed }
            return .changed(MarkdownNode(.generatedBlock(html), range: node.range))
        case .code:
            guard let html = decidedSpan() else { return .asParsed }
            return .changed(MarkdownNode(.generatedInline(html), range: node.range))
        case .link(_, let title):
            counts.links += 1
            let index = counts.links - 1
            var changed = node
            changed.kind = .link(destination: decisions.destinations[index], title: title)
            if let text = decisions.linkTexts[index] {
                for child in node.children { count(over: child) }
                changed.children = [MarkdownNode(.text(text))]
            }
            return .changed(changed)
        case .image(_, let title):
            counts.links += 1
            var changed = node
            changed.kind = .image(source: decisions.destinations[counts.links - 1], title: title)
            return .changed(changed)
        case .heading(let level, _):
            counts.headings += 1
            let index = counts.headings - 1
            if decisions.removedHeading == index {
                for child in node.children { count(over: child) }
                return .skipped
            }
            guard let id = decisions.headingIDs[index] else { return .asParsed }
            var changed = node
            changed.kind = .heading(level: level, id: id)
            return .changed(changed)
        case .inlineHTML(let literal):
            guard !allows(literal) else { return .asParsed }
            return .changed(MarkdownNode(.text(literal), range: node.range))
        case .htmlBlock(let literal):
            guard !allows(literal) else { return .asParsed }
            return .changed(
                MarkdownNode(
                    .paragraph, range: node.range,
                    children: [MarkdownNode(.text(literal.trimmingBlanks(newlines: true)))]))
        default: return .asParsed
        }
    }

    /// Counts the next code span and returns the HTML decided for it, if any.
    mutating func decidedSpan() -> HTMLFragment? {
        counts.spans += 1
        return decisions.codeSpans[counts.spans - 1]
    }

    /// Whether the author's raw HTML `literal` is written as it is.
    private func allows(_ literal: String) -> Bool {
        decisions.allowsRawHTML && RawHTMLPolicy.allows(literal)
    }

    /// Counts the nodes of a subtree that is not written, as the walk would have.
    mutating func count(over root: MarkdownNode) {
        var pending = [root]
        while let node = pending.popLast() {
            switch node.kind {
            case .codeBlock: counts.blocks += 1
            case .code: counts.spans += 1
            case .link, .image: counts.links += 1
            case .heading: counts.headings += 1
            default: break
            }
            // Reversed, so that children are met in document order (only counts matter).
            pending.append(contentsOf: node.children.reversed())
        }
    }
}
