/// The shape of a Markdown list: its marker kind, its first number, and whether it is tight.
struct MarkdownList: Hashable, Sendable {
    /// Whether the items are numbered (`1.` or `1)`) rather than bulleted.
    var isOrdered: Bool
    /// The first item's number (1 for a bulleted list).
    var start: Int
    /// Whether no blank line separates the items, so their paragraphs are written without `<p>`.
    var isTight: Bool
}
