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

    /// Reads the outline of `tree`.
    /// - Parameter tree: The document's model.
    /// - Returns: The outline, in document order.
    func outline(of tree: MarkdownTree) -> MarkdownOutline {
        var outline = MarkdownOutline()
        // The indices of the open containers below the root, outermost first.
        var open: [Int] = []
        var index = 1
        while index < tree.nodes.count {
            while let last = open.last, tree.nodes[last].end <= index { open.removeLast() }
            // Read in place: most nodes are met only to be passed over.
            switch tree.nodes[index].kind {
            case .heading(let level, _):
                let heading = Heading(
                    level: level, text: plainText(tree, index),
                    location: location(tree.nodes[index].range))
                outline.headings.append(heading)
                if open.contains(where: { Self.isHidden(tree.nodes[$0].kind) }) {
                    outline.hiddenHeadings.insert(heading.location)
                }
            case .codeBlock(let info, let literal, let fence):
                outline.codeBlocks.append(
                    codeBlock(tree.nodes[index], info: info, code: literal, fence: fence))
            case .link, .image:
                outline.links.append(link(tree, index, ancestors: open))
            case .code(let literal):
                outline.codeSpans.append(codeSpan(tree.nodes[index], code: literal))
            case .directive(let directive):
                read(directive, parent: open.last.map { tree.nodes[$0].kind }, into: &outline)
            case .paragraph where outline.firstParagraph == nil && open.isEmpty:
                outline.firstParagraph = Paragraph(
                    text: plainText(tree, index), location: location(tree.nodes[index].range))
                outline.firstParagraph?.markup = MarkdownDocument.inlineMarkup(
                    tree, paragraph: index)
            default: break
            }
            if tree.hasChildren(index) { open.append(index) }
            index += 1
        }
        outline.sections = sections(of: tree, headings: outline.headings)
        return outline
    }

    /// Whether a node is a directive whose block no page shows.
    private static func isHidden(_ kind: MarkdownNode.Kind) -> Bool {
        if case .directive(let directive) = kind { return directive.isHidden }
        return false
    }

    /// Lists a directive, and its arguments that are links, with their locations in the file.
    /// - Parameters:
    ///   - directive: The directive, with locations in the parsed text.
    ///   - parent: The kind of the node holding it.
    ///   - outline: The outline to add to.
    private func read(
        _ directive: Directive, parent: MarkdownNode.Kind?, into outline: inout MarkdownOutline
    ) {
        var placed = directive
        placed.location = shifted(line: directive.location.line, column: directive.location.column)
        for index in placed.arguments.indices {
            let argument = placed.arguments[index]
            placed.arguments[index].location = shifted(
                line: argument.location.line, column: argument.location.column)
            placed.arguments[index].valueLocation = shifted(
                line: argument.valueLocation.line, column: argument.valueLocation.column)
        }
        var parentName: String?
        if case .directive(let holder) = parent { parentName = holder.name }
        outline.directives.append(DirectiveUse(directive: placed, parent: parentName))
        for (argument, role) in placed.linkArguments {
            let kind: Link.Kind =
                role == .media ? .image : argument.value.hasPrefix("doc:") ? .autolink : .link
            outline.links.append(
                Link(
                    destination: argument.value, title: "", text: placed["alt"] ?? "",
                    location: argument.valueLocation, kind: kind))
        }
    }

    /// Returns where a node with `range` starts in the file.
    private func location(_ range: SourceRange) -> SourceLocation {
        shifted(line: range.start.line, column: range.start.column)
    }

    /// Shifts a position in the parsed text by the origin, making it a position in the file.
    private func shifted(line: Int, column: Int) -> SourceLocation {
        SourceLocation(line: line + origin.line - 1, column: column + origin.column - 1)
    }

    /// Reads a code block; the first code line follows the fence for fenced blocks.
    private func codeBlock(
        _ node: MarkdownTree.Node, info: String, code: String, fence: CodeFence?
    ) -> CodeBlock {
        let start = location(node.range)
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
    private func codeSpan(_ node: MarkdownTree.Node, code: String) -> CodeSpan {
        let (line, column) = (node.range.start.line, node.range.start.column)
        let backticks = lines.backticks(line: line, endingBefore: column)
        return CodeSpan(
            code: code, location: shifted(line: line, column: column - backticks),
            isSymbolLink: backticks == 2)
    }

    /// Reads a link or image; the byte where it starts tells how it was written.
    /// - Parameters:
    ///   - tree: The document's model.
    ///   - index: The link's or image's index.
    ///   - ancestors: The indices of its open ancestors below the root, outermost first.
    private func link(_ tree: MarkdownTree, _ index: Int, ancestors: [Int]) -> Link {
        let node = tree.nodes[index]
        var (line, column) = (node.range.start.line, node.range.start.column)
        let text = plainText(tree, index)
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
            case _ where autolinkBracket(of: tree, index) != nil:
                // Past a paragraph's first line cmark-gfm places `<…>` wrongly, but its text right.
                kind = .autolink
                (line, column) = autolinkBracket(of: tree, index)!
            default:
                // A bare GFM autolink: the extension records no usable position, so look for
                // the link's text in the lines of the block holding it.
                kind = .autolink
                // The root, a document, is the block of last resort.
                let block = ancestors.last { tree.nodes[$0].kind.isBlock } ?? 0
                (line, column) = bareAutolinkStart(
                    of: node, text: text, block: tree.nodes[block].range)
            }
        default: (kind, destination, title) = (.link, "", "")
        }
        return Link(
            destination: destination, title: title, text: text,
            location: shifted(line: line, column: column), kind: kind)
    }

    /// Returns where the `<` of a `<…>` autolink is, found just before the link's text.
    private func autolinkBracket(of tree: MarkdownTree, _ index: Int) -> (Int, Int)? {
        guard tree.hasChildren(index) else { return nil }
        let text = tree.nodes[index + 1]
        let (line, column) = (text.range.start.line, text.range.start.column)
        return lines.byte(line: line, column: column - 1) == UInt8(ascii: "<")
            ? (line, column - 1) : nil
    }

    /// Finds where a bare autolink's text starts within the block holding it.
    /// - Parameters:
    ///   - node: The link.
    ///   - text: Its plain text.
    ///   - block: The range of the innermost block holding it.
    /// - Returns: The 1-based line and column in the parsed text (the block's start if not
    ///   found).
    private func bareAutolinkStart(
        of node: MarkdownTree.Node, text: String, block: SourceRange
    ) -> (Int, Int) {
        let start = (block.start.line, block.start.column)
        let end = block.end.line
        let needle = Array(text.utf8)
        let reported = node.range.start.line
        let firstLine = (start.0...max(start.0, end)).contains(reported) ? reported : start.0
        for line in firstLine...max(firstLine, end) {
            if let column = lines.firstColumn(of: needle, line: line) { return (line, column) }
        }
        return start
    }

    /// Splits the top-level blocks of `tree` into sections, one per top-level heading.
    /// - Parameters:
    ///   - tree: The document's model.
    ///   - headings: Every heading of the document, in order, as the outline read them.
    /// - Returns: The sections; the first has no heading when text comes before any heading.
    private func sections(of tree: MarkdownTree, headings: [Heading]) -> [Section] {
        var sections: [Section] = []
        var heading: Heading?
        var text: [UInt8] = []
        // Top-level headings come in the outline's order, among the nested ones.
        var nextHeading = headings.startIndex
        for index in tree.children(of: 0) {
            if case .heading(let level, _) = tree.nodes[index].kind {
                if heading != nil || !text.isEmpty {
                    sections.append(
                        Section(heading: heading, text: String(decoding: text, as: UTF8.self)))
                }
                let location = location(tree.nodes[index].range)
                while nextHeading < headings.endIndex, headings[nextHeading].location != location {
                    nextHeading += 1
                }
                heading =
                    nextHeading < headings.endIndex
                    ? headings[nextHeading]
                    : Heading(level: level, text: plainText(tree, index), location: location)
                text.removeAll(keepingCapacity: true)
            } else {
                // Blocks go one per line; a block without text adds no line.
                let separator = !text.isEmpty
                if separator { text.append(UInt8(ascii: "\n")) }
                let start = text.count
                PlainText.append(tree, index, to: &text)
                if separator && text.count == start { text.removeLast() }
            }
        }
        if heading != nil || !text.isEmpty {
            sections.append(Section(heading: heading, text: String(decoding: text, as: UTF8.self)))
        }
        return sections
    }

    /// The plain text of the subtree at `index`, as ``PlainText`` reads it.
    private func plainText(_ tree: MarkdownTree, _ index: Int) -> String {
        var text: [UInt8] = []
        PlainText.append(tree, index, to: &text)
        return String(decoding: text, as: UTF8.self)
    }
}
