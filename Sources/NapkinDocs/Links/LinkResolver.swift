import Foundation
import NapkinDocsCore

/// Resolves the links of articles and doc comments to pages of the site.
///
/// Handles DocC's ``` ``Symbol`` ``` and ``` ``Type/member(_:)`` ``` links, `<doc:Article>`, and
/// plain relative links to `.md` files. Anything unresolved comes back with a "did you mean"
/// suggestion found by a ``SuggestionIndex`` (a bounded search, so that thousands of unresolved
/// links do not each compare with every candidate).
package struct LinkResolver: Sendable {
    /// The documented module's API.
    package let catalog: SymbolCatalog
    /// Where each page and symbol lives.
    package let routes: SiteRoutes
    /// The articles folder's other files, which images and file links name.
    package let localFiles: LocalFiles
    /// The articles, sorted by path.
    let articles: [ArticleReference]
    /// The articles by file name without `.md`.
    let articlesByName: [String: ArticleReference]
    /// The articles by source path.
    let articlesByPath: [String: ArticleReference]
    /// The articles by lower-cased file name without `.md`, the first of each.
    let articlesByFoldedName: [String: ArticleReference]
    /// The first article of each file name (`Name.md`), by that name.
    let articlesByFileName: [String: ArticleReference]
    /// The heading ids of each page, by root-relative page path, for links with a `#heading`.
    let headingAnchors: [String: HeadingAnchors]
    /// The first symbol path of each last component, by that component.
    let linkablePathsByLast: [String: String]
    /// The resolvers of the site's other modules, by module name, for links that name one
    /// (``` ``OtherModule/Symbol`` ```, `<doc:OtherModule/Article>`); empty in a site of one
    /// module.
    package var otherModules: [String: LinkResolver] = [:]
    /// Suggestions among the articles' names, paths and file names, and among the symbol paths
    /// that have a place in the site and their last components.
    let articleNames, articlePaths, articleFileNames, symbolPaths,
        symbolNames: SuggestionIndex

    /// Creates a resolver.
    /// - Parameters:
    ///   - catalog: The documented module's API (empty for a plain Markdown folder).
    ///   - routes: The site's routes, articles included.
    ///   - articles: Every article that can be linked to.
    ///   - localFiles: The articles folder's other files.
    ///   - headingAnchors: The heading ids of each page, by page path; a page without an entry
    ///     takes a fragment's slug as it is.
    init(
        catalog: SymbolCatalog, routes: SiteRoutes, articles: [ArticleReference],
        localFiles: LocalFiles = LocalFiles(), headingAnchors: [String: HeadingAnchors] = [:]
    ) {
        self.catalog = catalog
        self.headingAnchors = headingAnchors
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
    ///
    /// The path is looked up from the context symbol first, then from each of its parents, then
    /// from the module, as DocC does, then from each module whose types the module extends; the
    /// first scope where the first component names something decides. A path that names several symbols is not resolved: the message lists each one
    /// with the suffix that singles it out.
    /// - Parameters:
    ///   - text: The text between the double backticks, such as `Router/attachChild(_:)`.
    ///   - context: The symbol whose doc comment or extension article holds the link.
    /// - Returns: The target, or an unresolved result with a suggestion.
    package func resolveSymbol(_ text: String, context: APISymbol? = nil) -> LinkResolution {
        guard let other = otherModule(named: text) else {
            let resolution = resolveInModule(text, context: context)
            // ``Swift/Array``: a symbol of one of Apple's modules, on its published page.
            if case .unresolved = resolution, let target = publishedTarget(text) {
                return .resolved(target)
            }
            return resolution
        }
        // ``Pantry/Jar/isLow`` may name this module's extension of the other's type.
        if !other.isAbsolute, case .resolved(let target) = resolveInModule(text, context: context) {
            return .resolved(target)
        }
        return other.resolver.resolveInOtherModule(other.rest, module: other.name) {
            other.resolver.resolveSymbol($0)
        }
    }

    /// Resolves the text of a symbol link among this module's symbols.
    /// - Parameters:
    ///   - text: The text between the double backticks.
    ///   - context: The symbol whose doc comment or extension article holds the link.
    /// - Returns: The target, or an unresolved result with a suggestion.
    private func resolveInModule(_ text: String, context: APISymbol?) -> LinkResolution {
        let path = SymbolLinkPath(text, moduleName: catalog.moduleName)
        guard !path.components.isEmpty else {
            return .unresolved(message: "empty symbol link")
        }
        // ``napkin`` names the module, whose page is the root page.
        if path.components == [catalog.moduleName] {
            return .resolved(LinkTarget(href: routes.rootPage, title: catalog.moduleName))
        }
        var scopes: [[String]] = []
        if let context {
            for length in stride(from: context.pathComponents.count, through: 1, by: -1) {
                scopes.append(Array(context.pathComponents.prefix(length)))
            }
        }
        scopes.append([])
        // ``Collection/chunks(ofCount:)``: a type another module declares, without its module.
        scopes += catalog.extendedModules.map { [$0] }
        let lookup = SymbolLookup(catalog: catalog, routes: routes)
        var mismatch: [APISymbol]?
        for scope in scopes {
            switch lookup.find(path, in: scope) {
            case .found(let symbol):
                guard let href = routes.href(forSymbol: symbol.id, in: catalog) else { continue }
                guard let fragment = path.fragment else {
                    return .resolved(
                        LinkTarget(href: href, title: symbol.title, symbolID: symbol.id))
                }
                guard !href.holds(ascii: "#") else {
                    return .unresolved(
                        message: "unresolved heading in symbol link '\(text)': '\(symbol.title)' "
                            + "is shown on its type's page and has no headings of its own")
                }
                return heading(fragment, on: href, named: "'\(symbol.title)'", link: text) {
                    LinkTarget(href: $0, title: symbol.title, symbolID: symbol.id)
                }
            case .ambiguous(let candidates):
                let choices = lookup.choices(
                    candidates, writtenAs: path, among: group(of: candidates[0]))
                return .unresolved(
                    message: "ambiguous symbol link '\(text)': it names \(candidates.count) "
                        + "symbols; write one of \(Self.list(choices))")
            case .mismatched(let named):
                if mismatch == nil { mismatch = named }
            case .notFound:
                continue
            }
        }
        if let named = mismatch, let written = path.parts.last?.full {
            let choices = lookup.choices(named, writtenAs: path, among: named)
            let name = path.parts.last?.name ?? written
            return .unresolved(
                message: "unresolved symbol link '\(text)': no '\(name)' there has the "
                    + "disambiguation '\(written.dropFirst(name.count))'; write "
                    + Self.list(choices))
        }
        return .unresolved(
            message: "unresolved symbol link '\(text)'" + hint(suggestSymbol(path.joined)))
    }

    /// Every linkable symbol that shares a symbol's name and parent (its overloads and the
    /// other symbols of its name).
    private func group(of symbol: APISymbol) -> [APISymbol] {
        catalog.symbols(atPath: symbol.path).filter {
            $0.parentID == symbol.parentID && isLinkable($0)
        }
    }

    /// Joins choices as prose: `a`, `a or b`, `a, b or c`.
    static func list(_ choices: [String]) -> String {
        guard choices.count > 1 else { return choices.first ?? "" }
        return choices.dropLast().joined(separator: ", ") + " or " + choices[choices.count - 1]
    }

    /// Resolves the destination of a Markdown link found in an article or a doc comment.
    /// - Parameters:
    ///   - destination: The link's destination as written.
    ///   - articlePath: The source path of the article holding the link, for relative links;
    ///     `nil` in a doc comment.
    /// - Returns: What to do with the link.
    package func resolveDestination(
        _ destination: String, fromArticle articlePath: String?
    )
        -> LinkResolution
    {
        let lowered = destination.lowercased()
        if lowered.hasPrefix("doc:") {
            return resolveDoc(String(destination.dropFirst(4)), fromArticle: articlePath)
        }
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") { return .external }
        if destination.hasPrefix("#") {
            return sameArticleHeading(String(destination.dropFirst()), in: articlePath)
        }
        if !destination.holds(ascii: ":"), let page = resolveDocCURL(destination) { return page }
        if destination.hasPrefix("/") || destination.holds(ascii: ":") { return .untouched }
        var file = Substring(destination)
        var fragment: String?
        if let hash = file.firstIndex(of: "#") {
            fragment = String(file[file.index(after: hash)...])
            file = file[..<hash]
        }
        guard file.lowercased().hasSuffix(".md") else { return .untouched }
        let folder = articlePath.map { ($0 as NSString).deletingLastPathComponent } ?? ""
        let target = Self.normalise((folder as NSString).appendingPathComponent(String(file)))
        if let article = articlesByPath[target] {
            guard let fragment, !fragment.isEmpty else {
                return .resolved(
                    LinkTarget(href: article.page, title: article.title, articlePath: article.path))
            }
            return heading(
                fragment, on: article.page, named: "'\(article.title)'", link: destination
            ) {
                LinkTarget(href: $0, title: article.title, articlePath: article.path)
            }
        }
        let fileName = (target as NSString).lastPathComponent
        let suggestion =
            articlePaths.suggestion(for: target)
            ?? articleFileNames.suggestion(for: fileName).flatMap { articlesByFileName[$0]?.path }
        return .unresolved(message: "unresolved link to '\(destination)'" + hint(suggestion))
    }

    /// Whether a symbol has a page or an anchor to link to.
    func isLinkable(_ symbol: APISymbol) -> Bool {
        routes.href(forSymbol: symbol.id, in: catalog) != nil
    }

    /// Suggests the closest symbol path: on the whole path first, then on the last component.
    func suggestSymbol(_ path: String) -> String? {
        if let match = symbolPaths.suggestion(for: path) { return match }
        let last = String(path.split(separator: "/").last ?? "")
        return symbolNames.suggestion(for: last).flatMap { linkablePathsByLast[$0] }
    }

    /// The "did you mean" tail of a message, or nothing without a suggestion.
    func hint(_ suggestion: String?) -> String {
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
