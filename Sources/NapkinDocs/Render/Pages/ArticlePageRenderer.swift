import NapkinDocsCore

/// Writes an article's page: its Markdown, its Topics, See Also, and navigation.
struct ArticlePageRenderer: Sendable {
    /// The shared site data.
    var context: SiteContext

    /// Renders one article.
    /// - Parameters:
    ///   - article: The parsed article.
    ///   - page: The article's root-relative page path.
    /// - Returns: The page and its search entry.
    func render(_ article: ArticleSource, at page: String) -> RenderedPage {
        var anchors = SiteRoutes.layoutUniquer()
        let links = context.articleLinks[article.relativePath] ?? DocumentLinks()
        // The root page titled with the module's name is the module's page, labelled as DocC
        // labels it. It and every article hold their abstract in their header, as DocC's do (a
        // tutorial has its own).
        let isModulePage = page == context.routes.rootPage && article.extendedSymbol != nil
        let hasBand = article.tutorialKind == nil
        let body = context.markdownRenderer(for: page).render(
            article.document, links: links, anchors: &anchors, dropsTitle: true,
            printAnchorPrefix: PrintSection.anchorPrefix(of: page),
            includedCode: article.includedCode, liftsAbstract: hasBand)
        var outline = body.headings.map { entry in
            NavLink(title: entry.heading.text, href: "#\(entry.anchor)", level: entry.heading.level)
        }
        let topics = TopicsRenderer(
            context: context, page: page,
            topicsStyle: LinkCards.Style(article.metadata.topicsVisualStyle))
        var html = body.html
        let header = MetadataHeader(metadata: article.metadata, links: links, page: page)
        if article.metadata.topicsVisualStyle != "hidden" {
            html += topics.topics(
                context.topicGroups[page] ?? [], anchors: &anchors, outline: &outline)
        }
        // An author's own `## See Also` replaces the automatic one, and
        // `@AutomaticSeeAlso(disabled)` leaves it out.
        if article.metadata.automaticSeeAlso,
            !outline.contains(where: { $0.level == 2 && $0.title == "See Also" })
        {
            html += topics.seeAlso(
                context.navigation.seeAlso[page] ?? [], anchors: &anchors, outline: &outline)
        }
        let neighbours = context.navigation.neighbours(of: page)
        var content = PageContent(
            path: page, title: article.title,
            eyebrow: header.eyebrow(
                fallback: article.tutorialKind ?? (isModulePage ? context.moduleKind : "Article")),
            abstract: nil, bodyHTML: html,
            breadcrumbs: context.navigation.breadcrumbs[page] ?? [], onThisPage: outline,
            previous: neighbours.previous, next: neighbours.next)
        content.headerHTML =
            body.abstract.map { "<div class=\"abstract\">\($0)</div>\n" } ?? ""
        content.headerHTML += header.html
        // The module's page and every article open with a band, as DocC draws them; a
        // tutorial has its own header.
        let band =
            isModulePage ? "module-header" : hasBand ? "article-header" : nil
        let classes = [header.colorClass, band].compactMap { $0 }
        content.headerClass = classes.isEmpty ? nil : classes.joined(separator: " ")
        return RenderedPage(
            content: content,
            searchEntry: searchEntry(article, page: page, headings: body.headings),
            printSection: PrintSection(
                page: page, title: article.title, bodyHTML: body.printHTML ?? ""),
            articleSnippets: [body.snippets])
    }

    /// The article's search entry: its title, summary and the text under each heading.
    private func searchEntry(
        _ article: ArticleSource, page: String, headings: [(heading: Heading, anchor: String)]
    ) -> SearchEntry {
        let anchorsByLine = Dictionary(
            headings.map { ($0.heading.location, $0.anchor) }
        ) { first, _ in first }
        let sections = article.document.sections.compactMap { section -> SearchEntry.Section? in
            guard let heading = section.heading else {
                return SearchEntry.Section(heading: "", anchor: "", text: section.text)
            }
            if heading.level == 1 {
                return SearchEntry.Section(heading: "", anchor: "", text: section.text)
            }
            guard let anchor = anchorsByLine[heading.location] else { return nil }
            return SearchEntry.Section(heading: heading.text, anchor: anchor, text: section.text)
        }
        return SearchEntry(
            title: article.title, href: page, kind: "article",
            summary: article.document.firstParagraph?.text ?? "", sections: sections)
    }
}
