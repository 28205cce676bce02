import Foundation
import NapkinDocsCore

/// What the resolve stage makes of the planned site: every link of every article and doc
/// comment resolved, the `## Topics` groups that make the navigation, and the other cross-page
/// data pages need ("Mentioned In", summaries), with the diagnostics found on the way.
struct SiteResolution: Sendable {
    /// Unresolved links (warnings; the driver promotes them under `--strict`).
    var linkDiagnostics: [Diagnostic] = []
    /// Broken Topics entries (always errors: the navigation depends on them).
    var topicDiagnostics: [Diagnostic] = []
    /// Everything the page renderers need.
    var context: SiteContext

    /// Resolves the links of the planned site.
    /// - Parameters:
    ///   - plan: The articles and their pages.
    ///   - catalog: The documented module's API.
    ///   - comments: Its doc comments, parsed.
    ///   - allowsRawHTML: Whether pages write the authors' raw HTML as is.
    ///   - rules: Which rules the articles' and doc comments' code blocks follow.
    ///   - localFiles: The articles folder's other files, which images and file links name.
    ///   - sourceLinks: Where declarations are read online, if anywhere.
    ///   - resolver: This module's resolver, when the caller made it already for the other
    ///     modules (``moduleResolver(plan:catalog:comments:localFiles:)``); made here otherwise.
    ///   - otherModules: The resolvers of the site's other modules, by name.
    init(
        plan: ArticlePlan, catalog: SymbolCatalog, comments: CommentDocuments,
        allowsRawHTML: Bool = false, rules: SourceRules, localFiles: LocalFiles = LocalFiles(),
        sourceLinks: SourceLinks? = nil, resolver: LinkResolver? = nil,
        otherModules: [String: LinkResolver] = [:]
    ) {
        var resolver =
            resolver
            ?? Self.moduleResolver(
                plan: plan, catalog: catalog, comments: comments, localFiles: localFiles)
        resolver.otherModules = otherModules
        var articleLinks: [String: DocumentLinks] = [:]
        var mentions: [String: [NavLink]] = [:]
        let extensionPaths = Set(plan.extensions.values.map(\.relativePath))
        let pageOfArticle = Dictionary(plan.pages.map { ($0.article.relativePath, $0.page) }) {
            a, _ in a
        }
        var diagnostics: [Diagnostic] = []
        // An extension article's links are relative to the symbol it extends, as DocC reads them.
        var extended: [String: APISymbol] = [:]
        for (id, article) in plan.extensions {
            extended[article.relativePath] = catalog.symbol(withID: id)
        }
        let resolved = Self.resolveInParallel(
            plan.articles, resolver: resolver, extendedSymbols: extended)
        var referencedFiles: Set<String> = []
        for (article, links) in zip(plan.articles, resolved) {
            diagnostics += links.diagnostics
            referencedFiles.formUnion(links.referencedFiles)
            articleLinks[article.relativePath] = links
            guard !extensionPaths.contains(article.relativePath),
                let page = pageOfArticle[article.relativePath]
            else { continue }
            for id in links.mentionedSymbols {
                guard let owner = catalog.pageOwner(of: id) else { continue }
                mentions[owner.id, default: []].append(NavLink(title: article.title, href: page))
            }
        }
        for symbol in catalog.symbols {
            guard let comment = symbol.docComment, let document = comments[symbol.id],
                plan.extensions[symbol.id]?.metadata.overridesDocComment != true
            else { continue }
            let links = DocumentLinks(
                document: document, resolver: resolver, articlePath: nil, context: symbol
            ) {
                let position = comment.sourcePosition(line: $0.line, column: $0.column)
                return (comment.path, SourceLocation(line: position.line, column: position.column))
            }
            diagnostics += links.diagnostics.map { comment.reported($0, symbol: symbol.path) }
        }
        linkDiagnostics = diagnostics
        let summaryDocuments = Self.summaryDocuments(
            plan: plan, catalog: catalog, comments: comments, routes: plan.routes)
        let summaries = summaryDocuments.mapValues { $0.firstParagraph?.text ?? "" }
        var topics = TopicGroups(
            plan: plan, catalog: catalog, comments: comments, resolver: resolver, rules: rules)
        let navigation = topics.navigation()
        topicDiagnostics = topics.diagnostics
        context = SiteContext(
            siteTitle: plan.root?.title
                ?? (catalog.moduleName.isEmpty ? "Documentation" : catalog.moduleName),
            catalog: catalog, routes: plan.routes, resolver: resolver, navigation: navigation,
            articleLinks: articleLinks, extensionArticles: plan.extensions,
            mentions: mentions.mapValues {
                Array(Set($0)).sorted { ($0.title, $0.href) < ($1.title, $1.href) }
            },
            topicGroups: topics.groups, summaries: summaries,
            summaryMarkup: summaryDocuments.mapValues { $0.summaryMarkup ?? "" },
            subHeadings: Self.subHeadings(catalog: catalog, routes: plan.routes),
            cardImages: Self.cardImages(plan: plan, links: articleLinks),
            comments: comments, codeLinker: CodeLinker(catalog: catalog, routes: plan.routes),
            allowsRawHTML: allowsRawHTML, rules: rules,
            referencedFiles: referencedFiles.sorted(),
            sourceURLs: Self.sourceURLs(catalog: catalog, links: sourceLinks))
    }

