import NapkinDocsCore

/// Where every page and every symbol lives in the site, relative to the site root.
///
/// - The root article is `index.html`; other articles are `articles/<title-slug>.html`.
/// - Each type and top-level declaration is `documentation/<name-slug>.html`; members are
///   anchors on their type's page.
/// - Extension articles (titled ``` # ``Presenter`` ```) have no page of their own: links to
///   them go to the symbol's page.
///
/// Names are handed out in sorted order, so the same inputs always give the same paths.
package struct SiteRoutes: Sendable {
    /// The page of each page-owning symbol, by precise identifier.
    package private(set) var symbolPages: [String: String] = [:]
    /// The anchor of each member on its owner's page, by precise identifier.
    package private(set) var memberAnchors: [String: String] = [:]
    /// The page of each article, by source path.
    package private(set) var articlePages: [String: String] = [:]
    /// The anchors already used on each page, so headings added later stay unique.
    package private(set) var usedAnchors: [String: Slug.Uniquer] = [:]

    /// A uniquer that already holds the layout's own ids (``PageLayoutID``), which no heading
    /// may take.
    /// - Returns: A fresh uniquer for one page.
    package static func layoutUniquer() -> Slug.Uniquer {
        var uniquer = Slug.Uniquer()
        for id in PageLayoutID.allCases { _ = uniquer.unique(id.rawValue) }
        return uniquer
    }

    /// Creates routes for the catalog's symbols; articles are added with ``addArticle(path:page:)``.
    /// - Parameter catalog: The documented module's API.
    package init(catalog: SymbolCatalog) {
        var files = Slug.Uniquer()
        for symbol in catalog.pageSymbols {
            let page = "documentation/\(files.unique(Slug.make(symbol.qualifiedName))).html"
            symbolPages[symbol.id] = page
            var anchors = Self.layoutUniquer()
            for section in SymbolPageSectionID.allCases { _ = anchors.unique(section.rawValue) }
            usedAnchors[page] = anchors
        }
        for symbol in catalog.symbols where !catalog.hasPage(symbol) {
            guard let owner = catalog.pageOwner(of: symbol.id), let page = symbolPages[owner.id]
            else { continue }
            memberAnchors[symbol.id] = usedAnchors[page]?.unique(Slug.make(symbol.title))
        }
    }

    /// Records an article's page.
    /// - Parameters:
    ///   - path: The article's source path.
    ///   - page: Its page, relative to the site root.
    package mutating func addArticle(path: String, page: String) {
        articlePages[path] = page
    }

    /// The page and anchor of a symbol, as a root-relative href (`documentation/router.html#load`).
    /// - Parameter id: A precise identifier.
    /// - Returns: The href, or `nil` when the symbol has no place in the site.
    package func href(forSymbol id: String, in catalog: SymbolCatalog) -> String? {
        if let page = symbolPages[id] { return page }
        guard let owner = catalog.pageOwner(of: id), let page = symbolPages[owner.id],
            let anchor = memberAnchors[id]
        else { return nil }
        return "\(page)#\(anchor)"
    }
}
