import NapkinDocsCore

/// Writes `index.html` for a site that has no root page: a list of every article, with its
/// summary, and for a catalog with symbols the module's page, as DocC makes it from the
/// symbols alone.
struct GeneratedIndexRenderer: Sendable {
    /// The shared site data.
    var context: SiteContext

    /// Renders the generated index.
    /// - Returns: The page and its search entry.
    func render() -> RenderedPage {
        let page = context.routes.rootPage
        var anchors = SiteRoutes.layoutUniquer()
        var outline: [NavLink] = []
        let topics = TopicsRenderer(context: context, page: page)
        let html = topics.topics(
            context.topicGroups[page] ?? [], anchors: &anchors, outline: &outline)
        let next = context.navigation.neighbours(of: page).next
        let isModulePage = !context.catalog.symbols.isEmpty
        var content = PageContent(
            path: page, title: context.siteTitle,
            eyebrow: isModulePage ? context.moduleKind : "Overview",
            abstract: nil, bodyHTML: html, onThisPage: outline, next: next)
        content.headerClass = isModulePage ? "module-header" : nil
        return RenderedPage(
            content: content,
            searchEntry: SearchEntry(title: context.siteTitle, href: page, kind: "overview"),
            printSection: nil)
    }
}