    /// The resolver of one module's links to its own pages, which the site's other modules
    /// also use for links that name it.
    /// - Parameters:
    ///   - plan: The module's articles and pages.
    ///   - catalog: Its API.
    ///   - comments: Its doc comments, parsed.
    ///   - localFiles: Its articles folder's other files.
    /// - Returns: The resolver.
    static func moduleResolver(
        plan: ArticlePlan, catalog: SymbolCatalog, comments: CommentDocuments,
        localFiles: LocalFiles
    ) -> LinkResolver {
        LinkResolver(
            catalog: catalog, routes: plan.routes, articles: plan.references,
            localFiles: localFiles,
            headingAnchors: Self.headingAnchors(plan: plan, catalog: catalog, comments: comments))
    }

    /// Resolves the links of every article on every core.
    /// - Parameters:
    ///   - articles: The articles.
    ///   - resolver: The site's resolver.
    ///   - extendedSymbols: The symbol each extension article extends, by its relative path.
    /// - Returns: Each article's links, in the order of `articles` (never of scheduling).
    private static func resolveInParallel(
        _ articles: [ArticleSource], resolver: LinkResolver, extendedSymbols: [String: APISymbol]
    ) -> [DocumentLinks] {
        Parallel.map(articles) { article in
            let path = article.document.path
            return DocumentLinks(
                document: article.document, resolver: resolver,
                articlePath: article.relativePath,
                context: extendedSymbols[article.relativePath]
            ) { (path, $0) }
        }
    }

    /// The heading ids of every page, as the page renderers will hand them out: an article's
    /// after the layout's ids; a symbol page's after its fixed sections and members, first its
    /// doc comment's discussion (unless its extension article overrides the comment), then its
    /// extension article.
    private static func headingAnchors(
        plan: ArticlePlan, catalog: SymbolCatalog, comments: CommentDocuments
    ) -> [String: HeadingAnchors] {
        // An article's ids depend on its own headings only: worked out on every core.
        let articleAnchors = Parallel.map(plan.pages) { entry in
            var anchors = HeadingAnchors(startingWith: SiteRoutes.layoutUniquer())
            anchors.add(entry.article.document, dropsTitle: true)
            return anchors
        }
        var result: [String: HeadingAnchors] = [:]
        for ((_, page), anchors) in zip(plan.pages, articleAnchors) {
            result[page] = anchors
        }
        for symbol in catalog.pageSymbols {
            guard let page = plan.routes.symbolPages[symbol.id] else { continue }
            var anchors = HeadingAnchors(
                startingWith: plan.routes.usedAnchors[page] ?? SiteRoutes.layoutUniquer())
            // An extension file that overrides the doc comment leads the page with its own
            // fields instead, which hold no heading.
            let article = plan.extensions[symbol.id]
            if article?.metadata.overridesDocComment != true,
                let discussion = comments.parts(of: symbol.id)?.discussion
            {
                anchors.add(discussion, dropsTitle: false)
            }
            if let article {
                anchors.add(article.document, dropsTitle: true)
            }
            result[page] = anchors
        }
        return result
    }

    /// The online source of every symbol's declaration, by precise identifier.
    private static func sourceURLs(catalog: SymbolCatalog, links: SourceLinks?) -> [String: String]
    {
        guard let links else { return [:] }
        var result: [String: String] = [:]
        for symbol in catalog.symbols {
            guard let file = symbol.sourceFile, let line = symbol.sourceLine,
                let url = links.url(file: file, line: line)
            else { continue }
            result[symbol.id] = url
        }
        return result
    }

    /// The document that summarizes every page and member, by root-relative href: an
    /// article's own, a symbol's abstract, or its extension file's.
    private static func summaryDocuments(
        plan: ArticlePlan, catalog: SymbolCatalog, comments: CommentDocuments, routes: SiteRoutes
    ) -> [String: MarkdownDocument] {
        var result: [String: MarkdownDocument] = [:]
        for (article, page) in plan.pages { result[page] = article.document }
        for symbol in catalog.symbols {
            guard let href = routes.href(forSymbol: symbol.id, in: catalog) else { continue }
            if let abstract = comments.parts(of: symbol.id)?.abstract {
                result[href] = abstract
            } else if let article = plan.extensions[symbol.id] {
                result[href] = article.document
            }
        }
        return result
    }

    /// The sub-heading of each symbol that has one, by its root-relative href.
    private static func subHeadings(
        catalog: SymbolCatalog, routes: SiteRoutes
    ) -> [String: [SymbolGraph.Fragment]] {
        var result: [String: [SymbolGraph.Fragment]] = [:]
        for symbol in catalog.symbols where !symbol.subHeading.isEmpty {
            guard let href = routes.href(forSymbol: symbol.id, in: catalog) else { continue }
            result[href] = symbol.subHeading
        }
        return result
    }

    /// The card picture of each article page that names one, as the article's links
    /// resolved it (so it is copied into the site like any image).
    private static func cardImages(
        plan: ArticlePlan, links: [String: DocumentLinks]
    ) -> [String: String] {
        var images: [String: String] = [:]
        for (article, page) in plan.pages {
            guard let card = article.metadata.card,
                let source = card.arguments.first(where: { $0.label == "source" }),
                case .resolved(let target)? = links[article.relativePath]?.links[
                    source.valueLocation]
            else { continue }
            images[page] = target.href
        }
        return images
    }
}
