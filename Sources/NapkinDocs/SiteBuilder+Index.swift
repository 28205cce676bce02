import Foundation

/// The index stage of ``SiteBuilder``: the files shared by every page.
extension SiteBuilder {
    /// The search index, the navigation script, `print.html` and the theme's assets.
    ///
    /// The pages' search entries and print bodies are moved out of `pages` (not copied), and each
    /// print body is freed once spliced into `print.html`, to keep the peak memory down.
    /// - Parameters:
    ///   - pages: Every rendered page, sorted by path; left without entries and print bodies.
    ///   - context: The shared site data.
    /// - Returns: The files, in no particular order (the caller sorts).
    func indexFiles(pages: inout [RenderedPage], context: SiteContext) async -> [SiteFile] {
        let entries = pages.map(\.searchEntry)
        var bodies: [String: String] = [:]
        for index in pages.indices {
            pages[index].searchEntry = SearchEntry(title: "", href: "", kind: "")
            if let body = pages[index].printHTML { bodies[pages[index].content.path] = body }
            pages[index].printHTML = nil
        }
        // The search index is the largest job left: it runs beside the print page.
        async let search = SearchIndex.javaScript(for: entries)
        var files = [
            SiteFile(
                path: NavigationScript.path,
                text: NavigationScript.javaScript(for: context.navigation.tree))
        ]
        files += SiteAssets.files.map { SiteFile(path: $0.path, text: $0.contents) }
        files.append(printPage(bodies: &bodies, context: context))
        files.append(SiteFile(path: SearchIndex.path, text: await search))
        return files
    }

    /// `print.html`: every article, in reading order, on one page.
    ///
    /// The page is laid out around a marker, then the articles' bodies are spliced in as bytes,
    /// each removed from `bodies` once copied: the big body is never held twice.
    private func printPage(bodies: inout [String: String], context: SiteContext) -> SiteFile {
        let order = context.navigation.readingOrder.filter { bodies[$0.href] != nil }
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
        data.reserveCapacity(data.count + bodies.values.reduce(0) { $0 + $1.utf8.count } + 4096)
        for link in order {
            if let body = bodies.removeValue(forKey: link.href) {
                data.append(contentsOf: body.utf8)
            }
        }
        data.append(contentsOf: parts.dropFirst().joined(separator: marker).utf8)
        return SiteFile(path: "print.html", contents: data)
    }
}
