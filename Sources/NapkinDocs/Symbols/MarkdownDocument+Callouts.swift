import NapkinDocsCore

/// An article's callout items (`- Note: …`, `- Tip: …` in a top-level bulleted list) made
/// asides where they stand, as DocC shows them in articles as in doc comments.
extension MarkdownDocument {
    /// The document with each top-level callout item made an aside, splitting its list; the
    /// document itself when it has none (the common case, which costs one look at each
    /// top-level list).
    /// - Returns: The document, rebuilt from its own nodes without parsing again.
    func withCalloutItemsAsAsides() -> MarkdownDocument {
        guard hasCalloutItem else { return self }
        var blocks: [MarkdownNode] = []
        for block in root.children {
            guard case .list(let list) = block.kind, !list.isOrdered else {
                blocks.append(block)
                continue
            }
            blocks += DocCommentParts.splitting(block, list) { _ in false }
        }
        return part(blocks)
    }

    /// Whether an item of a top-level bulleted list starts with a callout's name and a colon.
    private var hasCalloutItem: Bool {
        for list in tree.children(of: 0) {
            guard case .list(let kind) = tree.nodes[list].kind, !kind.isOrdered else { continue }
            for item in tree.children(of: list) {
                let text = item + 2
                guard text < tree.nodes[item].end, case .paragraph = tree.nodes[item + 1].kind,
                    case .text(let literal) = tree.nodes[text].kind,
                    let colon = literal.firstIndex(of: ":")
                else { continue }
                let name = literal[..<colon].lowercased().filter { $0 != " " }
                if DocCommentParts.calloutNames[name] != nil { return true }
            }
        }
        return false
    }
}
