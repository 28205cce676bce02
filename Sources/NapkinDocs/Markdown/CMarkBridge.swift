import CCmarkGFM
import Foundation
internal import NapkinLocking

/// The one door to cmark-gfm: parses Markdown and renders HTML, handing out only Swift values.
///
/// Every cmark pointer is created, used and freed inside one function of this file, freed in
/// reverse order with `defer`; C strings are copied into Swift strings at once.
enum CMarkBridge {
    /// The GFM extensions every document is parsed with.
    private static let extensionNames = [
        "table", "strikethrough", "autolink", "tasklist", "tagfilter",
    ]

    /// Registers the GFM extensions once per process; cmark's own guard is not thread-safe.
    private static let registration: Void = cmark_gfm_core_extensions_ensure_registered()

    /// Lets one parse run at a time in the process.
    ///
    /// cmark-gfm keeps the table of characters that can start an inline in one global array:
    /// each parse adds its extensions' characters (`~`, and `:`, `w`, `@` for autolinks) before
    /// its inline pass and removes them after (`cmark_manage_extensions_special_characters`,
    /// also around every table row). A parse on another thread then reads `~~x~~` as text and
    /// misses bare autolinks: two threads parsing one small document differ from one thread
    /// in about one render out of six.
    private static let parseLock = SanitizedMutex(())

    /// Parses `source` and lists its headings, code blocks, links, code spans and sections.
    /// - Parameters:
    ///   - source: The Markdown text.
    ///   - origin: Where the text starts in its file, to which every location is made relative.
    /// - Returns: The outline, in document order.
    static func outline(of source: String, origin: SourceLocation) -> MarkdownOutline {
        withParsedDocument(source, origin: origin) { document, _, reader in
            outline(of: document, nodes: nodes(below: document), reader: reader)
        }
    }

    /// Reads the outline of a parsed document.
    /// - Parameters:
    ///   - document: The root node.
    ///   - nodes: Every node below it, from ``nodes(below:)``.
    ///   - reader: Reads node values.
    /// - Returns: The outline.
    private static func outline(
        of document: OpaquePointer, nodes: [(OpaquePointer, cmark_node_type)], reader: NodeReader
    ) -> MarkdownOutline {
        var outline = MarkdownOutline()
        for (node, type) in nodes {
            switch type {
            case CMARK_NODE_HEADING: outline.headings.append(reader.heading(node))
            case CMARK_NODE_CODE_BLOCK: outline.codeBlocks.append(reader.codeBlock(node))
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE: outline.links.append(reader.link(node))
            case CMARK_NODE_CODE: outline.codeSpans.append(reader.codeSpan(node))
            case CMARK_NODE_PARAGRAPH where outline.firstParagraph == nil:
                if cmark_node_parent(node) == document {
                    outline.firstParagraph = Paragraph(
                        text: reader.plainText(node), location: reader.location(node))
                }
            default: break
            }
        }
        outline.sections = sections(of: document, headings: outline.headings, reader: reader)
        return outline
    }

    /// Parses `source` and reads only its code blocks, for the snippet extractor.
    /// - Parameters:
    ///   - source: The Markdown text.
    ///   - origin: Where the text starts in its file.
    /// - Returns: The code blocks, in document order.
    static func codeBlocks(of source: String, origin: SourceLocation) -> [CodeBlock] {
        withParsedDocument(source, origin: origin) { document, _, reader in
            nodes(below: document).filter { $0.1 == CMARK_NODE_CODE_BLOCK }.map {
                reader.codeBlock($0.0)
            }
        }
    }

    /// Parses `source` and hands the tree to `body`, freeing every cmark object afterwards.
    /// - Parameters:
    ///   - source: The Markdown text.
    ///   - origin: Where the text starts in its file.
    ///   - body: Reads (or changes) the tree; the document and parser live only during it.
    /// - Returns: What `body` returns.
    private static func withParsedDocument<Result>(
        _ source: String, origin: SourceLocation,
        _ body: (_ document: OpaquePointer, _ parser: OpaquePointer, _ reader: NodeReader) -> Result
    ) -> Result {
        let reader = NodeReader(lines: SourceLines(source), origin: origin)
        return withParsedTree(source) { document, parser in body(document, parser, reader) }
    }

    /// Parses `source` and hands the tree to `body`, freeing every cmark object afterwards,
    /// without the copy of the source that ``NodeReader`` reads.
    /// - Parameters:
    ///   - source: The Markdown text.
    ///   - body: Reads the tree; the document and parser live only during it.
    /// - Returns: What `body` returns.
    private static func withParsedTree<Result>(
        _ source: String, _ body: (_ document: OpaquePointer, _ parser: OpaquePointer) -> Result
    ) -> Result {
        _ = registration
        let parser = makeParser()
        defer { cmark_parser_free(parser) }
        // The address crosses the lock, which hands out only `Sendable` values.
        let address = parseLock.withLock { _ in UInt(bitPattern: parse(source, with: parser)) }
        let document = OpaquePointer(bitPattern: address)!
        defer { cmark_node_free(document) }
        return body(document, parser)
    }

