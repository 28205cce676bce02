import Foundation
import NapkinDocsCore

/// One rendered page: the layout's input and the page's search entry.
struct RenderedPage: Sendable {
    /// The page's content, ready for ``PageLayout``.
    var content: PageContent
    /// The page's entry in the search index.
    var searchEntry: SearchEntry
    /// The page's part of `print.html` (articles only).
    var printSection: PrintSection?
    /// The snippets of the article(s) rendered on the page (an extension article on a symbol
    /// page), for the build's counts and fence errors.
    var articleSnippets: [SnippetFile] = []
    /// The complete HTML document as UTF-8, filled in by the rendering worker through
    /// ``PageLayout`` (the body is then dropped from ``content`` to save memory).
    var document = Data()
    /// The page's share of the search index, tokenized by the rendering worker from
    /// ``searchEntry`` (whose text is then dropped).
    var searchTerms: SearchIndex.PageTerms?

    /// Lays out the page's document, then drops the body the document now holds.
    /// - Parameter siteTitle: The site's name.
    mutating func layOut(siteTitle: String) {
        document = Data(PageLayout.html(for: content, siteTitle: siteTitle).utf8)
        content.bodyHTML = ""
    }
}
