import Foundation

/// The index stage of ``SiteBuilder``: the files shared by every page.
extension SiteBuilder {
    /// The search index, the navigation script, `print.html` and the theme's assets.
    ///
    /// The pages' search terms and print sections are moved out of `pages` (not copied), and
    /// each print section is dropped once spliced into `print.html`.
    /// - Parameters:
    ///   - pages: Every rendered page, sorted by path; left without entries and print sections.
    ///   - context: The shared site data.
    /// - Returns: The files, in no particular order (the caller sorts).
    func indexFiles(pages: inout [RenderedPage], context: SiteContext) async -> [SiteFile] {
        let terms = pages.map { $0.searchTerms ?? SearchIndex.PageTerms($0.searchEntry) }
        var sections: [String: (section: PrintSection, document: Data)] = [:]
        for index in pages.indices {
            pages[index].searchEntry = SearchEntry(title: "", href: "", kind: "")
            pages[index].searchTerms = nil
            if let section = pages[index].printSection {
                sections[pages[index].content.path] = (section, pages[index].document)
            }
            pages[index].printSection = nil
        }
        // The search index is the largest job left: it runs beside the print page.
        async let search = SearchIndex.files(for: terms)
        var files = [
            SiteFile(
                path: NavigationScript.path,
                text: NavigationScript.javaScript(for: context.navigation.tree))
        ]
        files += SiteAssets.files.map { SiteFile(path: $0.path, text: $0.contents) }
        files.append(printPage(sections: &sections, context: context))
        files += await search.map { SiteFile(path: $0.path, contents: Data($0.contents)) }
        return files
    }

    /// `print.html`: every article, in reading order, on one page.
    ///
    /// The page is laid out around a marker, then the articles are spliced in as bytes, each
    /// rebased straight from its page's document (see ``PrintSection``): no article body is
    /// ever held twice.
    private func printPage(
        sections: inout [String: (section: PrintSection, document: Data)], context: SiteContext
    ) -> SiteFile {
        let order = context.navigation.readingOrder.filter { sections[$0.href] != nil }
        let outline = order.map {
            NavLink(title: $0.title, href: "#" + Slug.make($0.href), level: 2)
        }
        let marker = "<!-- napkin-docs: print body -->"
        let content = PageContent(
            path: "print.html", title: "\(context.siteTitle): all articles", eyebrow: "Print",
            abstract: nil, bodyHTML: marker, onThisPage: outline)
        let layout = PageLayout.html(for: content, siteTitle: context.siteTitle)
        let parts = layout.components(separatedBy: marker)
        var data = Data(parts[0].utf8)
        data.reserveCapacity(
            data.count + sections.values.reduce(0) { $0 + $1.section.estimatedSize } + 4096)
        for link in order {
            if let entry = sections.removeValue(forKey: link.href) {
                entry.section.append(to: &data, document: entry.document)
            }
        }
        data.append(contentsOf: parts.dropFirst().joined(separator: marker).utf8)
        return SiteFile(path: "print.html", contents: data)
    }
}
