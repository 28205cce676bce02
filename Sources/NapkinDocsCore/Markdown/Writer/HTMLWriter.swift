/// Writes a document's model (a ``MarkdownTree``) as HTML: the same bytes cmark-gfm's `cmark_render_html` writes
/// for the same document with the generator's options (raw HTML kept, GFM tag filter on,
/// footnotes on).
///
/// Escaping is by construction: markup comes only from string literals (``StaticString``) and
/// from the generator's own ``HTMLFragment``s, and every value of the tree goes through one of
/// the escapers of `HTMLWriter+Escaping.swift`, or through the tag filter for raw HTML. Where
/// the tree is written (its own page, or `print.html`) is its ``HTMLPlacement``.
///
/// 1. ``write(_:)`` walks the tree with its own stack (no recursion, so any depth is safe),
///    deciding each node as it enters it when a page's ``PageDecisions`` apply.
/// 2. Each node writes its opening on the way in and its closing on the way out, as cmark does
///    (`HTMLWriter+Nodes.swift`).
/// 3. An image's description is written as plain text, in one inner walk.
package struct HTMLWriter {
    /// Where the HTML goes, which spells its links and ids.
    var placement = HTMLPlacement.asParsed
    /// What a page's transform decided for each node, when ``isDeciding``.
    var decisions = PageDecisions.none
    /// Whether ``decisions`` apply; without them the model is written as parsed.
    var isDeciding = false
    /// How many nodes of each kind the walk has met, in the outline's order: the index of the
    /// next one's decision.
    var counts = (blocks: 0, spans: 0, links: 0, headings: 0, directives: 0)
    /// A second place the same HTML is written for in the same walk (an article's body on
    /// `print.html`), into ``secondOutput``; `nil` for one output.
    var secondPlacement: HTMLPlacement?
    /// The bytes written for ``secondPlacement``.
    var secondOutput: [UInt8] = []
    /// Which outputs the primitives append to: both, except while a value that depends on the
    /// placement is written for each.
    var writing = Writing.both
    /// The links rebased so far for another page than their own: an article links to the
    /// same few pages many times.
    var rebased: [String: String] = [:]
    /// The bytes written so far.
    var output: [UInt8] = []
    /// How many footnote definitions were opened (cmark's `footnote_ix`).
    var footnotesOpened = 0
    /// The number of the last definition whose back links were written.
    var footnotesWithBackLinks = 0
    /// Whether the table being written has opened its `<tbody>`.
    var tableBodyIsOpen = false
    /// Whether the row being written is a table's header row.
    var isInTableHeader = false
    /// The closing tags each open directive's opening left open, innermost directive last.
    var directiveClosings: [[StaticString]] = []

    /// An open container in the walk: what it is written as, where its subtree ends, and how
    /// many of its children were entered.
    struct Frame {
        /// The open node's kind, as written (a decision may have changed it).
        let kind: MarkdownNode.Kind
        /// The index just past its subtree.
        let end: Int
        /// How many of its children the walk has entered.
        var next = 0
    }

    /// Appends the HTML of the node at `root` and its subtree to ``output``.
    /// - Parameters:
    ///   - tree: The document's model.
    ///   - root: The index of the node to write.
    mutating func write(_ tree: MarkdownTree, at root: Int = 0) {
        var open: [Frame] = []
        let rootKind = tree.nodes[root].kind
        _ = push(rootKind, at: root, in: tree, open: &open)
        var index = root + 1
        while let last = open.indices.last {
            guard index < open[last].end else {
                let finished = open.removeLast()
                exit(finished, open: open)
                continue
            }
            let position = open[last].next
            open[last].next = position + 1
            let end = tree.nodes[index].end
            let decided =
                isDeciding
                ? decide(tree, index, isTopLevel: open.count == 1, at: position) : .asParsed
            switch decided {
            case .asParsed:
                // Read in place: only a container entered is copied, into the stack.
                let entered = push(tree.nodes[index].kind, at: index, in: tree, open: &open)
                index = entered ? index + 1 : end
            case .skipped: index = end
            case .unwrapped: index += 1
            case .changed(let kind):
                index = push(kind, at: index, in: tree, open: &open) ? index + 1 : end
            case .replaced(let kind, let text):
                // The node's one child, in place of those parsed.
                if push(kind, at: index, in: tree, open: &open) { escapeText(text) }
                index = end
            }
        }
        if case .document = rootKind, footnotesOpened > 0 { markup("</ol>\n</section>\n") }
    }

    /// Enters a node, and opens a frame for it when its children are walked.
    /// - Parameters:
    ///   - kind: What the node is written as.
    ///   - index: The node's index in `tree`.
    ///   - tree: The document's model.
    ///   - open: The open frames, to which the node's is added.
    /// - Returns: Whether the node was opened (its children come next).
    private mutating func push(
        _ kind: MarkdownNode.Kind, at index: Int, in tree: MarkdownTree, open: inout [Frame]
    ) -> Bool {
        guard enter(kind, at: index, in: tree, open: open) else { return false }
        open.append(Frame(kind: kind, end: tree.nodes[index].end))
        return true
    }
}
