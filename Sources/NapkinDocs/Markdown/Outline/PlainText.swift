/// The plain text of a subtree of the model: inline text joined as it is, blocks one per line.
///
/// Code blocks and raw HTML blocks contribute nothing; inline raw HTML counts as text, as the
/// page shows it by default, so a title written `# <b>Fast</b> paths` reads the same in the
/// heading, the tab and the search results. Headings, the search index and link texts use it.
enum PlainText {
    /// Appends the plain text of `node` and its subtree to `text`.
    ///
    /// The walk keeps its own stack instead of recursing: an author can nest block quotes or
    /// lists 10,000 deep, more than a thread's stack holds one call per level (the fuzzer's
    /// `deep-lists.md` and `deep-block-quotes.md` overflowed it). The line break before a block
    /// is written when the block starts, and taken back if the block turns out to have no text.
    /// - Parameters:
    ///   - node: The root of the subtree.
    ///   - text: The UTF-8 bytes to append to.
    static func append(_ node: MarkdownNode, to text: inout [UInt8]) {
        if appendLeaf(node, to: &text) { return }
        // One entry per open container: the node, where its text starts, whether a line break
        // was written before it, and the index of the child it is reading.
        var open: [(node: MarkdownNode, start: Int, separated: Bool, next: Int)] = [
            (node, text.count, false, 0)
        ]
        while let last = open.indices.last {
            let index = open[last].next
            guard index < open[last].node.children.count else {
                let finished = open.removeLast()
                if finished.separated && text.count == finished.start { text.removeLast() }
                continue
            }
            open[last].next = index + 1
            let child = open[last].node.children[index]
            let separated = child.kind.isBlock && text.count > open[last].start
            if separated { text.append(UInt8(ascii: "\n")) }
            let start = text.count
            if appendLeaf(child, to: &text) {
                if separated && text.count == start { text.removeLast() }
            } else {
                open.append((child, start, separated, 0))
            }
        }
    }

    /// Appends the text of a node that contributes its own text rather than its children's.
    /// - Returns: `false` for a container, whose children hold its text.
    private static func appendLeaf(_ node: MarkdownNode, to text: inout [UInt8]) -> Bool {
        switch node.kind {
        case .text(let literal), .code(let literal), .inlineHTML(let literal):
            text.append(contentsOf: literal.utf8)
            return true
        case .softBreak, .lineBreak:
            text.append(UInt8(ascii: " "))
            return true
        case .codeBlock, .htmlBlock, .generatedBlock, .generatedInline: return true
        default: return false
        }
    }
}
