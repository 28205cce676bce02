/// How a fenced code block was opened, as cmark-gfm records it.
struct CodeFence: Hashable, Sendable {
    /// The fence character: a backtick or a tilde.
    var character: UInt8
    /// How many fence characters open the block (three or more).
    var length: Int
    /// How many spaces indent the opening fence.
    var indent: Int
}
