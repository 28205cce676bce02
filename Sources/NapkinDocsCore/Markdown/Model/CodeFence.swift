/// How a fenced code block was opened, as cmark-gfm records it.
package struct CodeFence: Hashable, Sendable {
    /// The fence character: a backtick or a tilde.
    package var character: UInt8
    /// How many fence characters open the block (three or more).
    package var length: Int
    /// How many spaces indent the opening fence.
    package var indent: Int

    /// Creates the value from its parts.
    /// - Parameters:
    ///   - character: The fence character.
    ///   - length: How many fence characters open the block.
    ///   - indent: How many spaces indent the opening fence.
    package init(character: UInt8, length: Int, indent: Int) {
        self.character = character
        self.length = length
        self.indent = indent
    }
}
