import Foundation
import NapkinDocsCore

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
    /// The heading ids of each page, by root-relative page path, for links with a `#heading`.
    private let headingAnchors: [String: HeadingAnchors]
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
    private static func list(_ choices: [String]) -> String {
        guard choices.count > 1 else { return choices.first ?? "" }
        return choices.dropLast().joined(separator: ", ") + " or " + choices[choices.count - 1]
    }

    /// Resolves the name in a `<doc:Name>` link (a `#heading` suffix becomes an anchor): an
    /// article by its file name, else a symbol by its path, as DocC allows.
    /// - Parameters:
    ///   - reference: What follows `doc:`, such as `HeadlessNapkins` or
    ///     `napkin/HeadlessNapkins#Testing`; `#Testing` alone names a heading of the article
    ///     holding the link.
    ///   - articlePath: The source path of that article, if the link is in one.
    /// - Returns: The target, or an unresolved result with a suggestion.
    public func resolveDoc(
        _ reference: String, fromArticle articlePath: String? = nil
    )
        -> LinkResolution
    {
        var name = Substring(reference)
        var fragment: Substring?
        if let hash = name.firstIndex(of: "#") {
            fragment = name[name.index(after: hash)...]
            name = name[..<hash]
        }
        let last = String(name.split(separator: "/").last ?? "")
        let current = name.isEmpty ? articlePath.flatMap { articlesByPath[$0] } : nil
        guard
            let article = current ?? articlesByName[last]
                ?? articlesByFoldedName[last.lowercased()]
        else {
            // DocC's `<doc:>` names symbols too (`<doc:Box/run()-7p2fr>`).
            if !catalog.symbols.isEmpty,
                case .resolved(let target) = resolveSymbol(reference)
            {
                return .resolved(target)
            }
            let suggestion = articleNames.suggestion(for: last)
            return .unresolved(
                message: "unresolved doc link '<doc:\(reference)>'"
                    + hint(suggestion.map { "<doc:\($0)>" }))
        }
        guard let fragment else {
            return .resolved(
                LinkTarget(href: article.page, title: article.title, articlePath: article.path))
        }
        return heading(
            String(fragment), on: article.page, named: "'\(article.title)'",
            link: "<doc:\(reference)>"
        ) {
            LinkTarget(href: $0, title: article.title, articlePath: article.path)
        }
    }

    /// Resolves `[…](#Heading)` to the id its own page gives the heading, which a link names
    /// in any case (`#Filling-the-Kettle`), as DocC reads it; a fragment that names no heading
    /// (an id of the author's own HTML, say) is left as written.
    /// - Parameters:
    ///   - fragment: The text after `#`.
    ///   - articlePath: The source path of the article holding the link, if any.
    /// - Returns: The heading's target, or `.untouched`.
    private func sameArticleHeading(_ fragment: String, in articlePath: String?) -> LinkResolution {
        guard let articlePath, let article = articlesByPath[articlePath],
            let anchors = headingAnchors[article.page]
        else { return .untouched }
        let href: String
        if let anchor = anchors.anchor(for: fragment) {
            href = article.page + "#" + anchor
        } else if anchors.namesTitle(fragment) {
            href = article.page
        } else {
            return .untouched
        }
        return .resolved(LinkTarget(href: href, title: article.title, articlePath: article.path))
    }

    /// Resolves a link to a heading of a page, or says the page has no such heading.
    /// - Parameters:
    ///   - fragment: The heading named after `#`.
    ///   - page: The page's root-relative path.
    ///   - title: How to name the page in a message.
    ///   - link: The link as written, for the message.
    ///   - target: Makes the link's target from the heading's `page#id`.
    /// - Returns: The resolved target, or an unresolved result naming a near heading.
    private func heading(
        _ fragment: String, on page: String, named title: String, link: String,
        target: (String) -> LinkTarget
    ) -> LinkResolution {
        guard let anchors = headingAnchors[page] else {
            return .resolved(target(page + "#" + Slug.make(fragment)))
        }
        if let anchor = anchors.anchor(for: fragment) {
            var resolved = target(page + "#" + anchor)
            // DocC titles a link to a section with the section's heading.
            resolved.title = anchors.text(for: fragment) ?? resolved.title
            return .resolved(resolved)
        }
        if anchors.namesTitle(fragment) { return .resolved(target(page)) }
        let near = EditDistance.suggestion(for: Slug.make(fragment), among: anchors.slugs)
        return .unresolved(
            message: "unresolved heading in '\(link)': \(title) has no heading '\(fragment)'"
                + hint(near))
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
        if lowered.hasPrefix("doc:") {
            return resolveDoc(String(destination.dropFirst(4)), fromArticle: articlePath)
        }
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") { return .external }
        if destination.hasPrefix("#") {
            return sameArticleHeading(String(destination.dropFirst()), in: articlePath)
        }
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
