/// Reads a document's outline from its model in one walk: headings, code blocks, links, code
/// spans, the first paragraph and the sections, each with its location in the file.
///
/// 1. The walk enters every node in document order, keeping its open ancestors.
/// 2. Each heading, code block, link, image and code span becomes its ``MarkdownDocument`` value.
/// 3. The top-level blocks are then split into sections, one per top-level heading.
///
/// cmark records a few things only in the text (a code span's backticks, where a bare autolink
/// starts, whether a fence was closed), so the reader keeps the parsed text's lines.
struct OutlineReader {
    /// The parsed text, by line.
    let lines: SourceLines
    /// Where the parsed text starts in its file.
    let origin: SourceLocation

    /// An open container of the walk: the node and the index of its next child.
    private struct Frame {
        /// The open node.
        let node: MarkdownNode
        /// The index of its next child to enter.
        var next = 0
    }

    /// Reads the outline of `document`.
    /// - Parameter document: The root of the model.
    /// - Returns: The outline, in document order.
    func outline(of document: MarkdownNode) -> MarkdownOutline {
        var outline = MarkdownOutline()
        var open = [Frame(node: document)]
        while let last = open.indices.last {
            let index = open[last].next
            guard index < open[last].node.children.count else {
                open.removeLast()
                continue
            }
            open[last].next = index + 1
            let node = open[last].node.children[index]
            switch node.kind {
            case .heading(let level, _):
                outline.headings.append(
                    Heading(level: level, text: plainText(node), location: location(node)))
            case .codeBlock(let info, let literal, let fence):
                outline.codeBlocks.append(codeBlock(node, info: info, code: literal, fence: fence))
            case .link, .image: outline.links.append(link(node, ancestors: open))
            case .code(let literal): outline.codeSpans.append(codeSpan(node, code: literal))
            case .paragraph where outline.firstParagraph == nil && open.count == 1:
                outline.firstParagraph = Paragraph(text: plainText(node), location: location(node))
            default: break
            }
            if !node.children.isEmpty { open.append(Frame(node: node)) }
        }
        outline.sections = sections(of: document, headings: outline.headings)
        return outline
    }

    /// Returns where `node` starts in the file.
    private func location(_ node: MarkdownNode) -> SourceLocation {
        shifted(line: node.range.start.line, column: node.range.start.column)
    }

    /// Shifts a position in the parsed text by the origin, making it a position in the file.
    private func shifted(line: Int, column: Int) -> SourceLocation {
        SourceLocation(line: line + origin.line - 1, column: column + origin.column - 1)
    }

    /// Reads a code block; the first code line follows the fence for fenced blocks.
    private func codeBlock(
        _ node: MarkdownNode, info: String, code: String, fence: CodeFence?
    ) -> CodeBlock {
        let start = location(node)
        guard let fence else {
            return CodeBlock(
                info: info.trimmingBlanks(), code: code, location: start,
                firstCodeLine: start.line, isFenced: false)
        }
        let endLine = node.range.end.line
        let isClosed =
            endLine > node.range.start.line
            && lines.endsWithFence(line: endLine, character: fence.character, length: fence.length)
        return CodeBlock(
            info: info.trimmingBlanks(), code: code, location: start,
            firstCodeLine: start.line + 1, isFenced: true,
            fence: String(
                repeating: Character(Unicode.Scalar(fence.character)), count: fence.length),
            isClosed: isClosed)
    }

    /// Reads a code span; exactly two backticks before it make it a symbol link.
    ///
    /// cmark-gfm places a code span just after its opening backticks and does not count them,
    /// so the backticks are counted in the text, going left from there.
    private func codeSpan(_ node: MarkdownNode, code: String) -> CodeSpan {
        let (line, column) = (node.range.start.line, node.range.start.column)
        let backticks = lines.backticks(line: line, endingBefore: column)
        return CodeSpan(
            code: code, location: shifted(line: line, column: column - backticks),
            isSymbolLink: backticks == 2)
    }

