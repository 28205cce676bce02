import NapkinDocsCore

/// Writes the Topics section of a symbol page, with every member documented in full under its
/// group and reachable by its own anchor.
///
/// The groups are the symbol's own `## Topics` groups (from its doc comment or extension
/// article) when it has them; members they do not list follow in DocC's default groups
/// (Initializers, Instance Properties, Instance Methods, …).
struct MemberRenderer: Sendable {
    /// The shared site data.
    var context: SiteContext
    /// The page being written.
    var page: String

    /// The Topics section of `symbol`, or an empty string when it has no members.
    /// - Parameters:
    ///   - symbol: The page's symbol.
    ///   - anchors: The page's anchors.
    ///   - outline: The on-this-page list.
    /// - Returns: The section's HTML.
    func topics(
        of symbol: APISymbol, anchors: inout Slug.Uniquer, outline: inout [NavLink]
    ) -> String {
        let members = context.catalog.members(of: symbol.id)
        let byHref = Dictionary(
            members.compactMap { member in
                context.routes.href(forSymbol: member.id, in: context.catalog).map { ($0, member) }
            }
        ) { first, _ in first }
        var listed: Set<String> = []
        var groups: [(title: String, entries: [Entry])] = []
        for group in context.topicGroups[page] ?? [] {
            let entries = group.pages.map { link -> Entry in
                if let member = byHref[link.href] {
                    listed.insert(member.id)
                    if !context.catalog.hasPage(member) { return .member(member) }
                }
                return .link(link)
            }
            groups.append((group.title, entries))
        }
        let remaining = members.filter { !listed.contains($0.id) }
        for (title, symbols) in SymbolKind.defaultGroups(remaining) {
            let entries = symbols.map { member -> Entry in
                if context.catalog.hasPage(member),
                    let href = context.routes.href(forSymbol: member.id, in: context.catalog)
                {
                    return .link(NavLink(title: member.title, href: href))
                }
                return .member(member)
            }
            groups.append((title, entries))
        }
        guard groups.contains(where: { !$0.entries.isEmpty }) else { return "" }
        let topicsAnchor = anchors.unique("topics")
        outline.append(NavLink(title: "Topics", href: "#\(topicsAnchor)", level: 2))
        var html = "<section class=\"topics\" id=\"\(topicsAnchor)\">\n<h2>Topics</h2>\n"
        let links = TopicsRenderer(context: context, page: page)
        for group in groups where !group.entries.isEmpty {
            let groupAnchor = anchors.unique(Slug.make(group.title))
            outline.append(NavLink(title: group.title, href: "#\(groupAnchor)", level: 3))
            html += "<h3 id=\"\(groupAnchor)\">\(HTMLEscaping.text(group.title))</h3>\n"
            var pending: [NavLink] = []
            for entry in group.entries {
                switch entry {
                case .link(let link):
                    pending.append(link)
                case .member(let member):
                    if !pending.isEmpty { html += links.list(pending) }
                    pending = []
                    html += memberHTML(member, anchors: &anchors)
                }
            }
            if !pending.isEmpty { html += links.list(pending) }
        }
        return html + "</section>\n"
    }

    /// One entry of a Topics group: a member shown in full, or a link to another page.
    enum Entry {
        /// A member documented on this page.
        case member(APISymbol)
        /// Another page (a nested type, an article, another symbol).
        case link(NavLink)
    }

    /// A member in full: title with its anchor, declaration, and doc comment.
    private func memberHTML(_ member: APISymbol, anchors: inout Slug.Uniquer) -> String {
        let anchor =
            context.routes.memberAnchors[member.id] ?? anchors.unique(Slug.make(member.title))
        let declarations = DeclarationRenderer(catalog: context.catalog, routes: context.routes)
        var html = "<section class=\"member\" id=\"\(HTMLEscaping.attribute(anchor))\">\n"
        html += "<h4><a class=\"member-link\" href=\"#\(HTMLEscaping.attribute(anchor))\">"
        html += "<code>\(HTMLEscaping.text(member.title))</code></a></h4>\n"
        html += "<p class=\"member-kind\">\(HTMLEscaping.text(member.kind.displayName))</p>\n"
        let extensionArticle = context.extensionArticles[member.id]
        let overrides = extensionArticle?.metadata.overridesDocComment == true
        let lead = overrides ? extensionArticle.map { ExtensionLead($0.document) } : nil
        let parts = overrides ? lead?.parts : context.comments.parts(of: member.id)
        let renderer = CommentRenderer(context: context, page: page)
        var ignored: [NavLink] = []
        var body = ""
        for part in [parts?.abstract, parts?.discussion].compactMap({ $0 }) {
            body += renderer.html(part, of: member, anchors: &anchors, outline: &ignored)
        }
        var deprecationSummary: String?
        if let article = extensionArticle {
            let rendered = context.extensionBody(
                of: article, on: page, anchors: &anchors, lead: lead)
            body += rendered.html
            deprecationSummary = rendered.deprecationSummary
        }
        if let parts {
            body += renderer.fields(
                parts, of: member, headingLevel: 5, anchors: &anchors, outline: &ignored)
        }
        html += SymbolBadges.html(for: member, deprecationSummary: deprecationSummary)
        html += declarations.html(for: member.fragments, on: page) + "\n"
        html += SymbolSourceLink.html(for: member, in: context)
        if body.isEmpty {
            return html + "<p class=\"undocumented\">No overview available.</p>\n</section>\n"
        }
        return html + body + "</section>\n"
    }
}
