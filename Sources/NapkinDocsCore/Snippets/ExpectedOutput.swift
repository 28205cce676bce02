/// The `output` block after a run block: what the run block must print.
package struct ExpectedOutput: Hashable, Sendable {
    /// The expected text, as written in the block.
    package var text: String
    /// Where the `output` block's opening fence is.
    package var location: SourceLocation
    /// The file line of the block's first line, where a mismatch is reported.
    package var firstLine: Int
    /// Whether the lines are compared as a multiset, in any order (`output unordered`).
    package var isUnordered = false

    /// Creates an expected output.
    /// - Parameters:
    ///   - text: The expected text.
    ///   - location: Where the opening fence is.
    ///   - firstLine: The file line of the first line of text.
    package init(text: String, location: SourceLocation, firstLine: Int) {
        self.text = text
        self.location = location
        self.firstLine = firstLine
    }
}
