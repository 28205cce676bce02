/// A 1-based line and column in a source file; columns count UTF-8 bytes, as the compiler does.
package struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The 1-based line number.
    package var line: Int
    /// The 1-based column, in UTF-8 bytes from the start of the line.
    package var column: Int

    /// Creates a location.
    /// - Parameters:
    ///   - line: The 1-based line number.
    ///   - column: The 1-based column, in UTF-8 bytes.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders locations by line, then by column.
    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// The location as `line:column`.
    package var description: String { "\(line):\(column)" }
}
