/// The `output` block after a run block: what the run block must print.
public struct ExpectedOutput: Hashable, Sendable {
    /// The expected text, as written in the block.
    public var text: String
    /// Where the `output` block's opening fence is.
    public var location: SourceLocation
    /// The file line of the block's first line, where a mismatch is reported.
    public var firstLine: Int
    /// Whether the lines are compared as a multiset, in any order (`output unordered`).
    public var isUnordered = false

    /// Creates an expected output.
    /// - Parameters:
    ///   - text: The expected text.
    ///   - location: Where the opening fence is.
    ///   - firstLine: The file line of the first line of text.
    public init(text: String, location: SourceLocation, firstLine: Int) {
        self.text = text
        self.location = location
        self.firstLine = firstLine
    }
}