    /// Parses `source`, applies `transform` to the tree, and renders it with cmark's HTML renderer.
    /// - Parameters:
    ///   - source: The Markdown text.
    ///   - origin: Where the text starts in its file (locations handed to the transform use it).
    ///   - transform: How to change the tree before rendering.
    /// - Returns: The HTML fragment.
    static func html(of source: String, origin: SourceLocation, transform: HTMLTransform) -> String
    {
        withParsedDocument(source, origin: origin) { document, parser, reader in
            var record = RenderRecord()
            return html(
                of: document, parser: parser, reader: reader, transform: transform,
                record: &record)
        }
    }

    /// Parses `source` once for both of its uses: reads its outline, then renders its
    /// ``HTMLDraft``, the HTML with a slot wherever the rest of the site decides what goes.
    /// - Parameters:
    ///   - source: The Markdown text.
    ///   - origin: Where the text starts in its file.
    ///   - shape: What the page renderer will remove and allow (see ``HTMLDraft``); its
    ///     closures for links, symbol links, code blocks and heading ids are not called.
    /// - Returns: The outline, and the draft (`nil` when the text cannot be drafted safely).
    static func outlineAndDraft(
        of source: String, origin: SourceLocation, shape: HTMLTransform
    ) -> (MarkdownOutline, HTMLDraft?) {
        withParsedDocument(source, origin: origin) { document, parser, reader in
            // The outline first: drafting changes the tree. Both walks meet the same nodes.
            let collected = nodes(below: document)
            let outline = outline(of: document, nodes: collected, reader: reader)
            guard HTMLDraft.canDraft(source) else { return (outline, nil) }
            var record = RenderRecord(marksLinks: true, outline: outline, nodes: collected)
            let html = html(
                of: document, parser: parser, reader: reader,
                transform: HTMLDraft.slotTransform(for: outline, shape: shape), record: &record)
            guard !record.failed else { return (outline, nil) }
            return (
                outline,
                HTMLDraft(
                    html: html, removesFirstHeading: shape.removesFirstHeading,
                    allowsRawHTML: shape.allowsRawHTML, topLevelHeadings: record.topLevelHeadings)
            )
        }
    }

    /// Applies `transform` to a parsed document and renders it.
    private static func html(
        of document: OpaquePointer, parser: OpaquePointer, reader: NodeReader,
        transform: HTMLTransform, record: inout RenderRecord
    ) -> String {
        // The walk only collects nodes: cmark forbids changing the tree under a live iterator.
        let collected = record.nodes ?? nodes(below: document)
        var headings: [(node: OpaquePointer, heading: Heading)] = []
        // How many nodes of each kind came before: the index of a node's value in the outline.
        var (blockIndex, spanIndex, linkIndex) = (0, 0, 0)
        for (node, type) in collected {
            switch type {
            case CMARK_NODE_CODE_BLOCK:
                let block = record.outline?.codeBlocks[blockIndex] ?? reader.codeBlock(node)
                blockIndex += 1
                if let html = transform.codeBlock(block) {
                    replace(node, withRaw: html, type: CMARK_NODE_CUSTOM_BLOCK)
                }
            case CMARK_NODE_CODE:
                let span = record.outline?.codeSpans[spanIndex] ?? reader.codeSpan(node)
                spanIndex += 1
                if span.isSymbolLink, let html = transform.symbolLink(span) {
                    if record.marksLinks, isInsideImage(node) { record.failed = true }
                    replace(node, withRaw: html, type: CMARK_NODE_CUSTOM_INLINE)
                }
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                if record.marksLinks {
                    let marked = placeRaw(
                        HTMLDraft.slot(.link, linkIndex), type: CMARK_NODE_CUSTOM_INLINE,
                        with: { cmark_node_insert_before(node, $0) == 1 })
                    if !marked || isInsideImage(node) { record.failed = true }
                }
                let link = record.outline?.links[linkIndex] ?? reader.link(node)
                linkIndex += 1
                var destination = transform.linkDestination(link) ?? link.destination
                if HTMLTransform.isBlocked(destination) { destination = "" }
                if destination != link.destination { cmark_node_set_url(node, destination) }
            case CMARK_NODE_HTML_INLINE:
                let literal = reader.literal(node)
                if !transform.allowsRawHTML || !RawHTMLPolicy.allows(literal) {
                    replace(node, withText: literal, inParagraph: false)
                }
            case CMARK_NODE_HTML_BLOCK:
                let literal = reader.literal(node)
                if !transform.allowsRawHTML || !RawHTMLPolicy.allows(literal) {
                    replace(
                        node, withText: literal.trimmingBlanks(newlines: true), inParagraph: true)
                }
            case CMARK_NODE_HEADING:
                headings.append(
                    (node, record.outline?.headings[headings.count] ?? reader.heading(node)))
            default: break
            }
        }
        // Headings last: their children (already transformed) move into the replacement node.
        for index in headings.indices {
            if let id = transform.headingID(headings[index].heading) {
                headings[index].node = replaceHeading(
                    headings[index].node, level: headings[index].heading.level, id: id)
            }
        }
        record.topLevelHeadings = removeSections(headings, of: document, transform: transform)

        // Always unsafe: when raw HTML is not allowed, every author's HTML node was turned into
        // text above, and dangerous URLs were blanked, so the only raw HTML left in the tree is
        // what the transform put there (some containers, such as table cells, refuse custom
        // nodes and get an HTML node instead).
        let options = CMARK_OPT_FOOTNOTES | CMARK_OPT_UNSAFE
        guard
            let rendered = cmark_render_html(
                document, options, cmark_parser_get_syntax_extensions(parser))
        else { return "" }
        defer { cmark_get_default_mem_allocator().pointee.free(rendered) }
        return String(cString: rendered)
    }

