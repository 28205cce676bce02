import NapkinDocsCore

/// Where each article goes: the root page, the pages of ordinary articles, and the symbol
/// pages that extension articles extend.
///
/// 1. The root is `<module>.md` (in a plain folder, else `index.md`, else the top `README.md`,
///    the page a folder opens with on GitHub or in mdBook); it becomes `index.html`.
/// 2. An article titled ``` # ``Symbol`` ``` extends that symbol's page.
/// 3. Every other article becomes `articles/<title-slug>.html`; two titles with the same slug
///    are an error at the second one's title, or, in Markdown that nothing compiles, give the
///    second page a number (`overview-2`).
///
/// Without symbols, a title of one double-backtick span is plain code: it names nothing to
/// extend.
struct ArticlePlan: Sendable {
    /// Every parsed article, in path order.
    var articles: [ArticleSource]
    /// The root article, or `nil` when the index is generated.
    var root: ArticleSource?
    /// The articles that have pages of their own, with their pages (root included).
    var pages: [(article: ArticleSource, page: String)] = []
    /// The extension articles, by the precise identifier of the symbol they extend.
    var extensions: [String: ArticleSource] = [:]
    /// The routes, with every article page added.
    var routes: SiteRoutes
    /// Every linkable article.
    var references: [ArticleReference] = []
    /// Problems found while planning.
    var diagnostics: [Diagnostic] = []

    /// Plans the pages of `articles`.
    /// - Parameters:
    ///   - articles: The parsed articles, in path order.
    ///   - catalog: The documented module's API.
    ///   - options: The build options (module name, whether symbols are documented).
    init(articles: [ArticleSource], catalog: SymbolCatalog, options: BuildOptions) {
        var articles = articles
        if let global = articles.first(where: \.metadata.hasGlobalOptions)?.metadata {
            for index in articles.indices { articles[index].metadata.adoptOptions(of: global) }
        }
        self.articles = articles
        routes = SiteRoutes(catalog: catalog, folder: options.moduleFolder)
        routes.publishedLinks = options.publishedLinks
        let rootNames =
            options.noSymbols
            ? ["\(options.moduleName).md", "index.md", "README.md"] : ["\(options.moduleName).md"]
        // A catalog marks its root `@TechnologyRoot`, or titles it with the module's name.
        root =
            articles.first(where: \.isTechnologyRoot)
            ?? rootNames.lazy.compactMap { name in articles.first { $0.relativePath == name } }
            .first
            ?? articles.first { $0.extendedSymbol == options.moduleName }
            ?? ArticlePlan.catalogName(options.articlesFolder).flatMap { name in
                articles.first { $0.extendedSymbol == name }
            }
            ?? (options.noSymbols && ArticlePlan.catalogName(options.articlesFolder) != nil
                ? ArticlePlan.onlyModulePage(of: articles) : nil)
        // A module without articles is documented as a catalog without a root page is.
        let isCatalog =
            ArticlePlan.catalogName(options.articlesFolder) != nil
            || options.articlesFolder.isEmpty
        // A catalog without a root article gets the module's page from the symbols alone, as
        // DocC makes it; an articles folder names its root.
        if root == nil, !options.noSymbols, !isCatalog || catalog.symbols.isEmpty {
            diagnostics.append(
                .error(
                    "missing root page: create it with a '# \(options.moduleName)' title and a '## Topics' "
                        + "section listing the articles (or pass --no-symbols for a plain folder)",
                    path: ArticleLoader.displayPath(
                        "\(options.moduleName).md", in: options.articlesFolder)))
        }
        let rootPath = root?.relativePath
        let symbolResolver = LinkResolver(catalog: catalog, routes: routes, articles: [])
        var pagesBySlug: [String: ArticleSource] = [:]
        var slugs = Slug.Uniquer()
        for article in articles {
            // DocC titles the module's root page ``` # ``napkin`` ```: that is the root, not an
            // extension of a symbol.
            let extended =
                article.relativePath == rootPath
                ? nil : article.extendedSymbol.flatMap { $0 == options.moduleName ? nil : $0 }
            if let symbolPath = extended, catalog.symbols.isEmpty, isCatalog {
                // Without symbols a catalog's extension file extends nothing, and DocC leaves
                // it out too; in a plain folder such a title is just a title.
                diagnostics.append(
                    .warning(
                        "extension file of '\(symbolPath)' left out: the build has no symbols",
                        path: article.document.path, at: article.titleLocation))
                continue
            }
            if let symbolPath = extended, !catalog.symbols.isEmpty {
                // A member's extension is shown in the member's section of its type's page.
                let resolution = symbolResolver.resolveSymbol(symbolPath)
                guard case .resolved(let target) = resolution, let id = target.symbolID else {
                    let message: String
                    if case .unresolved(let text) = resolution {
                        message = "extension article names no symbol: \(text)"
                    } else {
                        message = "extension article names no symbol: '\(symbolPath)'"
                    }
                    diagnostics.append(
                        .error(message, path: article.document.path, at: article.titleLocation))
                    continue
                }
                if let earlier = extensions[id] {
                    diagnostics.append(
                        .error(
                            "'\(symbolPath)' is already extended by \(earlier.document.path)",
                            path: article.document.path, at: article.titleLocation))
                    continue
                }
                extensions[id] = article
                references.append(
                    ArticleReference(
                        path: article.relativePath, title: target.title, page: target.href))
                continue
            }
            let page: String
            if article.relativePath == root?.relativePath {
                page = routes.rootPage
            } else {
                var slug = Slug.make(article.title)
                if options.sourceRules == .lenient {
                    slug = slugs.unique(slug)
                } else if let earlier = pagesBySlug[slug] {
                    diagnostics.append(
                        .error(
                            "two articles have the title slug '\(slug)': this one and "
                                + "\(earlier.document.path) ('\(earlier.title)'); retitle one of them",
                            path: article.document.path, at: article.titleLocation))
                    continue
                }
                pagesBySlug[slug] = article
                page = routes.articlePage(slug: slug)
            }
            pages.append((article, page))
            routes.addArticle(path: article.relativePath, page: page)
            references.append(
                ArticleReference(path: article.relativePath, title: article.title, page: page))
        }
    }

    /// The name of a DocC catalog folder (`Foo` for `Sources/Foo/Foo.docc`), or `nil` for a
    /// folder that is not one: a catalog's root page may be titled ``` # ``Foo`` ```.
    static func catalogName(_ folder: String) -> String? {
        var path = folder
        while path.hasSuffix("/") { path.removeLast() }
        guard path.hasSuffix(".docc") else { return nil }
        return String(path.split(separator: "/").last?.dropLast(".docc".count) ?? "")
    }

    /// The one article titled with a module's name alone (``` # ``docc`` ```), when exactly one
    /// is: with no symbol graph to name the module, that page is a catalog's root, as it is
    /// for DocC (a plain folder keeps such a title as code on a page of its own).
    static func onlyModulePage(of articles: [ArticleSource]) -> ArticleSource? {
        let candidates = articles.filter { article in
            article.extendedSymbol.map { !$0.contains("/") && !$0.contains(".") } ?? false
        }
        return candidates.count == 1 ? candidates[0] : nil
    }
}
