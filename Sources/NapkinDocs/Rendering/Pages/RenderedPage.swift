import Foundation

/// One rendered page: the layout's input and the page's search entry.
struct RenderedPage: Sendable {
    /// The page's content, ready for ``PageLayout``.
    var content: PageContent
    /// The page's entry in the search index.
    var searchEntry: SearchEntry
    /// The page's body for `print.html` (articles only), with its title as a heading.
    var printHTML: String?
    /// The snippets of the article(s) rendered on the page (an extension article on a symbol
    /// page), for the build's counts and fence errors.
    var articleSnippets: [SnippetFile] = []
    /// The complete HTML document as UTF-8, filled in by the rendering worker through
    /// ``PageLayout`` (the body is then dropped from ``content`` to save memory).
    var document = Data()
}
