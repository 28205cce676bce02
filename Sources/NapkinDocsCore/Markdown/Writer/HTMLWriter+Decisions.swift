/// How the writer applies a page's ``PageDecisions`` while it walks the unchanged model.
///
/// Each node is decided as the walk enters it, in document order, which is the outline's
/// order: a node the transform changed is written as its changed kind (nothing is copied), a node it removed is skipped, and everything else is written as parsed. Skipped
/// nodes are still counted, so that the next node's decision is the right one.
extension HTMLWriter {
    /// What becomes of one node.
    enum Decided {
        /// Written as parsed.
        case asParsed
        /// Left out (a removed section, the title).
        case skipped
        /// Written as this kind of node instead, with its children as parsed.
        case changed(MarkdownNode.Kind)
        /// Written as this kind of node holding only this text, instead of its children.
        case replaced(MarkdownNode.Kind, text: String)
        /// Not written itself, its children written in its place (a link that names nothing).
        case unwrapped
    }

    /// Decides a node as the walk enters it, counting it.
    /// - Parameters:
    ///   - tree: The document's model.
    ///   - index: The node's index.
    ///   - isTopLevel: Whether it is a child of the document.
    ///   - position: Its index among its parent's children.
    /// - Returns: What to write.
    mutating func decide(
        _ tree: MarkdownTree, _ index: Int, isTopLevel: Bool, at position: Int
    ) -> Decided {
        let end = tree.nodes[index].end
        if isTopLevel, decisions.removedBlocks.contains(position) {
            count(over: tree, index..<end)
            return .skipped
        }
        switch tree.nodes[index].kind {
        case .codeBlock:
            counts.blocks += 1
            guard let html = decisions.codeBlocks[counts.blocks - 1] else { return .asParsed }
            return .changed(.generatedBlock(html))
        case .code:
            guard let html = decidedSpan() else { return .asParsed }
            return .changed(.generatedInline(html))
        case .link(_, let title):
            counts.links += 1
            let link = counts.links - 1
            if decisions.droppedLinks.contains(link) { return .unwrapped }
            let changed = MarkdownNode.Kind.link(
                destination: decisions.destinations[link], title: title)
            guard let text = decisions.linkTexts[link] else { return .changed(changed) }
            count(over: tree, (index + 1)..<end)
            return .replaced(changed, text: text)
        case .image(_, let title):
            counts.links += 1
            if decisions.droppedLinks.contains(counts.links - 1) {
                count(over: tree, (index + 1)..<end)
                return .skipped
            }
            return .changed(.image(source: decisions.destinations[counts.links - 1], title: title))
        case .heading(let level, _):
            counts.headings += 1
            let heading = counts.headings - 1
            if decisions.removedHeading == heading {
                count(over: tree, (index + 1)..<end)
                return .skipped
            }
            guard let id = decisions.headingIDs[heading] else { return .asParsed }
            return .changed(.heading(level: level, id: id))
        case .directive(let directive):
            counts.directives += 1
            counts.links += directive.linkArguments.count
            return .asParsed
        case .inlineHTML(let literal):
            guard !allows(literal) else { return .asParsed }
            // A comment shows nothing in a browser: without raw HTML it is left out, not shown.
            if RawHTMLPolicy.isOnlyComments(literal) { return .skipped }
            return .changed(.text(literal))
        case .htmlBlock(let literal):
            guard !allows(literal) else { return .asParsed }
            if RawHTMLPolicy.isOnlyComments(literal) { return .skipped }
            return .replaced(.paragraph, text: literal.trimmingBlanks(newlines: true))
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

    /// Counts the nodes at `indices` that are not written, as the walk would have.
    mutating func count(over tree: MarkdownTree, _ indices: Range<Int>) {
        for index in indices {
            switch tree.nodes[index].kind {
            case .codeBlock: counts.blocks += 1
            case .code: counts.spans += 1
            case .link, .image: counts.links += 1
            case .heading: counts.headings += 1
            case .directive(let directive):
                counts.directives += 1
                counts.links += directive.linkArguments.count
            default: break
            }
        }
    }
}
