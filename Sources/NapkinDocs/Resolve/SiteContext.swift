import NapkinDocsCore

/// Everything page rendering needs, gathered by ``SiteBuilder`` before any page is written.
///
/// A value shared read-only by the rendering workers; no page renderer changes it.
struct SiteContext: Sendable {
    /// The site's name (the root page's title).
    var siteTitle: String
    /// The documented module's API (empty for a plain Markdown folder).
    var catalog: SymbolCatalog
    /// Where each page and symbol lives.
    var routes: SiteRoutes
    /// Resolves links found while rendering (doc comment parts).
    var resolver: LinkResolver
    /// The navigation tree, reading order and breadcrumbs.
    var navigation: SiteNavigation
    /// The resolved links of each article, by relative path.
    var articleLinks: [String: DocumentLinks]
    /// The extension article of each symbol that has one, by precise identifier.
    var extensionArticles: [String: ArticleSource]
    /// The articles that link to each page-owning symbol, by precise identifier.
    var mentions: [String: [NavLink]]
    /// The resolved Topics groups of each page, by root-relative href.
    var topicGroups: [String: [SiteNavigation.Group]]
    /// A plain-text summary of each page or member, by root-relative href (with anchor).
    var summaries: [String: String]
    /// The same summaries as inline HTML that keeps their code, for lists of links.
    var summaryMarkup: [String: String] = [:]
    /// The declaration's short form of each symbol (`func load()`), by root-relative href
    /// (with anchor), which lists of links show in place of the bare name, as DocC does.
    var subHeadings: [String: [SymbolGraph.Fragment]] = [:]
    /// The card picture of each page that has one (`@PageImage(purpose: card)`), as a
    /// root-relative href, by the page's root-relative href.
    var cardImages: [String: String] = [:]
    /// The doc comments, parsed once.
    var comments: CommentDocuments
    /// Links API names in code listings.
    var codeLinker: CodeLinker
    /// Whether the authors' raw HTML is written as is (`--allow-raw-html`).
    var allowsRawHTML = false
    /// Which rules the articles' and doc comments' code blocks follow (`--compiled`).
    var rules: SourceRules
    /// The blocks the snippet tests' baseline lists, shown without a mark.
    var baselinedBlocks: Set<String> = []
    /// The label above the title of the module's page.
    var moduleKind = CatalogInfo.defaultModuleKind
    /// The module's name as the site shows it (its root page's title), in a site of several
    /// modules; empty when the module is the whole site.
    var moduleTitle = ""
    /// The language a code block that names none is highlighted as, if any.
    var defaultCodeLanguage: String?
    /// The articles folder's files that pages show or link to, relative to it, sorted: each
    /// is copied into the site under ``LocalFiles/siteFolder``.
    var referencedFiles: [String] = []
    /// The online source of each symbol's declaration, by precise identifier (empty without
    /// `--source-service`).
    var sourceURLs: [String: String] = [:]
}
