/// The plain text of a subtree of the model: inline text joined as it is, blocks one per line.
///
/// Code blocks and raw HTML blocks contribute nothing; inline raw HTML counts as text, as the
/// page shows it by default, so a title written `# <b>Fast</b> paths` reads the same in the
/// heading, the tab and the search results. Headings, the search index and link texts use it.
enum PlainText {
    /// Appends the plain text of the node at `index` and its subtree to `text`.
    ///
    /// The walk keeps its own stack instead of recursing: an author can nest block quotes or
    /// lists 10,000 deep, more than a thread's stack holds one call per level (the fuzzer's
    /// `deep-lists.md` and `deep-block-quotes.md` overflowed it). The line break before a block
    /// is written when the block starts, and taken back if the block turns out to have no text.
    /// - Parameters:
    ///   - tree: The document's model.
    ///   - index: The root of the subtree.
    ///   - text: The UTF-8 bytes to append to.
    static func append(_ tree: MarkdownTree, _ index: Int, to text: inout [UInt8]) {
        if appendLeaf(tree.nodes[index].kind, to: &text) { return }
        // One entry per open container: where its subtree ends, where its text starts, and
        // whether a line break was written before it.
        var open: [(end: Int, start: Int, separated: Bool)] = [
            (tree.nodes[index].end, text.count, false)
        ]
        var next = index + 1
        while let last = open.last {
            guard next < last.end else {
                open.removeLast()
                if last.separated && text.count == last.start { text.removeLast() }
                continue
            }
            // Read in place, not copied out of the tree.
            let separated = tree.nodes[next].kind.isBlock && text.count > last.start
            if separated { text.append(UInt8(ascii: "\n")) }
            let start = text.count
            if appendLeaf(tree.nodes[next].kind, to: &text) {
                if separated && text.count == start { text.removeLast() }
                next = tree.nodes[next].end
            } else {
                open.append((tree.nodes[next].end, start, separated))
                next += 1
            }
        }
    }

    /// Appends the text of a node that contributes its own text rather than its children's.
    /// - Returns: `false` for a container, whose children hold its text.
    private static func appendLeaf(_ kind: MarkdownNode.Kind, to text: inout [UInt8]) -> Bool {
        switch kind {
        case .text(let literal), .code(let literal), .inlineHTML(let literal):
            text.append(contentsOf: literal.utf8)
            return true
        case .softBreak, .lineBreak:
            text.append(UInt8(ascii: " "))
            return true
        case .codeBlock, .htmlBlock, .generatedBlock, .generatedInline: return true
        // Metadata, options and comments are not read on the page.
        case .directive(let directive) where directive.isHidden: return true
        default: return false
        }
    }
}
