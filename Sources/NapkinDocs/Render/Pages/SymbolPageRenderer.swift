import NapkinDocsCore

/// Writes the page of a type or top-level declaration, DocC's way: declaration, overview
/// (doc comment, then the extension article if any), parameters, return value, Topics with
/// every member in full, Relationships, Mentioned In and See Also.
struct SymbolPageRenderer: Sendable {
    /// The shared site data.
    var context: SiteContext

    /// Renders the page of `symbol`.
    /// - Parameter symbol: A symbol that has a page of its own.
    /// - Returns: The page and its search entry.
    func render(_ symbol: APISymbol) -> RenderedPage {
        let page = context.routes.symbolPages[symbol.id] ?? ""
        var anchors = context.routes.usedAnchors[page] ?? SiteRoutes.layoutUniquer()
        var outline: [NavLink] = []
        let comment = CommentRenderer(context: context, page: page)
        let declarations = DeclarationRenderer(catalog: context.catalog, routes: context.routes)
        var html = ""
        // An extended module (`Swift`) declares nothing: its page has no Declaration.
        if !symbol.fragments.isEmpty {
            html +=
                "<section class=\"declaration-section\" id=\"\(SymbolPageSectionID.declaration)\">\n<h2>Declaration</h2>\n"
            html += declarations.html(for: symbol.fragments, on: page) + "\n"
            html += SymbolSourceLink.html(for: symbol, in: context)
            html += "</section>\n"
            outline.append(
                NavLink(title: "Declaration", href: "#\(SymbolPageSectionID.declaration)", level: 2)
            )
        }

        let extensionArticle = context.extensionArticles[symbol.id]
        let overrides = extensionArticle?.metadata.overridesDocComment == true
        // A file that replaces the comment leads with the comment's abstract and fields.
        let lead = overrides ? extensionArticle.map { ExtensionLead($0.document) } : nil
        let parts = overrides ? lead?.parts : context.comments.parts(of: symbol.id)
        var overview = ""
        if let discussion = parts?.discussion {
            overview += comment.html(discussion, of: symbol, anchors: &anchors, outline: &outline)
        }
        var extensionHeadings: [(heading: Heading, anchor: String)] = []
        var extensionSnippets: [SnippetFile] = []
        var deprecationSummary: String?
        if let article = extensionArticle {
            let body = context.extensionBody(
                of: article, on: page, anchors: &anchors, lead: lead)
            deprecationSummary = body.deprecationSummary
            overview += body.html
            extensionHeadings = body.headings
            extensionSnippets = [body.snippets]
            outline += body.headings.map {
                NavLink(title: $0.heading.text, href: "#\($0.anchor)", level: $0.heading.level)
            }
        }
        if !overview.isEmpty {
            // An author's own `## Overview` heading is the section's title; DocC shows one.
            let ownsTitle = outline.contains { $0.level == 2 && $0.title == "Overview" }
            if !ownsTitle {
                outline.insert(
                    NavLink(title: "Overview", href: "#\(SymbolPageSectionID.overview)", level: 2),
                    at: 1)
            }
            html += "<section class=\"overview\" id=\"\(SymbolPageSectionID.overview)\">\n"
            html += (ownsTitle ? "" : "<h2>Overview</h2>\n") + overview + "</section>\n"
        }
        if let parts {
            html += comment.fields(
                parts, of: symbol, headingLevel: 2, anchors: &anchors, outline: &outline)
        }
        let members = MemberRenderer(context: context, page: page)
        html += members.topics(of: symbol, anchors: &anchors, outline: &outline)
        html += RelationshipsRenderer(context: context, page: page).html(
            for: symbol, outline: &outline)
        let topics = TopicsRenderer(context: context, page: page)
        if let mentions = context.mentions[symbol.id], !mentions.isEmpty {
            outline.append(
                NavLink(
                    title: "Mentioned In", href: "#\(SymbolPageSectionID.mentionedIn)", level: 2))
            html +=
                "<section class=\"mentioned-in\" id=\"\(SymbolPageSectionID.mentionedIn)\">\n<h2>Mentioned In</h2>\n"
            html += topics.list(mentions) + "</section>\n"
        }
        // An author's own `## See Also` replaces the automatic one, and the extension's
        // `@AutomaticSeeAlso(disabled)` leaves it out.
        if extensionArticle?.metadata.automaticSeeAlso ?? true,
            !outline.contains(where: { $0.level == 2 && $0.title == "See Also" })
        {
            html += topics.seeAlso(
                context.navigation.seeAlso[page] ?? [], anchors: &anchors, outline: &outline)
        }

        // The badges and the deprecation come first, though the extension that may say why
        // the symbol is deprecated is read after the declaration.
        html = SymbolBadges.html(for: symbol, deprecationSummary: deprecationSummary) + html
        let neighbours = context.navigation.neighbours(of: page)
        let abstract =
            overrides
            ? extensionArticle?.document.firstParagraph?.text : context.summaries[page]
        let header = extensionArticle.map { article in
            MetadataHeader(
                metadata: article.metadata,
                links: context.articleLinks[article.relativePath] ?? DocumentLinks(), page: page)
        }
        var content = PageContent(
            path: page, title: extensionArticle?.metadata.displayName ?? symbol.title,
            eyebrow: header?.eyebrow(fallback: symbol.kind.displayName) ?? symbol.kind.displayName,
            abstract: abstract,
            bodyHTML: html, breadcrumbs: context.navigation.breadcrumbs[page] ?? [],
            onThisPage: outline, previous: neighbours.previous, next: neighbours.next)
        content.headerHTML = header?.html ?? ""
        content.headerClass = header?.colorClass
        return RenderedPage(
            content: content,
            searchEntry: searchEntry(symbol, page: page, headings: extensionHeadings),
            printSection: nil, articleSnippets: extensionSnippets)
    }

    /// The symbol's search entry: its names, summary, and one section per member.
    private func searchEntry(
        _ symbol: APISymbol, page: String, headings: [(heading: Heading, anchor: String)]
    ) -> SearchEntry {
        let anchors = Dictionary(headings.map { ($0.heading.location, $0.anchor) }) { first, _ in
            first
        }
        let members = context.catalog.members(of: symbol.id)
        var sections = [
            SearchEntry.Section(heading: "", anchor: "", text: context.summaries[page] ?? "")
        ]
        if let article = context.extensionArticles[symbol.id] {
            sections += article.document.sections.filter { $0.heading?.level != 1 }.map { section in
                SearchEntry.Section(
                    heading: section.heading?.text ?? "",
                    anchor: section.heading.flatMap { anchors[$0.location] } ?? "",
                    text: section.text)
            }
        }
        for member in members where !context.catalog.hasPage(member) {
            guard let anchor = context.routes.memberAnchors[member.id] else { continue }
            sections.append(
                SearchEntry.Section(
                    heading: member.title, anchor: anchor,
                    text: context.summaries["\(page)#\(anchor)"] ?? ""))
        }
        return SearchEntry(
            title: symbol.title, href: page, kind: symbol.kind.displayName.lowercased(),
            summary: context.summaries[page] ?? "",
            keywords: [symbol.qualifiedName]
                + members.map { "\(symbol.qualifiedName).\($0.title)" },
            sections: sections)
    }
}
