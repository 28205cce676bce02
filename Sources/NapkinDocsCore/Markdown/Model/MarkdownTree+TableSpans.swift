/// DocC's table spans, read from the rows as written, since cmark-gfm keeps no trace of them:
/// a cell with nothing at all between its pipes (`One ||`) widens the cell before it, and a
/// body cell written `^` lengthens the cell above it (a cell spanning both, `^ ||`, joins the
/// spanning cell above).
extension MarkdownTree {
    /// The tree with its tables' spans read from the parsed text's lines (the tree itself
    /// when no table spans a cell).
    /// - Parameter text: The lines of the text the tree was parsed from, read only when the
    ///   tree has a table.
    func withTableSpans(in text: @autoclosure () -> SourceLines) -> MarkdownTree {
        var spans: [Int: TableSpan] = [:]
        var lines: SourceLines?
        for index in nodes.indices {
            guard case .table = nodes[index].kind else { continue }
            if lines == nil { lines = text() }
            readSpans(ofTable: index, lines: lines!, into: &spans)
        }
        guard !spans.isEmpty else { return self }
        var tree = self
        for (cell, span) in spans { tree.setKind(.tableCell(span), at: cell) }
        return tree
    }

    /// Reads the spans of one table's cells into `spans`, by cell index.
    private func readSpans(
        ofTable table: Int, lines: SourceLines, into spans: inout [Int: TableSpan]
    ) {
        // A cell's span: the one read so far, else the one in the tree.
        func span(of cell: Int) -> TableSpan? {
            if let span = spans[cell] { return span }
            if case .tableCell(let span) = nodes[cell].kind { return span }
            return nil
        }
        // The cell that covers each column of the row above, by column.
        var above: [Int?] = []
        for row in children(of: table) {
            guard case .tableRow(let isHeader) = nodes[row].kind else { continue }
            let start = nodes[row].range.start
            let written = Self.cells(of: lines.bytes(ofLine: start.line), from: start.column)
            var owners: [Int?] = []
            for (column, cell) in children(of: row).enumerated() {
                let raw = column < written.count ? written[column] : nil
                if raw?.isEmpty == true, let left = owners.last, let left {
                    // Nothing between two pipes: the cell on the left covers this column too
                    // (when that cell is one above, it already does).
                    if isInRow(left, row), var widened = span(of: left) {
                        widened.columns += 1
                        spans[left] = widened
                    }
                    spans[cell] = .covered
                    owners.append(left)
                    continue
                }
                if !isHeader, let raw, Self.isCaret(raw), column < above.count,
                    let origin = above[column], var lengthened = span(of: origin)
                {
                    // A caret: the cell above (or the one covering it) takes this row too,
                    // counted once however many columns it spans.
                    if owners.last != origin {
                        lengthened.rows += 1
                        spans[origin] = lengthened
                    }
                    spans[cell] = .covered
                    owners.append(origin)
                    continue
                }
                owners.append(cell)
            }
            above = isHeader ? [] : owners
        }
    }

    /// Whether a byte is a blank: a space, a tab or a carriage return.
    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// Whether a cell's text is a caret alone.
    private static func isCaret(_ raw: ArraySlice<UInt8>) -> Bool {
        let text = raw.drop(while: isBlank)
        return text.first == UInt8(ascii: "^") && text.dropFirst().allSatisfy(isBlank)
    }

    /// Whether the node at `cell` is a cell of `row`.
    private func isInRow(_ cell: Int, _ row: Int) -> Bool {
        cell > row && cell < nodes[row].end
    }

    /// The cells of a row as written: the bytes between its unescaped pipes, without the
    /// leading pipe and without what follows the last pipe when that is only blanks.
    /// - Parameters:
    ///   - line: The row's line.
    ///   - column: Where the row starts on it (1-based, in bytes).
    private static func cells(of line: ArraySlice<UInt8>, from column: Int) -> [ArraySlice<UInt8>] {
        var start = min(line.startIndex + max(0, column - 1), line.endIndex)
        while start < line.endIndex, line[start] == UInt8(ascii: " ") || line[start] == 9 {
            start += 1
        }
        if start < line.endIndex, line[start] == UInt8(ascii: "|") { start += 1 }
        var cells: [ArraySlice<UInt8>] = []
        var cellStart = start
        var escaped = false
        for position in start..<line.endIndex {
            let byte = line[position]
            if byte == UInt8(ascii: "|"), !escaped {
                cells.append(line[cellStart..<position])
                cellStart = position + 1
            }
            escaped = byte == UInt8(ascii: "\\") && !escaped
        }
        let rest = line[cellStart...]
        if !rest.allSatisfy(isBlank) { cells.append(rest) }
        return cells
    }
}
