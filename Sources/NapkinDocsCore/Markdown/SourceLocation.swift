/// A 1-based line and column in a source file; columns count UTF-8 bytes, as the compiler does.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes from the start of the line.
    public var column: Int

    /// Creates a location.
    /// - Parameters:
    ///   - line: The 1-based line number.
    ///   - column: The 1-based column, in UTF-8 bytes.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders locations by line, then by column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// The location as `line:column`.
    public var description: String { "\(line):\(column)" }
}
