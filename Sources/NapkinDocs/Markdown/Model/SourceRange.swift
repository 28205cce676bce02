/// Where a node lies in the parsed text, as cmark-gfm reports it: 1-based lines, and columns
/// in UTF-8 bytes, both ends included.
///
/// cmark reports no position for a few nodes (line breaks, some padded table cells); those
/// read 0.
struct SourceRange: Hashable, Sendable {
    /// The first line and column.
    var start: SourceLocation
    /// The last line and column.
    var end: SourceLocation

    /// Creates a range.
    /// - Parameters:
    ///   - start: The first line and column.
    ///   - end: The last line and column.
    init(
        start: SourceLocation = SourceLocation(line: 0, column: 0),
        end: SourceLocation = SourceLocation(line: 0, column: 0)
    ) {
        self.start = start
        self.end = end
    }
}