    /// Creates a parser with the GFM extensions attached; freeing it frees its extension list.
    /// - Returns: A parser the caller frees with `cmark_parser_free`.
    private static func makeParser() -> OpaquePointer {
        let parser = cmark_parser_new(CMARK_OPT_SOURCEPOS | CMARK_OPT_FOOTNOTES)!
        for name in extensionNames {
            if let syntaxExtension = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
        }
        return parser
    }

    /// Feeds `source` to `parser` and returns the document node, which the caller frees.
    /// - Parameters:
    ///   - source: The Markdown text.
    ///   - parser: A parser from ``makeParser()``.
    /// - Returns: The root node.
    private static func parse(_ source: String, with parser: OpaquePointer) -> OpaquePointer {
        var text = source
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters in
                cmark_parser_feed(parser, characters.baseAddress, characters.count)
            }
        }
        return cmark_parser_finish(parser)!
    }

    /// Lists every node below `root` (not `root` itself) in document order, with its type.
    /// - Parameter root: The node to walk.
    /// - Returns: The nodes, each once, in the order they open.
    private static func nodes(below root: OpaquePointer) -> [(OpaquePointer, cmark_node_type)] {
        var result: [(OpaquePointer, cmark_node_type)] = []
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator), node != root
            else { continue }
            result.append((node, cmark_node_get_type(node)))
        }
        return result
    }
}

extension CMarkBridge {
    /// Puts a node of `type` (custom block or inline) writing `html` in place of `node`.
    /// - Parameters:
    ///   - node: The node to replace; it is freed.
    ///   - html: The raw HTML the new node writes; cmark writes it even in safe mode.
    ///   - type: `CMARK_NODE_CUSTOM_BLOCK` or `CMARK_NODE_CUSTOM_INLINE`.
    private static func replace(_ node: OpaquePointer, withRaw html: String, type: cmark_node_type)
    {
        // If no node goes in, the original stays rather than lose the content.
        if placeRaw(html, type: type, with: { cmark_node_replace(node, $0) == 1 }) {
            cmark_node_free(node)
        }
    }

    /// Creates a node of `type` (custom block or inline) writing `html` and puts it in the tree
    /// with `place`. Where the parent refuses custom nodes (a GFM table cell accepts only a few
    /// inline types), a raw HTML node of the same level goes in instead, which the renderer
    /// writes as it is.
    /// - Parameters:
    ///   - html: The HTML the node writes.
    ///   - type: `CMARK_NODE_CUSTOM_BLOCK` or `CMARK_NODE_CUSTOM_INLINE`.
    ///   - place: Puts the new node in the tree; returns whether cmark accepted it.
    /// - Returns: Whether a node went in (one that did not is freed).
    private static func placeRaw(
        _ html: String, type: cmark_node_type, with place: (OpaquePointer) -> Bool
    ) -> Bool {
        if let custom = cmark_node_new(type) {
            cmark_node_set_on_enter(custom, html)
            if place(custom) { return true }
            cmark_node_free(custom)
        }
        let rawType =
            type == CMARK_NODE_CUSTOM_INLINE ? CMARK_NODE_HTML_INLINE : CMARK_NODE_HTML_BLOCK
        guard let raw = cmark_node_new(rawType) else { return false }
        cmark_node_set_literal(raw, html)
        if place(raw) { return true }
        cmark_node_free(raw)
        return false
    }

