/// Copies one parsed tree into another: how a document made of several cmark parses (the runs
/// between directives) becomes one model, and where block quotes tagged `Note:` become asides.
extension MarkdownTree.Builder {
    /// Appends the children of `tree`'s root, in order, each with its range moved by `shift`;
    /// a block quote whose first paragraph starts with an aside's tag is added as that aside,
    /// without the tag.
    /// - Parameters:
    ///   - tree: A parsed tree.
    ///   - shift: Maps a range of `tree` to the range in the document being built.
    mutating func appendChildren(of tree: MarkdownTree, shift: (SourceRange) -> SourceRange) {
        var ends: [Int] = []
        // Nodes replaced (a tag's text without the tag) or left out (`nil`), by index.
        var replaced: [Int: MarkdownNode.Kind?] = [:]
        var index = 1
        while index < tree.nodes.count {
            while let last = ends.last, last <= index {
                close()
                ends.removeLast()
            }
            let node = tree.nodes[index]
            var kind = node.kind
            if let replacement = replaced[index] {
                guard let replacement else {
                    index = node.end
                    continue
                }
                kind = replacement
            } else if case .blockQuote = kind, let tagged = Self.asideTag(in: tree, at: index) {
                kind = .aside(tagged.kind)
                replaced.merge(tagged.replaced) { $1 }
            }
            open(kind, range: shift(node.range))
            ends.append(node.end)
            index += 1
        }
        while ends.popLast() != nil { close() }
    }

    /// Reads the aside tag of the block quote at `index`, if it has one.
    /// - Returns: The kind, and what becomes of the first paragraph's nodes: its first text
    ///   without the tag, or left out when nothing is left of it (with the line break after
    ///   it, and the paragraph itself when it held nothing else).
    static func asideTag(
        in tree: MarkdownTree, at index: Int
    ) -> (kind: AsideKind, replaced: [Int: MarkdownNode.Kind?])? {
        let paragraph = index + 1
        let first = index + 2
        guard tree.hasChildren(index), case .paragraph = tree.nodes[paragraph].kind,
            tree.hasChildren(paragraph), case .text(let literal) = tree.nodes[first].kind,
            let colon = literal.firstIndex(of: ":"),
            let kind = AsideKind(tag: literal[..<colon])
        else { return nil }
        let rest = literal[literal.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
        guard rest.isEmpty else { return (kind, [first: .text(String(rest))]) }
        let dropped: MarkdownNode.Kind? = nil
        var replaced: [Int: MarkdownNode.Kind?] = [first: dropped]
        var next = first + 1
        let end = tree.nodes[paragraph].end
        if next < end, case .softBreak = tree.nodes[next].kind {
            replaced[next] = .some(dropped)
            next += 1
        }
        if next >= end { replaced = [paragraph: dropped] }
        return (kind, replaced)
    }
}
