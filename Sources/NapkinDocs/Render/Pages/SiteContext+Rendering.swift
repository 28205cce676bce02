import Foundation
import NapkinDocsCore

/// The page renderers the site's data makes, one per page.
extension SiteContext {
    /// Renders Markdown for one page.
    /// - Parameter page: The page's root-relative path.
    /// - Returns: A renderer whose links are relative to `page`.
    func markdownRenderer(for page: String) -> MarkdownPageRenderer {
        MarkdownPageRenderer(
            pagePath: page, codeLinks: codeLinker, allowsRawHTML: allowsRawHTML, rules: rules,
            localFiles: resolver.localFiles, summaries: summaryMarkup,
            cardImages: cardImages, baselinedBlocks: baselinedBlocks,
            defaultCodeLanguage: defaultCodeLanguage)
    }

    /// Renders a symbol's extension file for the page that shows the symbol: its body
    /// without the title, and its `@DeprecationSummary` apart, for the top of the symbol's
    /// part of the page.
    /// - Parameters:
    ///   - article: The extension file.
    ///   - page: The page's root-relative path.
    ///   - anchors: The page's anchors; the article's headings are added.
    ///   - lead: The lead of a file that replaces the doc comment, which the body leaves out.
    /// - Returns: The rendered article.
    func extensionBody(
        of article: ArticleSource, on page: String, anchors: inout Slug.Uniquer,
        lead: ExtensionLead? = nil
    ) -> MarkdownPageRenderer.Output {
        markdownRenderer(for: page).render(
            article.document, links: articleLinks[article.relativePath] ?? DocumentLinks(),
            anchors: &anchors, dropsTitle: true, includedCode: article.includedCode,
            removedBlocks: lead?.removedBlocks ?? IndexSet(), liftsDeprecationSummary: true)
    }
}
