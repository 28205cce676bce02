import Foundation

/// Resolves the links of articles and doc comments to pages of the site.
///
/// Handles DocC's ``` ``Symbol`` ``` and ``` ``Type/member(_:)`` ``` links, `<doc:Article>`, and
/// plain relative links to `.md` files. Anything unresolved comes back with a "did you mean"
/// suggestion found by a ``SuggestionIndex`` (a bounded search, so that thousands of unresolved
/// links do not each compare with every candidate).
public struct LinkResolver: Sendable {
    /// The documented module's API.
    public let catalog: SymbolCatalog
    /// Where each page and symbol lives.
    public let routes: SiteRoutes
    /// The articles folder's other files, which images and file links name.
    public let localFiles: LocalFiles
    /// The articles, sorted by path.
    private let articles: [ArticleReference]
    /// The articles by file name without `.md`.
    private let articlesByName: [String: ArticleReference]
    /// The articles by source path.
    private let articlesByPath: [String: ArticleReference]
    /// The articles by lower-cased file name without `.md`, the first of each.
    private let articlesByFoldedName: [String: ArticleReference]
    /// The first article of each file name (`Name.md`), by that name.
    private let articlesByFileName: [String: ArticleReference]
    /// The first symbol path of each last component, by that component.
    private let linkablePathsByLast: [String: String]
    /// Suggestions among the articles' names, paths and file names, and among the symbol paths
    /// that have a place in the site and their last components.
    private let articleNames, articlePaths, articleFileNames, symbolPaths,
        symbolNames: SuggestionIndex

    /// Creates a resolver.
    /// - Parameters:
    ///   - catalog: The documented module's API (empty for a plain Markdown folder).
    ///   - routes: The site's routes, articles included.
    ///   - articles: Every article that can be linked to.
    ///   - localFiles: The articles folder's other files.
    public init(
        catalog: SymbolCatalog, routes: SiteRoutes, articles: [ArticleReference],
        localFiles: LocalFiles = LocalFiles()
    ) {
        self.catalog = catalog
        self.routes = routes
        self.localFiles = localFiles
        self.articles = articles.sorted { $0.path < $1.path }
        var byName: [String: ArticleReference] = [:]
        for article in self.articles where byName[article.name] == nil {
            byName[article.name] = article
        }
        articlesByName = byName
        articlesByPath = Dictionary(self.articles.map { ($0.path, $0) }) { first, _ in first }
        articlesByFoldedName = Dictionary(self.articles.map { ($0.name.lowercased(), $0) }) {
            first, _ in first
        }
        let fileName = { (article: ArticleReference) in (article.path as NSString).lastPathComponent
        }
        articlesByFileName = Dictionary(self.articles.map { (fileName($0), $0) }) { first, _ in
            first
        }
        let linkablePaths = catalog.allPaths.filter { path in
            catalog.symbols(atPath: path).contains {
                routes.href(forSymbol: $0.id, in: catalog) != nil
            }
        }
        linkablePathsByLast = Dictionary(
            linkablePaths.map { (String($0.split(separator: "/").last ?? ""), $0) }
        ) { first, _ in first }
        articleNames = SuggestionIndex(self.articles.map(\.name))
        articlePaths = SuggestionIndex(self.articles.map(\.path))
        articleFileNames = SuggestionIndex(self.articles.map(fileName))
        symbolPaths = SuggestionIndex(linkablePaths)
        symbolNames = SuggestionIndex(linkablePathsByLast.keys.sorted())
    }

    /// Resolves the text of a symbol link.
    /// - Parameters:
    ///   - text: The text between the double backticks, such as `Router/attachChild(_:)`.
    ///   - context: The symbol whose doc comment holds the link; its scopes are searched first,
    ///     as DocC does.
    /// - Returns: The target, or an unresolved result with a suggestion.
    public func resolveSymbol(_ text: String, context: APISymbol? = nil) -> LinkResolution {
        let path = SymbolLinkPath(text, moduleName: catalog.moduleName)
        guard !path.components.isEmpty else {
            return .unresolved(message: "empty symbol link")
        }
        // ``napkin`` names the module, whose page is the root page.
        if path.components == [catalog.moduleName] {
            return .resolved(LinkTarget(href: "index.html", title: catalog.moduleName))
        }
        var scopes: [[String]] = []
        if let context {
            for length in stride(from: context.pathComponents.count, through: 1, by: -1) {
                scopes.append(Array(context.pathComponents.prefix(length)))
            }
        }
        scopes.append([])
        for scope in scopes {
            if let symbol = lookUp(scope + path.components),
                let href = routes.href(forSymbol: symbol.id, in: catalog)
            {
                return .resolved(LinkTarget(href: href, title: symbol.title, symbolID: symbol.id))
            }
        }
        return .unresolved(
            message: "unresolved symbol link '\(text)'" + hint(suggestSymbol(path.joined)))
    }

