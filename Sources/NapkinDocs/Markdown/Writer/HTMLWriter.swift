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
/// 2. Each node writes its opening on the way in and its closing on the way out, as cmark does.
/// 3. An image's description is written as plain text, in one inner walk.
struct HTMLWriter {
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

    /// Writes what comes before a node's children.
    /// - Parameters:
    ///   - kind: What the node is written as.
    ///   - index: The node's index in `tree`.
    ///   - tree: The document's model.
    ///   - open: Its ancestors, outermost first.
    /// - Returns: Whether its children are walked and its closing written; leaves write all
    ///   at once, and so does an image (its description is plain text).
    private mutating func enter(
        _ kind: MarkdownNode.Kind, at index: Int, in tree: MarkdownTree, open: [Frame]
    ) -> Bool {
        switch kind {
        case .document: break
        case .blockQuote:
            newline()
            markup("<blockquote>\n")
        case .list(let list):
            newline()
            if !list.isOrdered {
                markup("<ul>\n")
            } else if list.start == 1 {
                markup("<ol>\n")
            } else {
                markup("<ol start=\"")
                number(list.start)
                markup("\">\n")
            }
        case .item(let checkbox):
            newline()
            markup("<li>")
            switch checkbox {
            case true?: markup("<input type=\"checkbox\" checked=\"\" disabled=\"\" /> ")
            case false?: markup("<input type=\"checkbox\" disabled=\"\" /> ")
            case nil: break
            }
        case .codeBlock(let info, let literal, _):
            newline()
            if info.isEmpty {
                markup("<pre><code>")
            } else {
                markup("<pre><code class=\"language-")
                escapeText(Self.firstWord(of: info))
                markup("\">")
            }
            escapeText(literal)
            markup("</code></pre>\n")
            return false
        case .htmlBlock(let literal):
            newline()
            filterBlock(literal)
            newline()
            return false
        case .paragraph:
            if !Self.isTight(open) {
                newline()
                markup("<p>")
            }
        case .heading(let level, nil):
            newline()
            markup("<h")
            number(level)
            markup(">")
        case .heading(let level, let id?):
            // Written as cmark writes the custom block that stood for an anchored heading.
            newline()
            markup("<h")
            number(level)
            markup(" id=\"")
            forEachPlacement { writer, placement in
                writer.appendChecked(HTMLEscaping.attribute(placement.anchorPrefix + id).utf8)
            }
            markup("\">")
            newline()
        case .generatedBlock(let fragment):
            newline()
            write(fragment)
            newline()
            return false
        case .generatedInline(let fragment):
            write(fragment)
            return false
        case .thematicBreak:
            newline()
            markup("<hr />\n")
            return false
        case .table, .tableRow, .tableCell: enterTable(kind, open: open)
        case .directive(let directive):
            return enterDirective(directive, at: index, in: tree, open: open)
        case .aside(let aside): enterAside(aside)
        case .footnoteDefinition(let label, _): enterFootnoteDefinition(label: label)
        case .text(let literal): escapeText(literal)
        case .softBreak: markup("\n")
        case .lineBreak: markup("<br />\n")
        case .code(let literal):
            markup("<code>")
            escapeText(literal)
            markup("</code>")
        case .inlineHTML(let literal): filterInline(literal)
        case .emphasis: markup("<em>")
        case .strong: markup("<strong>")
        case .strikethrough: markup("<del>")
        case .link(let destination, let title):
            // A link with a scheme is spelled the same in every placement.
            if placement.marksExternalLinks,
                destination.hasPrefix("http://") || destination.hasPrefix("https://")
            {
                markup("<a class=\"external\" rel=\"external noopener\" href=\"")
            } else {
                markup("<a href=\"")
            }
            forEachPlacement { writer, placement in
                writer.escapeHref(writer.href(destination, for: placement))
            }
            if !title.isEmpty {
                markup("\" title=\"")
                escapeText(title)
            }
            markup("\">")
        case .image(let source, let title):
            if isDeciding, let sources = decisions.pictures[counts.links - 1] {
                writePicture(sources, tree, index, title: title)
                return false
            }
            markup("<img src=\"")
            forEachPlacement { writer, placement in
                writer.escapeHref(writer.href(source, for: placement))
            }
            markup("\" alt=\"")
            writePlainText(tree, index)
            if !title.isEmpty {
                markup("\" title=\"")
                escapeText(title)
            }
            markup("\" />")
            return false
        case .footnoteReference(let label, let number, let occurrence):
            writeFootnoteReference(label: label, number: number, occurrence: occurrence)
        }
        return tree.hasChildren(index) || !Self.isLeaf(kind)
    }

    /// Writes what comes after a node's children.
    /// - Parameters:
    ///   - node: The node left.
    ///   - open: Its ancestors, outermost first.
    private mutating func exit(_ node: Frame, open: [Frame]) {
        switch node.kind {
        case .blockQuote:
            newline()
            markup("</blockquote>\n")
        case .list(let list): markup(list.isOrdered ? "</ol>\n" : "</ul>\n")
        case .item: markup("</li>\n")
        case .paragraph:
            guard !Self.isTight(open) else { return }
            // The last paragraph of a definition ends where the definition ends.
            if let parent = open.last,
                case .footnoteDefinition(let label, let count) = parent.kind,
                node.end == parent.end
            {
                markup(" ")
                writeFootnoteBackLinks(label: label, referenceCount: count)
            }
            markup("</p>\n")
        case .heading(let level, let id):
            if id != nil { newline() }
            markup("</h")
            number(level)
            markup(">\n")
        case .table, .tableRow, .tableCell: exitTable(node.kind)
        case .directive(let directive): exitDirective(directive, open: open)
        case .aside:
            newline()
            markup("</aside>\n")
        case .footnoteDefinition(let label, let count):
            if writeFootnoteBackLinks(label: label, referenceCount: count) { markup("\n") }
            markup("</li>\n")
        case .emphasis: markup("</em>")
        case .strong: markup("</strong>")
        case .strikethrough: markup("</del>")
        case .link: markup("</a>")
        case .document, .codeBlock, .htmlBlock, .thematicBreak, .text, .softBreak, .lineBreak,
            .code, .inlineHTML, .image, .footnoteReference, .generatedBlock, .generatedInline:
            break
        }
    }

    /// Whether a node of `kind` never has children (cmark's iterator does not exit it).
    private static func isLeaf(_ kind: MarkdownNode.Kind) -> Bool {
        switch kind {
        case .text, .softBreak, .lineBreak, .code, .inlineHTML: true
        default: false
        }
    }

    /// Whether a paragraph whose ancestors are `open` is in a tight list (its grandparent).
    private static func isTight(_ open: [Frame]) -> Bool {
        guard open.count >= 2, case .list(let list) = open[open.count - 2].kind else {
            return false
        }
        return list.isTight
    }

}
