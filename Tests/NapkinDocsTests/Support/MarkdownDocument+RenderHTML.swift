@testable import NapkinDocsCore

extension MarkdownDocument {
    /// Renders the document to an HTML fragment, as cmark renders it after `transform`.
    /// - Parameter transform: How to change links, symbol links, code blocks and headings.
    /// - Returns: The HTML.
    func renderHTML(_ transform: HTMLTransform = HTMLTransform()) -> String {
        HTMLWriter.html(of: self, decisions: PageDecisions(transform, for: self))
    }
}
