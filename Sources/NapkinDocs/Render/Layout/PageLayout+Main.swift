import NapkinDocsCore

extension PageLayout {
    /// Writes the `<main>` element: breadcrumbs, title block, on-this-page list, body and
    /// previous/next links.
    ///
    /// It appends to the page rather than returning a string, so the body is copied once.
    /// - Parameters:
    ///   - page: The page's content.
    ///   - link: Makes a root-relative path page-relative and attribute-safe.
    ///   - html: The page being written.
    /// - Returns: The UTF-8 offset in `html` where the page's body starts.
    static func appendMainContent(
        for page: PageContent, link: (String) -> String, to html: inout String
    ) -> Int {
        let hasOutline = !page.onThisPage.isEmpty
        html +=
            "<main id=\"\(PageLayoutID.main)\" class=\"\(hasOutline ? "main has-outline" : "main")\""
        html += " tabindex=\"-1\">\n"
        if !page.breadcrumbs.isEmpty {
            html += "<nav class=\"breadcrumbs\" aria-label=\"Breadcrumbs\"><ol>"
            for crumb in page.breadcrumbs {
                html +=
                    "<li><a href=\"\(link(crumb.href))\">\(HTMLEscaping.text(crumb.title))</a></li>"
            }
            html += "<li><span aria-current=\"page\">\(HTMLEscaping.text(page.title))</span></li>"
            html += "</ol></nav>\n"
        }
        html += "<header class=\"page-header\(page.headerClass.map { " \($0)" } ?? "")\">\n"
        if !page.eyebrow.isEmpty {
            html += "<p class=\"eyebrow\">\(HTMLEscaping.text(page.eyebrow))</p>\n"
        }
        html += "<h1>\(HTMLEscaping.text(page.title))</h1>\n"
        if let abstract = page.abstract, !abstract.isEmpty {
            html += "<p class=\"abstract\">\(HTMLEscaping.text(abstract))</p>\n"
        }
        html += page.headerHTML
        html += "</header>\n"
        if hasOutline {
            html += outline(page.onThisPage, link: link)
        }
        html += "<div class=\"content\">\n"
        let bodyOffset = html.utf8.count
        html += page.bodyHTML
        html += "\n</div>\n"
        html += pager(previous: page.previous, next: page.next, link: link)
        html += "</main>\n"
        return bodyOffset
    }

    /// Writes the on-this-page list, indenting level-3 entries under level-2 ones.
    /// - Parameters:
    ///   - entries: The `#anchor` links, in page order.
    ///   - link: Makes a root-relative path page-relative and attribute-safe.
    /// - Returns: The outline's HTML.
    private static func outline(_ entries: [NavLink], link: (String) -> String) -> String {
        let topLevel = entries.map(\.level).min() ?? 2
        var html = "<nav class=\"outline\" aria-labelledby=\"\(PageLayoutID.outlineTitle)\">"
        html +=
            "<h2 id=\"\(PageLayoutID.outlineTitle)\" class=\"outline-title\">On this page</h2><ul>"
        for entry in entries {
            let depth = min(max(entry.level - topLevel, 0), 2)
            html += "<li class=\"outline-depth-\(depth)\"><a href=\"\(link(entry.href))\">"
            html += HTMLEscaping.text(entry.title) + "</a></li>"
        }
        html += "</ul></nav>\n"
        return html
    }

    /// Writes the previous/next links, or nothing when there are neither.
    /// - Parameters:
    ///   - previous: The page before, if any.
    ///   - next: The page after, if any.
    ///   - link: Makes a root-relative path page-relative and attribute-safe.
    /// - Returns: The pager's HTML.
    private static func pager(
        previous: NavLink?, next: NavLink?, link: (String) -> String
    )
        -> String
    {
        guard previous != nil || next != nil else { return "" }
        var html = "<nav class=\"pager\" aria-label=\"Previous and next pages\">"
        if let previous {
            html += "<a class=\"pager-previous\" rel=\"prev\" href=\"\(link(previous.href))\">"
            html += "<span class=\"pager-label\">Previous</span>"
            html += "<span class=\"pager-title\">\(HTMLEscaping.text(previous.title))</span></a>"
        }
        if let next {
            html += "<a class=\"pager-next\" rel=\"next\" href=\"\(link(next.href))\">"
            html += "<span class=\"pager-label\">Next</span>"
            html += "<span class=\"pager-title\">\(HTMLEscaping.text(next.title))</span></a>"
        }
        html += "</nav>\n"
        return html
    }
}
