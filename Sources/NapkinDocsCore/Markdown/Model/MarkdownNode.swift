/// One node of a parsed Markdown document: what it is, where it was written, and what it holds.
///
/// The tree is a plain value, converted once from cmark-gfm's tree by
/// ``CMarkBridge/tree(of:)``; later passes read or rebuild it, and ``HTMLWriter`` writes it.
package struct MarkdownNode: Hashable, Sendable {
    /// What the node is, with its values.
    package var kind: Kind
    /// Where cmark says the node starts and ends in the parsed text.
    package var range: SourceRange
    /// The nodes it holds, in document order (empty for a leaf).
    package var children: [MarkdownNode]

    /// Creates a node.
    /// - Parameters:
    ///   - kind: What the node is.
    ///   - range: Where it was written.
    ///   - children: What it holds.
    package init(_ kind: Kind, range: SourceRange = SourceRange(), children: [MarkdownNode] = []) {
        self.kind = kind
        self.range = range
        self.children = children
    }
}