    /// Puts a text node (inside a paragraph for blocks) in place of a raw HTML node, so that the
    /// author's HTML is shown escaped.
    /// - Parameters:
    ///   - node: The raw HTML node to replace; it is freed.
    ///   - text: The text to show.
    ///   - inParagraph: Whether the replacement must be a block.
    private static func replace(_ node: OpaquePointer, withText text: String, inParagraph: Bool) {
        // The raw node leaves the tree whatever happens: the document is rendered unsafe.
        defer { cmark_node_free(node) }
        guard let textNode = cmark_node_new(CMARK_NODE_TEXT) else { return }
        cmark_node_set_literal(textNode, text)
        var replacement = textNode
        if inParagraph, let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH) {
            cmark_node_append_child(paragraph, textNode)
            replacement = paragraph
        }
        if cmark_node_replace(node, replacement) != 1 {
            cmark_node_free(replacement)
        }
    }

    /// Replaces a heading by a custom block writing `<hN id="…">`, moving the heading's children.
    ///
    /// cmark's renderer cannot write attributes on a heading, hence the custom block.
    /// - Parameters:
    ///   - heading: The heading node; it is freed.
    ///   - level: The heading's level.
    ///   - id: The `id` attribute, escaped here.
    /// - Returns: The node now standing where the heading was.
    private static func replaceHeading(
        _ heading: OpaquePointer, level: Int, id: String
    ) -> OpaquePointer {
        guard let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return heading }
        cmark_node_set_on_enter(block, "<h\(level) id=\"\(HTMLEscaping.attribute(id))\">")
        cmark_node_set_on_exit(block, "</h\(level)>")
        while let child = cmark_node_first_child(heading) {
            cmark_node_unlink(child)
            cmark_node_append_child(block, child)
        }
        cmark_node_replace(heading, block)
        cmark_node_free(heading)
        return block
    }

    /// Frees the sections the transform leaves out, and the title if asked.
    /// - Parameters:
    ///   - headings: Every heading node (or its replacement) with its value, in document order.
    ///   - document: The root node.
    ///   - transform: The transform deciding what goes.
    /// - Returns: Each top-level heading's index in `headings`, and whether its section went.
    private static func removeSections(
        _ headings: [(node: OpaquePointer, heading: Heading)], of document: OpaquePointer,
        transform: HTMLTransform
    ) -> [HTMLDraft.TopLevelHeading] {
        var doomed: [OpaquePointer] = []
        let topLevel = headings.indices.filter { cmark_node_parent(headings[$0].node) == document }
            .map { (index: $0, node: headings[$0].node, heading: headings[$0].heading) }
        var decisions: [HTMLDraft.TopLevelHeading] = []
        for (position, entry) in topLevel.enumerated() {
            let removes = transform.removesSection(entry.heading)
            decisions.append(HTMLDraft.TopLevelHeading(index: entry.index, removesSection: removes))
            guard removes else { continue }
            let end = topLevel[(position + 1)...].first { $0.heading.level <= entry.heading.level }?
                .node
            var current: OpaquePointer? = entry.node
            while let node = current, node != end {
                doomed.append(node)
                current = cmark_node_next(node)
            }
        }
        if transform.removesFirstHeading, let first = headings.first, first.heading.level == 1,
            !doomed.contains(first.node)
        {
            doomed.append(first.node)
        }
        for node in doomed {
            cmark_node_unlink(node)
            cmark_node_free(node)
        }
        return decisions
    }

    /// Whether `node` lies inside an image, whose description cmark writes as plain text (so
    /// that raw HTML placed there comes out escaped, or not at all).
    private static func isInsideImage(_ node: OpaquePointer) -> Bool {
        var parent = cmark_node_parent(node)
        while let current = parent {
            if cmark_node_get_type(current) == CMARK_NODE_IMAGE { return true }
            parent = cmark_node_parent(current)
        }
        return false
    }

    /// Splits the top-level blocks of `document` into sections, one per top-level heading.
    /// - Parameters:
    ///   - document: The root node.
    ///   - headings: Every heading of the document, in order, as the outline read them.
    ///   - reader: Reads node values.
    /// - Returns: The sections; the first has no heading when text comes before any heading.
    private static func sections(
        of document: OpaquePointer, headings: [Heading], reader: NodeReader
    ) -> [Section] {
        var sections: [Section] = []
        var heading: Heading?
        var text: [UInt8] = []
        // Top-level headings come in the outline's order, among the nested ones.
        var nextHeading = headings.startIndex
        var child = cmark_node_first_child(document)
        while let node = child {
            if cmark_node_get_type(node) == CMARK_NODE_HEADING {
                if heading != nil || !text.isEmpty {
                    sections.append(
                        Section(heading: heading, text: String(decoding: text, as: UTF8.self)))
                }
                let location = reader.location(node)
                while nextHeading < headings.endIndex, headings[nextHeading].location != location {
                    nextHeading += 1
                }
                if nextHeading < headings.endIndex {
                    heading = headings[nextHeading]
                } else {
                    heading = reader.heading(node)
                }
                text.removeAll(keepingCapacity: true)
            } else {
                // Blocks go one per line; a block without text adds no line.
                let separator = !text.isEmpty
                if separator { text.append(UInt8(ascii: "\n")) }
                let start = text.count
                reader.appendPlainText(of: node, to: &text)
                if separator && text.count == start { text.removeLast() }
            }
            child = cmark_node_next(node)
        }
        if heading != nil || !text.isEmpty {
            sections.append(Section(heading: heading, text: String(decoding: text, as: UTF8.self)))
        }
        return sections
    }
}

/// What a render of the bridge is given from an earlier walk, and what it noted on the way,
/// for ``HTMLDraft``.
private struct RenderRecord {
    /// Whether a slot goes before every link and image (drafts only).
    var marksLinks = false
    /// Whether a slot could not be placed where the draft can fill it.
    var failed = false
    /// Each top-level heading, and whether its section was removed.
    var topLevelHeadings: [HTMLDraft.TopLevelHeading] = []
    /// The outline read from the same tree before any change, whose values the render takes
    /// instead of reading each node again (its lists are in the order the render meets nodes).
    var outline: MarkdownOutline?
    /// Every node of the unchanged tree, when the outline's walk already listed them.
    var nodes: [(OpaquePointer, cmark_node_type)]?
}