    /// Resolves the name in a `<doc:Name>` link (a `#heading` suffix becomes an anchor).
    /// - Parameter reference: What follows `doc:`, such as `HeadlessNapkins` or
    ///   `napkin/HeadlessNapkins#Testing`.
    /// - Returns: The target, or an unresolved result with a suggestion.
    public func resolveDoc(_ reference: String) -> LinkResolution {
        var name = Substring(reference)
        var fragment: Substring?
        if let hash = name.firstIndex(of: "#") {
            fragment = name[name.index(after: hash)...]
            name = name[..<hash]
        }
        let last = String(name.split(separator: "/").last ?? "")
        guard let article = articlesByName[last] ?? articlesByFoldedName[last.lowercased()] else {
            let suggestion = articleNames.suggestion(for: last)
            return .unresolved(
                message: "unresolved doc link '<doc:\(reference)>'"
                    + hint(suggestion.map { "<doc:\($0)>" }))
        }
        let anchor = fragment.map { "#" + Slug.make(String($0)) } ?? ""
        return .resolved(
            LinkTarget(href: article.page + anchor, title: article.title, articlePath: article.path)
        )
    }

    /// Resolves the destination of a Markdown link found in an article or a doc comment.
    /// - Parameters:
    ///   - destination: The link's destination as written.
    ///   - articlePath: The source path of the article holding the link, for relative links;
    ///     `nil` in a doc comment.
    /// - Returns: What to do with the link.
    public func resolveDestination(
        _ destination: String, fromArticle articlePath: String?
    )
        -> LinkResolution
    {
        let lowered = destination.lowercased()
        if lowered.hasPrefix("doc:") { return resolveDoc(String(destination.dropFirst(4))) }
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") { return .external }
        if destination.hasPrefix("#") || destination.hasPrefix("/") || destination.contains(":") {
            return .untouched
        }
        var file = Substring(destination)
        var fragment = ""
        if let hash = file.firstIndex(of: "#") {
            fragment = "#" + Slug.make(String(file[file.index(after: hash)...]))
            file = file[..<hash]
        }
        guard file.lowercased().hasSuffix(".md") else { return .untouched }
        let folder = articlePath.map { ($0 as NSString).deletingLastPathComponent } ?? ""
        let target = Self.normalise((folder as NSString).appendingPathComponent(String(file)))
        if let article = articlesByPath[target] {
            return .resolved(
                LinkTarget(
                    href: article.page + fragment, title: article.title, articlePath: article.path))
        }
        let fileName = (target as NSString).lastPathComponent
        let suggestion =
            articlePaths.suggestion(for: target)
            ?? articleFileNames.suggestion(for: fileName).flatMap { articlesByFileName[$0]?.path }
        return .unresolved(message: "unresolved link to '\(destination)'" + hint(suggestion))
    }

    /// Finds the symbol at a full path: exactly, else by base name when no labels were written.
    private func lookUp(_ components: [String]) -> APISymbol? {
        let joined = components.joined(separator: "/")
        if let exact = catalog.symbols(atPath: joined).first(where: isLinkable) { return exact }
        guard let last = components.last, !last.contains("(") else { return nil }
        let parent = components.dropLast().joined(separator: "/")
        return catalog.symbols.first { symbol in
            symbol.pathComponents.dropLast().joined(separator: "/") == parent
                && symbol.title.prefix { $0 != "(" } == last && isLinkable(symbol)
        }
    }

    /// Whether a symbol has a page or an anchor to link to.
    private func isLinkable(_ symbol: APISymbol) -> Bool {
        routes.href(forSymbol: symbol.id, in: catalog) != nil
    }

    /// Suggests the closest symbol path: on the whole path first, then on the last component.
    private func suggestSymbol(_ path: String) -> String? {
        if let match = symbolPaths.suggestion(for: path) { return match }
        let last = String(path.split(separator: "/").last ?? "")
        return symbolNames.suggestion(for: last).flatMap { linkablePathsByLast[$0] }
    }

    /// The "did you mean" tail of a message, or nothing without a suggestion.
    private func hint(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Resolves `.` and `..` in a relative path.
    static func normalise(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", !parts.isEmpty { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }
}
