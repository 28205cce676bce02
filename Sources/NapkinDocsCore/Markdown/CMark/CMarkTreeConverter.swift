import CCmarkGFM
import Foundation

/// Builds the Swift tree of a parsed document, one cmark node at a time.
struct CMarkTreeConverter {
    /// The footnote numbers and counts cmark keeps where its API cannot read them.
    let footnotes: CMarkFootnoteNumbering
    /// The kinds of extension node types met so far (their numbers are assigned at run time).
    private var extensionKinds: [UInt32: ExtensionKind] = [:]

    /// The GFM extension nodes, told apart by their type names.
    private enum ExtensionKind { case table, tableRow, tableCell, strikethrough, unknown }

    init(footnotes: CMarkFootnoteNumbering) { self.footnotes = footnotes }

    /// Converts the tree below (and including) `root`, in document order.
    /// - Parameters:
    ///   - root: cmark's node.
    ///   - capacity: How many nodes to make room for at once (an estimate).
    mutating func convert(_ root: OpaquePointer, capacity: Int = 0) -> MarkdownTree {
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        var builder = MarkdownTree.Builder(capacity: capacity)
        // How many containers are open: the walk ends when the root is left.
        var depth = 0
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let node = cmark_iter_get_node(iterator) else { continue }
            if event == CMARK_EVENT_EXIT {
                builder.close()
                depth -= 1
                if depth == 0 { break }
                continue
            }
            if Self.isLeaf(cmark_node_get_type(node)) {
                builder.leaf(kind(of: node), range: range(of: node))
                if depth == 0 { break }
            } else {
                builder.open(kind(of: node), range: range(of: node))
                depth += 1
            }
        }
        return builder.finish()
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
                info: Self.string(cmark_node_get_fence_info(node)), literal: literal(node),
                fence: Self.fence(of: node))
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock(literal(node))
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING:
            return .heading(level: Int(cmark_node_get_heading_level(node)), id: nil)
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
        case .tableCell: return .tableCell(.single)
        case .strikethrough: return .strikethrough
        // No other extension is attached: an unknown node could only hold its children.
        case .unknown: return .document
        }
    }

    /// Reads how a code block was fenced, or `nil` for an indented one.
    private static func fence(of node: OpaquePointer) -> CodeFence? {
        // cmark writes through all three pointers, so none may be nil.
        var length: Int32 = 0
        var offset: Int32 = 0
        var character: CChar = 0
        guard cmark_node_get_fenced(node, &length, &offset, &character) != 0 else { return nil }
        return CodeFence(
            character: UInt8(bitPattern: character), length: Int(length), indent: Int(offset))
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
