import Foundation
import NapkinDocsCore
internal import NapkinLocking

/// The print pages: every article in reading order on `print.html`, or, when that one page would
/// be too large for a browser to open comfortably, in numbered parts (`print-1.html`, …) that
/// `print.html` lists.
///
/// Parts are cut in reading order, between articles, once a part holds ``partLimit`` bytes of
/// articles; an article larger than that has a part of its own. A site whose articles fit in
/// one part keeps the single `print.html` it always had.
enum PrintPages {
    /// The most article HTML one print page holds before the next article starts a new part:
    /// well under the 25 MB a generated file may reach, page layout included.
    static let partLimit = 8 << 20

    /// One print page being filled: its path and its articles.
    private struct Part {
        /// The page's path (`print-2.html`).
        var path: String
        /// Its articles, in reading order.
        var articles: [NavLink] = []
        /// The bytes of their sections.
        var size = 0
    }

    /// Makes the print pages of `sections`, each handed to `emit` as soon as it is made, so
    /// that no more than one part per core is in memory at once (a site's print pages are as
    /// large as all its articles).
    ///
    /// The parts are made on every core, each by the worker that takes it, and `emit` is
    /// called on that worker: on a large site, reading the parts' sections back and writing
    /// them out is most of the index stage, too much for one core.
    /// - Parameters:
    ///   - sections: The articles' print sections, by page path; left empty.
    ///   - navigation: The site's navigation, for the reading order.
    ///   - siteTitle: The site's name.
    ///   - partLimit: The most article HTML one page holds (``partLimit`` but in tests).
    ///   - emit: Takes each page with its position: `print.html` (0) first, then the parts
    ///     (1, 2, …) when there is more than one, in any order; called from any thread.
    static func write(
        sections: inout [String: PrintSection], navigation: SiteNavigation, siteTitle: String,
        partLimit: Int = partLimit, to emit: @Sendable (_ position: Int, SiteFile) -> Void
    ) {
        let order = navigation.readingOrder.filter { sections[$0.href] != nil }
        var parts: [Part] = []
        for link in order {
            let size = sections[link.href]?.size ?? 0
            if parts.isEmpty
                || (!parts[parts.count - 1].articles.isEmpty
                    && parts[parts.count - 1].size + size > partLimit)
            {
                parts.append(Part(path: "print-\(parts.count + 1).html"))
            }
            parts[parts.count - 1].articles.append(link)
            parts[parts.count - 1].size += size
        }
        guard parts.count > 1 else {
            let articles = order.map { sections.removeValue(forKey: $0.href) }
            emit(
                0,
                page(
                    path: "print.html", title: "\(siteTitle): all articles",
                    articles: order, sections: articles, siteTitle: siteTitle))
            return
        }
        emit(0, index(of: parts, siteTitle: siteTitle))
        let jobs = parts.map { part in
            (part: part, sections: part.articles.map { sections.removeValue(forKey: $0.href) })
        }
        _ = Parallel.map(jobs.count) { number in
            let (part, sections) = jobs[number]
            emit(
                number + 1,
                page(
                    path: part.path,
                    title: "\(siteTitle): all articles, part \(number + 1) of \(jobs.count)",
                    articles: part.articles, sections: sections, siteTitle: siteTitle))
        }
    }

    /// One print page: its articles' sections, in order.
    ///
    /// The page is laid out with an empty body, which the layout says where it goes; the
    /// sections are appended there.
    /// - Parameters:
    ///   - articles: The page's articles, in order.
    ///   - sections: Their sections, in the same order.
    private static func page(
        path: String, title: String, articles: [NavLink], sections: [PrintSection?],
        siteTitle: String
    ) -> SiteFile {
        let outline = articles.map {
            NavLink(title: $0.title, href: "#" + Slug.make($0.href), level: 2)
        }
        let content = PageContent(
            path: path, title: title, eyebrow: "Print", abstract: nil, bodyHTML: "",
            onThisPage: outline)
        let (layout, bodyOffset) = PageLayout.document(for: content, siteTitle: siteTitle)
        let layoutBytes = Array(layout.utf8)
        var data = Data(layoutBytes[..<bodyOffset])
        data.reserveCapacity(
            layoutBytes.count + sections.reduce(0) { $0 + ($1?.size ?? 0) } + 4096)
        for section in sections { section?.append(to: &data) }
        data.append(contentsOf: layoutBytes[bodyOffset...])
        return SiteFile(path: path, contents: data)
    }

    /// `print.html` when the articles are in parts: each part, with the articles it holds.
    private static func index(of parts: [Part], siteTitle: String) -> SiteFile {
        var body =
            "<p>The articles are printed in \(parts.count) parts, in reading order; "
            + "open a part and print it.</p>\n"
        var outline: [NavLink] = []
        for (number, part) in parts.enumerated() {
            let anchor = "part-\(number + 1)"
            outline.append(NavLink(title: "Part \(number + 1)", href: "#" + anchor, level: 2))
            body += "<h2 id=\"\(anchor)\"><a href=\"\(part.path)\">Part \(number + 1)</a></h2>\n"
            body += "<ul>\n"
            for article in part.articles {
                let href = HTMLEscaping.attribute(part.path + "#" + Slug.make(article.href))
                body += "<li><a href=\"\(href)\">\(HTMLEscaping.text(article.title))</a></li>\n"
            }
            body += "</ul>\n"
        }
        let content = PageContent(
            path: "print.html", title: "\(siteTitle): all articles", eyebrow: "Print",
            abstract: nil, bodyHTML: body, onThisPage: outline)
        return SiteFile(
            path: "print.html", text: PageLayout.html(for: content, siteTitle: siteTitle))
    }
}
