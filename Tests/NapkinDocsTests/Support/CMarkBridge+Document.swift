@testable import NapkinDocsCore

extension CMarkBridge {
    /// Parses `source` into a nested ``MarkdownNode``, for tests that read the model as a
    /// value.
    /// - Parameter source: The Markdown text.
    /// - Returns: The document node; positions are cmark's, in the parsed text.
    static func document(of source: String) -> MarkdownNode {
        tree(of: source).root
    }
}