/// Reads the Swift value of a cmark node, with locations relative to the file.
private struct NodeReader {
    /// The parsed text's bytes, for reading what cmark does not record.
    let lines: SourceLines
    /// Where the parsed text starts in its file.
    let origin: SourceLocation

    /// Returns where `node` starts in the file.
    /// - Parameter node: A cmark node.
    /// - Returns: Its 1-based line and column, shifted by the origin.
    func location(_ node: OpaquePointer) -> SourceLocation {
        shifted(
            line: Int(cmark_node_get_start_line(node)),
            column: Int(cmark_node_get_start_column(node)))
    }

    /// Returns the node's literal (text, code, HTML), copied.
    /// - Parameter node: A cmark node.
    /// - Returns: The literal, or an empty string.
    func literal(_ node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    /// Returns the plain text of a subtree: inline text joined as is, blocks one per line.
    /// - Parameter node: The root of the subtree.
    /// - Returns: The text; code blocks and raw HTML blocks contribute nothing.
    func plainText(_ node: OpaquePointer) -> String {
        var text: [UInt8] = []
        appendPlainText(of: node, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends the plain text of a subtree to `text`, as ``plainText(_:)`` returns it.
    ///
    /// The walk keeps its own stack instead of recursing: an author can nest block quotes or
    /// lists 10,000 deep, more than a thread's stack holds one call per level (the fuzzer's
    /// `deep-lists.md` and `deep-block-quotes.md` overflowed it). Everything goes into one
    /// buffer; the line break before a block is written when the block starts, and taken back
    /// if the block turns out to have no text.
    /// - Parameters:
    ///   - node: The root of the subtree.
    ///   - text: The bytes to append to.
    func appendPlainText(of node: OpaquePointer, to text: inout [UInt8]) {
        if appendLeafText(node, to: &text) { return }
        // One entry per open container: where its text starts, whether a line break was
        // written before it, and the child it is reading.
        var open: [(start: Int, separated: Bool, child: OpaquePointer?)] = [
            (text.count, false, cmark_node_first_child(node))
        ]
        while let last = open.indices.last {
            guard let child = open[last].child else {
                let finished = open.removeLast()
                if finished.separated && text.count == finished.start { text.removeLast() }
                guard let parent = open.indices.last, let reading = open[parent].child else {
                    return
                }
                open[parent].child = cmark_node_next(reading)
                continue
            }
            let separated = Self.isBlock(child) && text.count > open[last].start
            if separated { text.append(UInt8(ascii: "\n")) }
            let start = text.count
            if appendLeafText(child, to: &text) {
                if separated && text.count == start { text.removeLast() }
                open[last].child = cmark_node_next(child)
            } else {
                open.append((start, separated, cmark_node_first_child(child)))
            }
        }
    }

    /// Appends the text of a node that contributes its own text rather than its children's.
    /// - Parameters:
    ///   - node: A cmark node.
    ///   - text: The bytes to append to.
    /// - Returns: `false` for a container, whose children hold its text.
    private func appendLeafText(_ node: OpaquePointer, to text: inout [UInt8]) -> Bool {
        switch cmark_node_get_type(node) {
        // Inline HTML counts as text, as the page shows it by default: a title written
        // `# <b>Fast</b> paths` reads the same in the heading, the tab and the search results.
        case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
            if let literal = cmark_node_get_literal(node) {
                literal.withMemoryRebound(to: UInt8.self, capacity: 0) { bytes in
                    text.append(
                        contentsOf: UnsafeBufferPointer(start: bytes, count: strlen(literal)))
                }
            }
            return true
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
            text.append(UInt8(ascii: " "))
            return true
        case CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK: return true
        default: return false
        }
    }

    /// Whether `node` is a block (not an inline).
    private static func isBlock(_ node: OpaquePointer) -> Bool {
        cmark_node_get_type(node).rawValue & UInt32(CMARK_NODE_TYPE_MASK)
            == UInt32(CMARK_NODE_TYPE_BLOCK)
    }

    /// Reads a heading node.
    /// - Parameter node: A `CMARK_NODE_HEADING`.
    /// - Returns: Its value.
    func heading(_ node: OpaquePointer) -> Heading {
        Heading(
            level: Int(cmark_node_get_heading_level(node)), text: plainText(node),
            location: location(node))
    }

    /// Reads a code block node.
    /// - Parameter node: A `CMARK_NODE_CODE_BLOCK`.
    /// - Returns: Its value; the first code line follows the fence for fenced blocks.
    func codeBlock(_ node: OpaquePointer) -> CodeBlock {
        // cmark writes through all three pointers, so none may be nil.
        var fenceLength: Int32 = 0
        var fenceOffset: Int32 = 0
        var fenceCharacter: CChar = 0
        let isFenced = cmark_node_get_fenced(node, &fenceLength, &fenceOffset, &fenceCharacter) != 0
        let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
        let start = location(node)
        let fence =
            isFenced
            ? String(
                repeating: Character(Unicode.Scalar(UInt8(fenceCharacter))), count: Int(fenceLength)
            )
            : ""
        let endLine = Int(cmark_node_get_end_line(node))
        let isClosed =
            !isFenced
            || (endLine > Int(cmark_node_get_start_line(node))
                && lines.endsWithFence(
                    line: endLine, character: UInt8(fenceCharacter), length: Int(fenceLength)))
        return CodeBlock(
            info: info.trimmingBlanks(), code: literal(node), location: start,
            firstCodeLine: isFenced ? start.line + 1 : start.line, isFenced: isFenced,
            fence: fence, isClosed: isClosed)
    }

    /// Reads a link or image node; the source byte where it starts tells how it was written.
    /// - Parameter node: A `CMARK_NODE_LINK` or `CMARK_NODE_IMAGE`.
    /// - Returns: Its value.
    func link(_ node: OpaquePointer) -> Link {
        var line = Int(cmark_node_get_start_line(node))
        var column = Int(cmark_node_get_start_column(node))
        let text = plainText(node)
        let kind: Link.Kind
        switch lines.byte(line: line, column: column) {
        case _ where cmark_node_get_type(node) == CMARK_NODE_IMAGE: kind = .image
        case UInt8(ascii: "["): kind = .link
        case UInt8(ascii: "<"): kind = .autolink
        case _ where autolinkBracket(of: node) != nil:
            // Past a paragraph's first line cmark-gfm places `<…>` wrongly, but its text right.
            kind = .autolink
            (line, column) = autolinkBracket(of: node)!
        default:
            // A bare GFM autolink: the extension records no usable position, so look for the
            // link's text in the lines of the paragraph holding it.
            kind = .autolink
            (line, column) = bareAutolinkStart(of: node, text: text)
        }
        return Link(
            destination: cmark_node_get_url(node).map { String(cString: $0) } ?? "",
            title: cmark_node_get_title(node).map { String(cString: $0) } ?? "",
            text: text, location: shifted(line: line, column: column), kind: kind)
    }

    /// Returns where the `<` of a `<…>` autolink is, found just before the link's text node.
    /// - Parameter node: The link node.
    /// - Returns: The 1-based line and column of the `<`, or `nil` if the text is not preceded by one.
    private func autolinkBracket(of node: OpaquePointer) -> (Int, Int)? {
        guard let text = cmark_node_first_child(node) else { return nil }
        let line = Int(cmark_node_get_start_line(text))
        let column = Int(cmark_node_get_start_column(text))
        return lines.byte(line: line, column: column - 1) == UInt8(ascii: "<")
            ? (line, column - 1) : nil
    }

    /// Finds where a bare autolink's text starts within its enclosing block.
    /// - Parameters:
    ///   - node: The link node.
    ///   - text: The link's text, as written in the source.
    /// - Returns: The 1-based line and column in the parsed text (the block's start if not found).
    private func bareAutolinkStart(of node: OpaquePointer, text: String) -> (Int, Int) {
        var block = cmark_node_parent(node)
        while let current = block,
            cmark_node_get_type(current).rawValue & UInt32(CMARK_NODE_TYPE_MASK)
                != UInt32(CMARK_NODE_TYPE_BLOCK)
        {
            block = cmark_node_parent(current)
        }
        guard let block else { return (1, 1) }
        let start = (Int(cmark_node_get_start_line(block)), Int(cmark_node_get_start_column(block)))
        let end = Int(cmark_node_get_end_line(block))
        let needle = Array(text.utf8)
        let reported = Int(cmark_node_get_start_line(node))
        let firstLine = (start.0...end).contains(reported) ? reported : start.0
        for line in firstLine...max(firstLine, end) {
            if let column = lines.firstColumn(of: needle, line: line) { return (line, column) }
        }
        return start
    }

    /// Reads a code span; exactly two backticks before it make it a symbol link.
    ///
    /// cmark-gfm places a code span just after its opening backticks and does not count them,
    /// so the backticks are counted in the source, going left from there.
    /// - Parameter node: A `CMARK_NODE_CODE`.
    /// - Returns: Its value, located at its first backtick.
    func codeSpan(_ node: OpaquePointer) -> CodeSpan {
        let line = Int(cmark_node_get_start_line(node))
        let column = Int(cmark_node_get_start_column(node))
        let backticks = lines.backticks(line: line, endingBefore: column)
        return CodeSpan(
            code: literal(node), location: shifted(line: line, column: column - backticks),
            isSymbolLink: backticks == 2)
    }

    /// Shifts a position in the parsed text by the origin, making it a position in the file.
    /// - Parameters:
    ///   - line: The 1-based line in the parsed text.
    ///   - column: The 1-based column in the parsed text.
    /// - Returns: The location in the file.
    func shifted(line: Int, column: Int) -> SourceLocation {
        SourceLocation(line: line + origin.line - 1, column: column + origin.column - 1)
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs (and line breaks if asked).
    /// - Parameter newlines: Whether line breaks are trimmed too.
    /// - Returns: The trimmed string.
    fileprivate func trimmingBlanks(newlines: Bool = false) -> String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || (newlines && $0.isNewline) }
        guard let first = firstIndex(where: { !blank($0) }),
            let last = lastIndex(where: { !blank($0) })
        else { return "" }
        return String(self[first...last])
    }
}

extension CMarkBridge {
    /// Parses `source` as the generator does and converts cmark's tree into a ``MarkdownNode``.
    ///
    /// The walk follows cmark's iterator and keeps its own stack of open nodes, so nesting
    /// 10,000 deep cannot overflow the thread's stack.
    /// - Parameter source: The Markdown text.
    /// - Returns: The document node; positions are cmark's, in the parsed text.
    static func document(of source: String) -> MarkdownNode {
        withParsedTree(source) { document, _ in
            var converter = TreeConverter(footnotes: FootnoteNumbering(document: document))
            return converter.convert(document)
        }
    }

    /// Parses `source` as the generator does and renders it with cmark's own HTML renderer,
    /// with the generator's options and extensions and no change to the tree.
    /// - Parameter source: The Markdown text.
    /// - Returns: cmark's HTML.
    static func cmarkHTML(of source: String) -> String {
        withParsedTree(source) { document, parser in
            guard
                let rendered = cmark_render_html(
                    document, CMARK_OPT_FOOTNOTES | CMARK_OPT_UNSAFE,
                    cmark_parser_get_syntax_extensions(parser))
            else { return "" }
            defer { cmark_get_default_mem_allocator().pointee.free(rendered) }
            return String(cString: rendered)
        }
    }
}

/// Builds the Swift tree of a parsed document, one cmark node at a time.
private struct TreeConverter {
    /// The footnote numbers and counts cmark keeps where its API cannot read them.
    let footnotes: FootnoteNumbering
    /// The kinds of extension node types met so far (their numbers are assigned at run time).
    private var extensionKinds: [UInt32: ExtensionKind] = [:]

    /// The GFM extension nodes, told apart by their type names.
    private enum ExtensionKind { case table, tableRow, tableCell, strikethrough, unknown }

    init(footnotes: FootnoteNumbering) { self.footnotes = footnotes }

    /// Converts the tree below (and including) `root`.
    mutating func convert(_ root: OpaquePointer) -> MarkdownNode {
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        // The open nodes, outermost first; the last one receives the nodes that follow.
        var open: [MarkdownNode] = []
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let node = cmark_iter_get_node(iterator) else { continue }
            if event == CMARK_EVENT_EXIT {
                let finished = open.removeLast()
                if open.isEmpty { return finished }
                open[open.count - 1].children.append(finished)
                continue
            }
            var converted = MarkdownNode(kind(of: node), range: range(of: node))
            if Self.isLeaf(cmark_node_get_type(node)) {
                if open.isEmpty { return converted }
                open[open.count - 1].children.append(converted)
            } else {
                // One allocation per container: its children are counted first.
                converted.children.reserveCapacity(Self.childCount(of: node))
                open.append(converted)
            }
        }
        return open.first ?? MarkdownNode(.document)
    }

    /// How many children `node` has.
    private static func childCount(of node: OpaquePointer) -> Int {
        var count = 0
        var child = cmark_node_first_child(node)
        while let current = child {
            count += 1
            child = cmark_node_next(current)
        }
        return count
    }

    /// Whether cmark's iterator enters `type` without exiting it (it has no children).
    private static func isLeaf(_ type: cmark_node_type) -> Bool {
        switch type {
        case CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_CODE_BLOCK,
            CMARK_NODE_TEXT, CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE,
            CMARK_NODE_HTML_INLINE:
            true
        default: false
        }
    }

    /// Reads where cmark says `node` starts and ends.
    private func range(of node: OpaquePointer) -> SourceRange {
        SourceRange(
            start: SourceLocation(
                line: Int(cmark_node_get_start_line(node)),
                column: Int(cmark_node_get_start_column(node))),
            end: SourceLocation(
                line: Int(cmark_node_get_end_line(node)),
                column: Int(cmark_node_get_end_column(node))))
    }

    /// Reads what `node` is, with its values.
    private mutating func kind(of node: OpaquePointer) -> MarkdownNode.Kind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST:
            let isOrdered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
            return .list(
                MarkdownList(
                    isOrdered: isOrdered,
                    start: isOrdered ? Int(cmark_node_get_list_start(node)) : 1,
                    isTight: cmark_node_get_list_tight(node) != 0))
        case CMARK_NODE_ITEM:
            let isTask = cmark_node_get_type_string(node).map { strcmp($0, "tasklist") == 0 }
            return .item(
                checkbox: isTask == true
                    ? cmark_gfm_extensions_get_tasklist_item_checked(node) : nil)
        case CMARK_NODE_CODE_BLOCK:
            return .codeBlock(
                info: Self.string(cmark_node_get_fence_info(node)), literal: literal(node))
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock(literal(node))
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_FOOTNOTE_DEFINITION:
            return .footnoteDefinition(
                label: footnotes.label(of: node), referenceCount: footnotes.referenceCount(of: node)
            )
        case CMARK_NODE_TEXT: return .text(literal(node))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code(literal(node))
        case CMARK_NODE_HTML_INLINE: return .inlineHTML(literal(node))
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK:
            return .link(
                destination: Self.string(cmark_node_get_url(node)),
                title: Self.string(cmark_node_get_title(node)))
        case CMARK_NODE_IMAGE:
            return .image(
                source: Self.string(cmark_node_get_url(node)),
                title: Self.string(cmark_node_get_title(node)))
        case CMARK_NODE_FOOTNOTE_REFERENCE:
            return .footnoteReference(
                label: footnotes.label(ofReference: node), number: Int(literal(node)) ?? 0,
                occurrence: footnotes.occurrence(of: node))
        case let type: return extensionKind(of: node, type: type)
        }
    }

    /// Reads a GFM extension node (table, row, cell, strikethrough).
    private mutating func extensionKind(
        of node: OpaquePointer, type: cmark_node_type
    ) -> MarkdownNode.Kind {
        let extensionKind: ExtensionKind
        if let known = extensionKinds[type.rawValue] {
            extensionKind = known
        } else {
            switch Self.string(cmark_node_get_type_string(node)) {
            case "table": extensionKind = .table
            case "table_header", "table_row": extensionKind = .tableRow
            case "table_cell": extensionKind = .tableCell
            case "strikethrough": extensionKind = .strikethrough
            default: extensionKind = .unknown
            }
            extensionKinds[type.rawValue] = extensionKind
        }
        switch extensionKind {
        case .table:
            let columns = Int(cmark_gfm_extensions_get_table_columns(node))
            let alignments = cmark_gfm_extensions_get_table_alignments(node)
            return .table(
                alignments: (0..<columns).map { column in
                    switch alignments?[column] {
                    case UInt8(ascii: "l"): .left
                    case UInt8(ascii: "c"): .center
                    case UInt8(ascii: "r"): .right
                    default: .none
                    }
                })
        case .tableRow:
            return .tableRow(isHeader: cmark_gfm_extensions_get_table_row_is_header(node) != 0)
        case .tableCell: return .tableCell
        case .strikethrough: return .strikethrough
        // No other extension is attached: an unknown node could only hold its children.
        case .unknown: return .document
        }
    }

    /// Copies the literal of `node`.
    private func literal(_ node: OpaquePointer) -> String {
        Self.string(cmark_node_get_literal(node))
    }

    /// Copies a C string, or returns an empty string for `nil`.
    private static func string(_ characters: UnsafePointer<CChar>?) -> String {
        characters.map { String(cString: $0) } ?? ""
    }
}

