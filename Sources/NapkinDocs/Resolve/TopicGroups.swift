import NapkinDocsCore

/// The resolved `## Topics` groups of every page, and the navigation built from them.
///
/// Pages that no Topics section reaches are still placed: articles under "Articles" on the root
/// page, top-level symbols under their kind's group ("Classes", "Protocols", …) on the root
/// page, nested types under their parent's page. So every page has breadcrumbs and a place in
/// the reading order.
struct TopicGroups: Sendable {
    /// The groups of each page, by root-relative href.
    private(set) var groups: [String: [SiteNavigation.Group]] = [:]
    /// Topics entries that name nothing: errors in sources the snippet tests compile,
    /// warnings in any other Markdown (where the link stage has already warned about an
    /// unresolved link, and nothing is repeated).
    private(set) var diagnostics: [Diagnostic] = []
    /// Which rules the sources follow.
    private let rules: SourceRules
    /// The site's link resolver, for the tutorials a table of contents lists.
    private let resolver: LinkResolver
    /// The planned articles.
    let plan: ArticlePlan
    /// The documented module's API.
    let catalog: SymbolCatalog

    /// Resolves the Topics sections of every article and symbol page.
    /// - Parameters:
    ///   - plan: The articles and their pages.
    ///   - catalog: The documented module's API.
    ///   - comments: Its doc comments, parsed.
    ///   - resolver: The site's link resolver.
    ///   - rules: Which rules the sources follow: a Topics entry that names nothing stops the
    ///     build only in compiled sources, as DocC only warns.
    init(
        plan: ArticlePlan, catalog: SymbolCatalog, comments: CommentDocuments,
        resolver: LinkResolver, rules: SourceRules = .compiled
    ) {
        self.plan = plan
        self.catalog = catalog
        self.rules = rules
        self.resolver = resolver
        for (article, page) in plan.pages {
            guard let section = TopicsSection.read(from: article.document) else { continue }
            let path = article.document.path
            groups[page] = resolve(
                section, resolver: resolver, articlePath: article.relativePath, context: nil
            ) {
                (path, $0)
            }
        }
        for symbol in catalog.pageSymbols {
            guard let page = plan.routes.symbolPages[symbol.id] else { continue }
            if let article = plan.extensions[symbol.id],
                let section = TopicsSection.read(from: article.document)
            {
                let path = article.document.path
                groups[page] = resolve(
                    section, resolver: resolver, articlePath: article.relativePath, context: symbol
                ) {
                    (path, $0)
                }
            } else if let comment = symbol.docComment, let document = comments[symbol.id] {
                guard let section = TopicsSection.read(from: document) else { continue }
                let reported = diagnostics.count
                defer {
                    diagnostics[reported...] =
                        diagnostics[reported...].map {
                            comment.reported($0, symbol: symbol.path)
                        }[...]
                }
                groups[page] = resolve(
                    section, resolver: resolver, articlePath: nil, context: symbol
                ) {
                    let position = comment.sourcePosition(line: $0.line, column: $0.column)
                    return (
                        comment.path, SourceLocation(line: position.line, column: position.column)
                    )
                }
            }
        }
    }

    /// Builds the navigation, placing every page no Topics section reaches.
    /// - Returns: The site's navigation.
    mutating func navigation() -> SiteNavigation {
        let rootTitle =
            plan.root?.title ?? (catalog.moduleName.isEmpty ? "Documentation" : catalog.moduleName)
        let root = NavLink(title: rootTitle, href: plan.routes.rootPage)
        if plan.root == nil {
            let pages = plan.pages.filter { !$0.article.isTutorial }.map {
                NavLink(title: $0.article.title, href: $0.page)
            }
            groups[root.href] = [
                SiteNavigation.Group(title: "Articles", pages: Self.byTitle(pages))
            ]
        }
        let first = SiteNavigation(root: root, groups: groups)
        var reached = Set(first.readingOrder.map(\.href))
        let stray = plan.pages.filter { !reached.contains($0.page) }
        let strayArticles = stray.filter { !$0.article.isTutorial }
            .map { NavLink(title: $0.article.title, href: $0.page) }
        if !strayArticles.isEmpty {
            let title = (groups[root.href] ?? []).isEmpty ? "Articles" : "More Articles"
            groups[root.href, default: []].append(
                SiteNavigation.Group(title: title, pages: Self.byTitle(strayArticles)))
            reached.formUnion(strayArticles.map(\.href))
        }
        // Tutorials are a path of their own, as in DocC: never among the articles.
        let strayTutorials = tutorialOrder(stray.filter(\.article.isTutorial))
        if !strayTutorials.isEmpty {
            groups[root.href, default: []].append(
                SiteNavigation.Group(title: "Tutorials", pages: strayTutorials))
            reached.formUnion(strayTutorials.map(\.href))
        }
        // Types before their nested types, so a nested type is placed under a reached parent.
        let strays = catalog.pageSymbols.filter { symbol in
            plan.routes.symbolPages[symbol.id].map { !reached.contains($0) } ?? false
        }.sorted {
            ($0.pathComponents.count, $0.path, $0.id) < ($1.pathComponents.count, $1.path, $1.id)
        }
        var additions: [String: [APISymbol]] = [:]
        for symbol in strays {
            let parentPage = symbol.parentID.flatMap { plan.routes.symbolPages[$0] } ?? root.href
            additions[parentPage, default: []].append(symbol)
        }
        for (parentPage, symbols) in additions.sorted(by: { $0.key < $1.key }) {
            for group in SymbolKind.defaultGroups(symbols) {
                let links = group.symbols.compactMap { symbol in
                    plan.routes.symbolPages[symbol.id].map {
                        NavLink(title: symbol.title, href: $0)
                    }
                }
                groups[parentPage, default: []].append(
                    SiteNavigation.Group(title: group.title, pages: Self.byTitle(links)))
            }
        }
        return SiteNavigation(
            root: root, groups: groups, sidebarGroups: sidebarGroups(after: groups),
            kinds: navigationKinds())
    }