    /// Reads a link or image; the byte where it starts tells how it was written.
    /// - Parameters:
    ///   - node: The link or image.
    ///   - ancestors: Its open ancestors, outermost first.
    private func link(_ node: MarkdownNode, ancestors: [Frame]) -> Link {
        var (line, column) = (node.range.start.line, node.range.start.column)
        let text = plainText(node)
        let kind: Link.Kind
        let (destination, title): (String, String)
        switch node.kind {
        case .image(let source, let imageTitle):
            (kind, destination, title) = (.image, source, imageTitle)
        case .link(let linkDestination, let linkTitle):
            (destination, title) = (linkDestination, linkTitle)
            switch lines.byte(line: line, column: column) {
            case UInt8(ascii: "["): kind = .link
            case UInt8(ascii: "<"): kind = .autolink
            case _ where autolinkBracket(of: node) != nil:
                // Past a paragraph's first line cmark-gfm places `<…>` wrongly, but its text right.
                kind = .autolink
                (line, column) = autolinkBracket(of: node)!
            default:
                // A bare GFM autolink: the extension records no usable position, so look for
                // the link's text in the lines of the block holding it.
                kind = .autolink
                (line, column) = bareAutolinkStart(of: node, text: text, ancestors: ancestors)
            }
        default: (kind, destination, title) = (.link, "", "")
        }
        return Link(
            destination: destination, title: title, text: text,
            location: shifted(line: line, column: column), kind: kind)
    }

    /// Returns where the `<` of a `<…>` autolink is, found just before the link's text.
    private func autolinkBracket(of node: MarkdownNode) -> (Int, Int)? {
        guard let text = node.children.first else { return nil }
        let (line, column) = (text.range.start.line, text.range.start.column)
        return lines.byte(line: line, column: column - 1) == UInt8(ascii: "<")
            ? (line, column - 1) : nil
    }

    /// Finds where a bare autolink's text starts within the block holding it.
    /// - Returns: The 1-based line and column in the parsed text (the block's start if not
    ///   found, the text's first line and column if there is no block).
    private func bareAutolinkStart(
        of node: MarkdownNode, text: String, ancestors: [Frame]
    ) -> (Int, Int) {
        guard let block = ancestors.last(where: { $0.node.kind.isBlock })?.node else {
            return (1, 1)
        }
        let start = (block.range.start.line, block.range.start.column)
        let end = block.range.end.line
        let needle = Array(text.utf8)
        let reported = node.range.start.line
        let firstLine = (start.0...max(start.0, end)).contains(reported) ? reported : start.0
        for line in firstLine...max(firstLine, end) {
            if let column = lines.firstColumn(of: needle, line: line) { return (line, column) }
        }
        return start
    }

    /// Splits the top-level blocks of `document` into sections, one per top-level heading.
    /// - Parameters:
    ///   - document: The root node.
    ///   - headings: Every heading of the document, in order, as the outline read them.
    /// - Returns: The sections; the first has no heading when text comes before any heading.
    private func sections(of document: MarkdownNode, headings: [Heading]) -> [Section] {
        var sections: [Section] = []
        var heading: Heading?
        var text: [UInt8] = []
        // Top-level headings come in the outline's order, among the nested ones.
        var nextHeading = headings.startIndex
        for node in document.children {
            if case .heading(let level, _) = node.kind {
                if heading != nil || !text.isEmpty {
                    sections.append(
                        Section(heading: heading, text: String(decoding: text, as: UTF8.self)))
                }
                let location = location(node)
                while nextHeading < headings.endIndex, headings[nextHeading].location != location {
                    nextHeading += 1
                }
                heading =
                    nextHeading < headings.endIndex
                    ? headings[nextHeading]
                    : Heading(level: level, text: plainText(node), location: location)
                text.removeAll(keepingCapacity: true)
            } else {
                // Blocks go one per line; a block without text adds no line.
                let separator = !text.isEmpty
                if separator { text.append(UInt8(ascii: "\n")) }
                let start = text.count
                PlainText.append(node, to: &text)
                if separator && text.count == start { text.removeLast() }
            }
        }
        if heading != nil || !text.isEmpty {
            sections.append(Section(heading: heading, text: String(decoding: text, as: UTF8.self)))
        }
        return sections
    }

    /// The plain text of a subtree, as ``PlainText`` reads it.
    private func plainText(_ node: MarkdownNode) -> String {
        var text: [UInt8] = []
        PlainText.append(node, to: &text)
        return String(decoding: text, as: UTF8.self)
    }
}
