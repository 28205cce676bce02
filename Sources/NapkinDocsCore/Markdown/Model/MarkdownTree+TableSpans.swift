/// DocC's table spans, read from the rows as written, since cmark-gfm keeps no trace of them:
/// a cell with nothing at all between its pipes (`One ||`) widens the cell before it, and a
/// body cell written `^` lengthens the cell above it (a cell spanning both, `^ ||`, joins the
/// spanning cell above).
extension MarkdownTree {
    /// The tree with its tables' spans read from `text`, the parsed text (the tree itself
    /// when no table spans a cell).
    /// - Parameter text: The text the tree was parsed from; ranges are in its lines.
    func withTableSpans(in text: String) -> MarkdownTree {
        guard nodes.contains(where: { if case .table = $0.kind { true } else { false } }) else {
            return self
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var tree = self
        for index in nodes.indices {
            if case .table = nodes[index].kind { tree.readSpans(ofTable: index, lines: lines) }
        }
        return tree
    }

    /// Sets the spans of one table's cells.
    private mutating func readSpans(ofTable table: Int, lines: [Substring]) {
        // The cell that covers each column of the row above, by column.
        var above: [Int?] = []
        for row in children(of: table) {
            guard case .tableRow(let isHeader) = nodes[row].kind else { continue }
            let line = nodes[row].range.start.line
            let written =
                lines.indices.contains(line - 1)
                ? Self.cells(of: lines[line - 1], from: nodes[row].range.start.column) : []
            var owners: [Int?] = []
            for (column, cell) in children(of: row).enumerated() {
                let raw = column < written.count ? written[column] : nil
                if raw?.isEmpty == true, let left = owners.last, let left {
                    // Nothing between two pipes: the cell on the left covers this column too
                    // (when that cell is one above, it already does).
                    if isInRow(left, row), case .tableCell(var span) = nodes[left].kind {
                        span.columns += 1
                        setKind(.tableCell(span), at: left)
                    }
                    setKind(.tableCell(.covered), at: cell)
                    owners.append(left)
                    continue
                }
                if !isHeader, let raw, Self.isCaret(raw), column < above.count,
                    let origin = above[column], case .tableCell(var span) = nodes[origin].kind
                {
                    // A caret: the cell above (or the one covering it) takes this row too,
                    // counted once however many columns it spans.
                    if owners.last != origin {
                        span.rows += 1
                        setKind(.tableCell(span), at: origin)
                    }
                    setKind(.tableCell(.covered), at: cell)
                    owners.append(origin)
                    continue
                }
                owners.append(cell)
            }
            above = isHeader ? [] : owners
        }
    }

    /// Whether a cell's text is a caret alone.
    private static func isCaret(_ raw: Substring) -> Bool {
        let text = raw.drop(while: \.isWhitespace)
        return text.first == "^" && text.dropFirst().allSatisfy(\.isWhitespace)
    }

    /// Whether the node at `cell` is a cell of `row`.
    private func isInRow(_ cell: Int, _ row: Int) -> Bool {
        cell > row && cell < nodes[row].end
    }

    /// The cells of a row as written: the text between its unescaped pipes, without the
    /// leading pipe and without what follows the last pipe when that is only blanks.
    /// - Parameters:
    ///   - line: The row's line.
    ///   - column: Where the row starts on it (1-based, in bytes).
    private static func cells(of line: Substring, from column: Int) -> [Substring] {
        let utf8 = line.utf8
        var start =
            utf8.index(utf8.startIndex, offsetBy: max(0, column - 1), limitedBy: utf8.endIndex)
            ?? utf8.endIndex
        while start < utf8.endIndex, utf8[start] == UInt8(ascii: " ") || utf8[start] == 9 {
            start = utf8.index(after: start)
        }
        if start < utf8.endIndex, utf8[start] == UInt8(ascii: "|") {
            start = utf8.index(after: start)
        }
        var cells: [Substring] = []
        var cellStart = start
        var position = start
        var escaped = false
        while position < utf8.endIndex {
            let byte = utf8[position]
            if byte == UInt8(ascii: "|"), !escaped {
                cells.append(line[cellStart..<position])
                cellStart = utf8.index(after: position)
            }
            escaped = byte == UInt8(ascii: "\\") && !escaped
            position = utf8.index(after: position)
        }
        let rest = line[cellStart...]
        if !rest.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { cells.append(rest) }
        return cells
    }
}
