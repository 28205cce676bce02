/// A code block of a Markdown document, fenced (```` ``` ````) or indented.
package struct CodeBlock: Hashable, Sendable {
    /// The fence's info string, trimmed (`swift run`, `output`, …); empty for indented blocks.
    package var info: String
    /// The code, each line ending with a line break, exactly as cmark gives it.
    package var code: String
    /// Where the block starts: the opening fence for fenced blocks.
    package var location: SourceLocation
    /// The line of the first line of code (the line after the fence for fenced blocks).
    package var firstCodeLine: Int
    /// Whether the block is fenced rather than indented.
    package var isFenced: Bool
    /// The fence that closes the block (```` ``` ```` or `~~~`, as long as the opening one);
    /// empty for indented blocks.
    package var fence: String
    /// Whether a fenced block is closed by its fence; CommonMark lets a block that is never
    /// closed run to the end of its container, which is almost always a mistake.
    package var isClosed: Bool

    /// Creates a code block.
    /// - Parameters:
    ///   - info: The fence's info string.
    ///   - code: The code.
    ///   - location: Where the block starts.
    ///   - firstCodeLine: The line of the first line of code.
    ///   - isFenced: Whether the block is fenced.
    ///   - fence: The closing fence, for fenced blocks.
    ///   - isClosed: Whether a fenced block is closed.
    package init(
        info: String, code: String, location: SourceLocation, firstCodeLine: Int, isFenced: Bool,
        fence: String = "", isClosed: Bool = true
    ) {
        self.info = info
        self.code = code
        self.location = location
        self.firstCodeLine = firstCodeLine
        self.isFenced = isFenced
        self.fence = fence
        self.isClosed = isClosed
    }

    /// The words of the info string, split at spaces and tabs (`["swift", "run"]`).
    package var infoWords: [String] {
        info.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    /// The first word of the info string, which names the language (`swift`), if any.
    package var language: String? { infoWords.first }
}
