/// Where a node lies in the parsed text, as cmark-gfm reports it: 1-based lines, and columns
/// in UTF-8 bytes, both ends included.
///
/// cmark reports no position for a few nodes (line breaks, some padded table cells); those
/// read 0. The four numbers are kept as 32-bit values: a model holds one range per node, and
/// half the width is a sixth of a node.
package struct SourceRange: Hashable, Sendable {
    /// The first line, first column, last line and last column.
    private let lines: (start: Int32, end: Int32)
    /// The first and last columns.
    private let columns: (start: Int32, end: Int32)

    /// The first line and column.
    package var start: SourceLocation {
        SourceLocation(line: Int(lines.start), column: Int(columns.start))
    }
    /// The last line and column.
    package var end: SourceLocation {
        SourceLocation(line: Int(lines.end), column: Int(columns.end))
    }

    /// Creates a range.
    /// - Parameters:
    ///   - start: The first line and column.
    ///   - end: The last line and column.
    package init(
        start: SourceLocation = SourceLocation(line: 0, column: 0),
        end: SourceLocation = SourceLocation(line: 0, column: 0)
    ) {
        lines = (Self.clamped(start.line), Self.clamped(end.line))
        columns = (Self.clamped(start.column), Self.clamped(end.column))
    }

    /// A position as 32 bits (cmark's own positions are `int`s).
    private static func clamped(_ value: Int) -> Int32 {
        Int32(clamping: value)
    }

    package static func == (lhs: SourceRange, rhs: SourceRange) -> Bool {
        lhs.lines == rhs.lines && lhs.columns == rhs.columns
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(lines.start)
        hasher.combine(lines.end)
        hasher.combine(columns.start)
        hasher.combine(columns.end)
    }
}
