/// The page renderers the site's data makes, one per page.
extension SiteContext {
    /// Renders Markdown for one page.
    /// - Parameter page: The page's root-relative path.
    /// - Returns: A renderer whose links are relative to `page`.
    func markdownRenderer(for page: String) -> MarkdownPageRenderer {
        MarkdownPageRenderer(
            pagePath: page, codeLinks: codeLinker, allowsRawHTML: allowsRawHTML, rules: rules,
            localFiles: resolver.localFiles)
    }
}
