/// What each node of the model writes: its opening as the walk of ``HTMLWriter/write(_:at:)``
/// enters it, and its closing as the walk leaves it, as cmark's renderer writes them.
extension HTMLWriter {
    /// Writes what comes before a node's children.
    /// - Parameters:
    ///   - kind: What the node is written as.
    ///   - index: The node's index in `tree`.
    ///   - tree: The document's model.
    ///   - open: Its ancestors, outermost first.
    /// - Returns: Whether its children are walked and its closing written; leaves write all
    ///   at once, and so does an image (its description is plain text).
    mutating func enter(
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
        case .tableCell(let span) where span.isCovered: return false
        case .table, .tableRow, .tableCell: enterTable(kind, open: open)
        case .directive(let directive):
            return enterDirective(directive, at: index, in: tree, open: open)
        case .aside(let aside): enterAside(aside)
        case .termList:
            newline()
            markup("<dl>\n")
        case .term:
            newline()
            markup("<dt>")
        case .termDefinition:
            newline()
            markup("<dd>")
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
    mutating func exit(_ node: Frame, open: [Frame]) {
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
        case .directive: exitDirective()
        case .aside:
            newline()
            markup("</aside>\n")
        case .termList: markup("</dl>\n")
        case .term: markup("</dt>\n")
        case .termDefinition:
            newline()
            markup("</dd>\n")
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
