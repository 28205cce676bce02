/// How many columns and rows a table cell covers, as DocC's tables let a cell span them: a
/// cell followed at once by another pipe (`One ||`) takes the next column too, and a cell
/// written `^` joins the cell above it.
package struct TableSpan: Hashable, Sendable {
    /// The columns the cell covers; 0 for a cell another one covers, which is not written.
    package var columns: Int
    /// The rows the cell covers; 0 for a covered cell.
    package var rows: Int

    /// Creates a span.
    /// - Parameters:
    ///   - columns: The columns covered (0 for a covered cell).
    ///   - rows: The rows covered (0 for a covered cell).
    package init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// An ordinary cell: one column, one row.
    package static let single = TableSpan(columns: 1, rows: 1)
    /// A cell another one covers.
    package static let covered = TableSpan(columns: 0, rows: 0)

    /// Whether another cell covers this one, so it is not written.
    package var isCovered: Bool { columns == 0 }
}