/// The footnote values cmark's renderer uses but the Debian library's API does not expose: a
/// definition's label and reference count, and a reference's definition and occurrence.
///
/// They are read from the node's fields, laid out as the library's own installed header
/// (`/usr/include/cmark-gfm/node.h`, 0.29.0.gfm.6) declares them. Counting references
/// in the tree instead cannot match cmark: it counts references inside definitions that no
/// reference points to, which it then drops. The layout is checked on the document node
/// against the public getters first; if it does not match, labels read empty and counts 1.
private struct FootnoteNumbering {
    /// Whether the node layout of the loaded library is the one below.
    private let isLayoutKnown: Bool

    // Byte offsets in `struct cmark_node` (LP64): the positions, the type, the footnote
    // count (`ref_ix` of a reference, `def_count` of a definition), the definition a
    // reference points to, and the literal chunk (`data`, then `len`).
    private static let startLineOffset = 80
    private static let typeOffset = 100
    private static let countOffset = 112
    private static let definitionOffset = 120
    private static let literalOffset = 128
    private static let literalLengthOffset = 136

    /// Checks the layout on `document`.
    init(document: OpaquePointer) {
        let raw = UnsafeRawPointer(document)
        let positions = (0..<4).map {
            raw.load(fromByteOffset: Self.startLineOffset + 4 * $0, as: Int32.self)
        }
        isLayoutKnown =
            positions == [
                cmark_node_get_start_line(document), cmark_node_get_start_column(document),
                cmark_node_get_end_line(document), cmark_node_get_end_column(document),
            ]
            && UInt32(raw.load(fromByteOffset: Self.typeOffset, as: UInt16.self))
                == cmark_node_get_type(document).rawValue
    }

