import NapkinDocsCore

/// Writes the `index.html` of a site of several modules: the page every breadcrumb starts at,
/// listing each module with its summary, as the modules' own pages open the sidebar under it.
struct ModuleListRenderer: Sendable {
    /// The page's path in the site.
    static let page = "index.html"
    /// The shared data of each module's pages, in the order the page lists them.
    var contexts: [SiteContext]

    /// Renders the page.
    /// - Returns: The page and its search entry.
    func render() -> RenderedPage {
        let page = Self.page
        let entries = contexts.map { context in
            let root = context.routes.rootPage
            return LinkCards.Entry(
                href: relativeHref(root, from: page), title: context.moduleTitle, isSymbol: false,
                summary: context.summaryMarkup[root] ?? "")
        }
        var anchors = SiteRoutes.layoutUniquer()
        let anchor = anchors.unique("modules")
        let html =
            "<section class=\"topics\" id=\"\(anchor)\">\n<h2>Modules</h2>\n"
            + LinkCards(style: .list).fragment(entries).html + "</section>\n"
        let siteTitle = contexts.first?.siteTitle ?? ""
        var content = PageContent(
            path: page, title: siteTitle, eyebrow: "Package", bodyHTML: html,
            onThisPage: [NavLink(title: "Modules", href: "#\(anchor)")],
            next: contexts.first?.navigation.neighbours(of: page).next)
        content.headerClass = "module-header"
        let summaries = contexts.map(\.moduleTitle).joined(separator: ", ")
        return RenderedPage(
            content: content,
            searchEntry: SearchEntry(
                title: siteTitle, href: page, kind: "overview", summary: summaries),
            printSection: nil)
    }
}
