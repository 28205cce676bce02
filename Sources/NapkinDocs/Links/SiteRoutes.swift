import NapkinDocsCore

/// Where every page and every symbol lives in the site, relative to the site root.
///
/// - The root article is `index.html`; other articles are `articles/<title-slug>.html`.
/// - Each type and top-level declaration is `documentation/<name-slug>.html`; members are
///   anchors on their type's page.
/// - In a site of several modules, each module's pages are in its ``folder`` (`napkin/`), and
///   the site's own `index.html` lists the modules.
/// - Extension articles (titled ``` # ``Presenter`` ```) have no page of their own: links to
///   them go to the symbol's page.
///
/// Names are handed out in sorted order, so the same inputs always give the same paths.
package struct SiteRoutes: Sendable {
    /// The folder of the module's pages, ending in `/`, in a site of several modules; empty
    /// when the module is the whole site.
    package let folder: String
    /// The page of each page-owning symbol, by precise identifier.
    package private(set) var symbolPages: [String: String] = [:]
    /// The anchor of each member on its owner's page, by precise identifier.
    package private(set) var memberAnchors: [String: String] = [:]
    /// The page of each article, by source path.
    package private(set) var articlePages: [String: String] = [:]
    /// The page or anchor, and qualified name, of each symbol of the site's modules, by precise
    /// identifier: declarations and relationships naming another module's symbol link there.
    /// (One table serves every module; a module's own symbols are found first in its own
    /// tables.)
    package var otherModuleSymbols: [String: NavLink] = [:]
    /// Whether symbols outside the site link to their published pages
    /// (``PublishedDocumentation``); off with `--no-published-links`.
    package var publishedLinks = true
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
    /// - Parameters:
    ///   - catalog: The documented module's API.
    ///   - folder: The folder of the module's pages (``folder``).
    package init(catalog: SymbolCatalog, folder: String = "") {
        self.folder = folder
        var files = Slug.Uniquer()
        for symbol in catalog.pageSymbols {
            let page =
                folder + "documentation/\(files.unique(Slug.make(symbol.qualifiedName))).html"
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

    /// The module's root page: the site's `index.html`, or its folder's.
    package var rootPage: String { folder + "index.html" }

    /// The page of an article titled with `slug`.
    package func articlePage(slug: String) -> String { folder + "articles/\(slug).html" }

    /// Whether `href` is a symbol's page (or a member's anchor on one), of this module or of
    /// another in the same site: its file is in a `documentation` folder.
    package static func isSymbolPage(_ href: String) -> Bool {
        let parts = href.split(separator: "#", maxSplits: 1).first?.split(separator: "/") ?? []
        return parts.count >= 2 && parts[parts.count - 2] == "documentation"
    }

    /// A uniquer for the folders of the modules of a site of several (each module's name as a
    /// slug, then `/`: `argumentparser/`), which already holds the site's own folders, so that
    /// no module's pages land among the assets or the search index, and two modules whose
    /// names differ only in case get two folders.
    /// - Returns: A uniquer for one site.
    package static func moduleFolderUniquer() -> Slug.Uniquer {
        var uniquer = Slug.Uniquer()
        for folder in [SiteAssets.folder, SearchFormat.shardFolder] { _ = uniquer.unique(folder) }
        return uniquer
    }

    /// Records an article's page.
    /// - Parameters:
    ///   - path: The article's source path.
    ///   - page: Its page, relative to the site root.
    package mutating func addArticle(path: String, page: String) {
        articlePages[path] = page
    }

    /// The page or anchor, and qualified name, of every symbol `catalog` declares that has a
    /// place in the site, by precise identifier (not the types it only extends: those are
    /// documented where they are declared).
    /// - Parameter catalog: The module's API.
    /// - Returns: The links.
    package func declaredSymbolLinks(in catalog: SymbolCatalog) -> [String: NavLink] {
        var links: [String: NavLink] = [:]
        for symbol in catalog.symbols where !ExtendedTypes.isExtended(symbol.kind) {
            guard let href = href(forSymbol: symbol.id, in: catalog) else { continue }
            links[symbol.id] = NavLink(title: symbol.qualifiedName, href: href)
        }
        return links
    }

    /// The published page of a type outside the site that a declaration names, unless the
    /// build keeps its links to the site.
    /// - Parameters:
    ///   - id: The type's precise identifier.
    ///   - name: Its name as the declaration spells it.
    /// - Returns: The page's URL, or `nil`.
    package func publishedHref(forSymbol id: String, name: String) -> String? {
        publishedLinks ? PublishedDocumentation.url(forPreciseIdentifier: id, name: name) : nil
    }

    /// The published page of a symbol of another module, named by its path there
    /// (`Swift/Array`), unless the build keeps its links to the site.
    /// - Parameter path: The module, then the symbol's path in it.
    /// - Returns: The page's URL, or `nil`.
    package func publishedHref(forPath path: [String]) -> String? {
        guard publishedLinks, let module = path.first else { return nil }
        return PublishedDocumentation.url(module: module, path: Array(path.dropFirst()))
    }

    /// The page a declaration's type name links to: the type's own, in the module that
    /// declares it, rather than this module's page of what it adds to the type.
    /// - Parameters:
    ///   - id: The type's precise identifier.
    ///   - catalog: This module's API.
    /// - Returns: The href, or `nil`.
    package func declarationHref(forSymbol id: String, in catalog: SymbolCatalog) -> String? {
        if let other = otherModuleSymbols[id],
            catalog.symbol(withID: id).map({ ExtendedTypes.isExtended($0.kind) }) ?? true
        {
            return other.href
        }
        return href(forSymbol: id, in: catalog)
    }

    /// The page and anchor of a symbol, as a root-relative href (`documentation/router.html#load`):
    /// one of this module's, else one of another module of the site.
    /// - Parameter id: A precise identifier.
    /// - Returns: The href, or `nil` when the symbol has no place in the site.
    package func href(forSymbol id: String, in catalog: SymbolCatalog) -> String? {
        if let page = symbolPages[id] { return page }
        guard let owner = catalog.pageOwner(of: id), let page = symbolPages[owner.id],
            let anchor = memberAnchors[id]
        else { return otherModuleSymbols[id]?.href }
        return "\(page)#\(anchor)"
    }
}