    /// The label of a definition, as written in it.
    func label(of definition: OpaquePointer) -> String {
        guard isLayoutKnown else { return "" }
        let raw = UnsafeRawPointer(definition)
        let length = Int(raw.load(fromByteOffset: Self.literalLengthOffset, as: Int32.self))
        guard length > 0,
            let data = raw.load(fromByteOffset: Self.literalOffset, as: UnsafePointer<UInt8>?.self)
        else { return "" }
        return String(decoding: UnsafeBufferPointer(start: data, count: length), as: UTF8.self)
    }

    /// How many references point to `definition` (those cmark dropped included).
    func referenceCount(of definition: OpaquePointer) -> Int { count(definition) }

    /// Which reference to its definition `reference` is (1 for the first).
    func occurrence(of reference: OpaquePointer) -> Int { count(reference) }

    /// The label of the definition `reference` points to.
    func label(ofReference reference: OpaquePointer) -> String {
        guard isLayoutKnown,
            let definition = UnsafeRawPointer(reference).load(
                fromByteOffset: Self.definitionOffset, as: OpaquePointer?.self)
        else { return "" }
        return label(of: definition)
    }

    /// The footnote count field of `node`.
    private func count(_ node: OpaquePointer) -> Int {
        guard isLayoutKnown else { return 1 }
        return Int(UnsafeRawPointer(node).load(fromByteOffset: Self.countOffset, as: Int32.self))
    }
}
