/// GFM tables, written as cmark-gfm's `table` extension writes them: the header row in
/// `<thead>`, the other rows in one `<tbody>`, and each cell's column alignment as `align`.
extension HTMLWriter {
    /// Writes the opening of a table, a row or a cell.
    /// - Parameters:
    ///   - kind: The table, row or cell.
    ///   - open: Its ancestors, outermost first (a cell's row and table are the last two).
    mutating func enterTable(_ kind: MarkdownNode.Kind, open: [Frame]) {
        switch kind {
        case .table:
            newline()
            markup("<table>")
            tableBodyIsOpen = false
        case .tableRow(let isHeader):
            newline()
            if isHeader {
                isInTableHeader = true
                markup("<thead>")
                newline()
            } else if !tableBodyIsOpen {
                markup("<tbody>")
                newline()
                tableBodyIsOpen = true
            }
            markup("<tr>")
        case .tableCell(let span):
            newline()
            markup(isInTableHeader ? "<th" : "<td")
            if span.columns > 1 {
                markup(" colspan=\"")
                number(span.columns)
                markup("\"")
            }
            if span.rows > 1 {
                markup(" rowspan=\"")
                number(span.rows)
                markup("\"")
            }
            if open.count >= 2, case .table(let alignments) = open[open.count - 2].kind {
                // The row's next child index is one past this cell.
                let column = open[open.count - 1].next - 1
                switch alignments.indices.contains(column) ? alignments[column] : .none {
                case .left: markup(" align=\"left\"")
                case .center: markup(" align=\"center\"")
                case .right: markup(" align=\"right\"")
                case .none: break
                }
            }
            markup(">")
        default: break
        }
    }

    /// Writes the closing of a table, a row or a cell.
    /// - Parameter kind: The table, row or cell.
    mutating func exitTable(_ kind: MarkdownNode.Kind) {
        switch kind {
        case .table:
            if tableBodyIsOpen {
                newline()
                markup("</tbody>")
                newline()
            }
            tableBodyIsOpen = false
            newline()
            markup("</table>")
            newline()
        case .tableRow(let isHeader):
            newline()
            markup("</tr>")
            if isHeader {
                newline()
                markup("</thead>")
                isInTableHeader = false
            }
        case .tableCell: markup(isInTableHeader ? "</th>" : "</td>")
        default: break
        }
    }
}