    /// Resolves one Topics section into groups, reporting entries that name nothing.
    private mutating func resolve(
        _ section: TopicsSection, resolver: LinkResolver, articlePath: String?, context: APISymbol?,
        locate: (SourceLocation) -> (path: String, location: SourceLocation)
    ) -> [SiteNavigation.Group] {
        section.groups.map { group in
            var pages: [NavLink] = []
            for entry in group.entries {
                let resolution: LinkResolution
                switch entry.reference {
                case .symbol(let text)?: resolution = resolver.resolveSymbol(text, context: context)
                case .link(let destination)?:
                    resolution = resolver.resolveDestination(destination, fromArticle: articlePath)
                case nil:
                    report(
                        "Topics entry names nothing: each item must be a symbol link (``Name``) or "
                            + "an article link (<doc:Name>)", at: locate(entry.location))
                    continue
                }
                switch resolution {
                case .resolved(let target):
                    pages.append(NavLink(title: target.title, href: target.href))
                case .unresolved(let message):
                    // The link stage warned about it already; and without symbols a symbol
                    // link is code, as everywhere else in such a folder.
                    guard rules == .compiled else { continue }
                    report("Topics entry names nothing: \(message)", at: locate(entry.location))
                case .external, .untouched:
                    report(
                        "Topics entry must name an article or a symbol, not an outside link",
                        at: locate(entry.location))
                }
            }
            return SiteNavigation.Group(title: group.title, pages: pages)
        }
    }

    /// Tutorial pages in the order a reader takes them: each table of contents (`@Tutorials`),
    /// then the tutorials in the order the tables of contents list them, then the rest by
    /// title.
    private func tutorialOrder(
        _ pages: [(article: ArticleSource, page: String)]
    ) -> [NavLink] {
        let tables = pages.filter { $0.article.tutorialKind == "Tutorials" }
        var listed: [String] = []
        for table in tables {
            for use in table.article.document.directives
            where DirectiveSpec.tutorialReference.describes(use.directive) {
                guard let destination = use.directive["tutorial"],
                    case .resolved(let target) = resolver.resolveDestination(
                        destination.hasPrefix("doc:") ? destination : "doc:" + destination,
                        fromArticle: table.article.relativePath)
                else { continue }
                listed.append(target.href)
            }
        }
        let position = Dictionary(listed.enumerated().map { ($1, $0) }) { first, _ in first }
        let links = pages.map { NavLink(title: $0.article.title, href: $0.page) }
        let tableHrefs = Set(tables.map(\.page))
        return Self.byTitle(links.filter { tableHrefs.contains($0.href) })
            + links.filter { !tableHrefs.contains($0.href) }.sorted {
                (position[$0.href] ?? .max, $0.title, $0.href)
                    < (position[$1.href] ?? .max, $1.title, $1.href)
            }
    }

    /// Reports a Topics entry that is left out: an error in compiled sources, else a warning.
    private mutating func report(
        _ message: String, at place: (path: String, location: SourceLocation)
    ) {
        diagnostics.append(
            rules == .compiled
                ? .error(message, path: place.path, at: place.location)
                : .warning(message, path: place.path, at: place.location))
    }

    /// Sorts links by title, then href.
    private static func byTitle(_ links: [NavLink]) -> [NavLink] {
        links.sorted { ($0.title, $0.href) < ($1.title, $1.href) }
    }
}
