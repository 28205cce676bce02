import NapkinDocsCore

/// Writes a page's Topics and See Also sections: each group's links with their summaries.
struct TopicsRenderer: Sendable {
    /// The shared site data (summaries in particular).
    var context: SiteContext
    /// The page being written.
    var page: String
    /// How the Topics groups are shown (`@TopicsVisualStyle`); See Also is always a list.
    var topicsStyle = LinkCards.Style.list

    /// The Topics section for `groups`, or an empty string when there are none.
    /// - Parameters:
    ///   - groups: The groups, in order.
    ///   - anchors: The page's anchors; group headings are added.
    ///   - outline: The on-this-page list; the section and its groups are added.
    /// - Returns: The section's HTML.
    func topics(
        _ groups: [SiteNavigation.Group], anchors: inout Slug.Uniquer, outline: inout [NavLink]
    ) -> String {
        let visible = groups.filter { !$0.pages.isEmpty }
        guard !visible.isEmpty else { return "" }
        let anchor = anchors.unique("topics")
        outline.append(NavLink(title: "Topics", href: "#\(anchor)", level: 2))
        var html = "<section class=\"topics\" id=\"\(anchor)\">\n<h2>Topics</h2>\n"
        for group in visible {
            if !group.title.isEmpty {
                let groupAnchor = anchors.unique(Slug.make(group.title))
                outline.append(NavLink(title: group.title, href: "#\(groupAnchor)", level: 3))
                html += "<h3 id=\"\(groupAnchor)\">\(HTMLEscaping.text(group.title))</h3>\n"
            }
            html += list(group.pages, style: topicsStyle)
        }
        return html + "</section>\n"
    }

    /// The See Also section for `pages`, or an empty string when there are none.
    /// - Parameters:
    ///   - pages: The related pages.
    ///   - anchors: The page's anchors.
    ///   - outline: The on-this-page list.
    /// - Returns: The section's HTML.
    func seeAlso(
        _ pages: [NavLink], anchors: inout Slug.Uniquer, outline: inout [NavLink]
    ) -> String {
        guard !pages.isEmpty else { return "" }
        let anchor = anchors.unique("see-also")
        outline.append(NavLink(title: "See Also", href: "#\(anchor)", level: 2))
        return "<section class=\"see-also\" id=\"\(anchor)\">\n<h2>See Also</h2>\n"
            + list(pages) + "</section>\n"
    }

    /// A list of links, each with the target's summary under it, or cards in a grid; a
    /// symbol's link shows its declaration's short form, as DocC's lists do.
    /// - Parameters:
    ///   - pages: The linked pages, with root-relative hrefs.
    ///   - style: How they are shown.
    /// - Returns: The list's HTML.
    func list(_ pages: [NavLink], style: LinkCards.Style = .list) -> String {
        let entries = pages.map { entry in
            LinkCards.Entry(
                href: relativeHref(entry.href, from: page), title: entry.title,
                isSymbol: SiteRoutes.isSymbolPage(entry.href),
                declaration: context.subHeadings[entry.href].map(DeclarationRenderer.linkTitle),
                summary: context.summaryMarkup[entry.href] ?? "",
                image: context.cardImages[entry.href].map { relativeHref($0, from: page) })
        }
        return LinkCards(style: style).fragment(entries).html
    }
}
