/// The shape of a Markdown list: its marker kind, its first number, and whether it is tight.
package struct MarkdownList: Hashable, Sendable {
    /// Whether the items are numbered (`1.` or `1)`) rather than bulleted.
    package var isOrdered: Bool
    /// The first item's number (1 for a bulleted list).
    package var start: Int
    /// Whether no blank line separates the items, so their paragraphs are written without `<p>`.
    package var isTight: Bool

    /// Creates the value from its parts.
    /// - Parameters:
    ///   - isOrdered: Whether the items are numbered.
    ///   - start: The first item's number.
    ///   - isTight: Whether no blank line separates the items.
    package init(isOrdered: Bool, start: Int, isTight: Bool) {
        self.isOrdered = isOrdered
        self.start = start
        self.isTight = isTight
    }
}
