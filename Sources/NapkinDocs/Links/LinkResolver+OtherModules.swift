import NapkinDocsCore

/// Links to the site's other modules, in DocC's spellings: ``` ``/OtherModule/Symbol`` ```,
/// ``` ``OtherModule/Symbol`` ```, ``` ``OtherModule`` ``` and `<doc:OtherModule/Article>`.
extension LinkResolver {
    /// The other module a link's path starts with, and the rest of the path.
    ///
    /// A path names another module when its first component is that module's name. Unless
    /// the path starts with `/` (DocC's absolute form), the caller looks in this module first:
    /// a type named like a module, or this module's extension of the other's type, is found
    /// first, as DocC finds it.
    /// - Parameter text: The link's text (`ArgumentParser/ParsableCommand`,
    ///   `/documentation/Collections/Deque#Overview`).
    /// - Returns: The other module's name and resolver, the rest of the path (empty for the
    ///   module itself) and whether the path was absolute, or `nil`.
    func otherModule(
        named text: String
    ) -> (name: String, resolver: LinkResolver, rest: String, isAbsolute: Bool)? {
        guard !otherModules.isEmpty else { return nil }
        var path = Substring(text).drop { $0 == " " }
        let isAbsolute = path.hasPrefix("/")
        path = path.drop { $0 == "/" }
        if path.hasPrefix("documentation/") { path = path.dropFirst("documentation/".count) }
        let end = path.firstIndex { $0 == "/" || $0 == "#" } ?? path.endIndex
        let name = String(path[..<end])
        guard name != catalog.moduleName, let module = otherModules[name] else { return nil }
        var rest = path[end...]
        if rest.hasPrefix("/") { rest = rest.dropFirst() }
        return (name, module, String(rest), isAbsolute)
    }

    /// Resolves a link's path in this module, for a link written in another.
    /// - Parameters:
    ///   - rest: The path after the module's name; empty or a heading (`#Overview`) for the
    ///     module's page.
    ///   - module: This module's name, the link's title when it names the module.
    ///   - resolve: Resolves the rest as the link's kind does (``resolveSymbol(_:context:)``
    ///     or ``resolveDoc(_:fromArticle:)``).
    /// - Returns: The target, or an unresolved result naming the module.
    func resolveInOtherModule(
        _ rest: String, module: String, by resolve: (String) -> LinkResolution
    ) -> LinkResolution {
        guard !rest.isEmpty, !rest.hasPrefix("#") else {
            // Titled as the module's root page is (`napkin-docs`), or with the module's name.
            let title = articles.first { $0.page == routes.rootPage }?.title ?? module
            return .resolved(LinkTarget(href: routes.rootPage, title: title))
        }
        let resolution = resolve(rest)
        guard case .unresolved(let message) = resolution else { return resolution }
        return .unresolved(message: "in module '\(module)': " + message)
    }

    /// The published page of a symbol link that starts with one of Apple's modules
    /// (``` ``Swift/Array`` ```, ``` ``Foundation/URL/path`` ```).
    /// - Parameter text: The link's text.
    /// - Returns: The target, titled with the symbol's last name, or `nil`.
    func publishedTarget(_ text: String) -> LinkTarget? {
        let path = SymbolLinkPath(text, moduleName: "")
        guard path.components.count > 1, path.fragment == nil,
            let href = routes.publishedHref(forPath: path.components)
        else { return nil }
        return LinkTarget(href: href, title: path.components.last ?? text)
    }

    /// Resolves a relative URL written for DocC's layout of several modules, where each
    /// module's pages are side by side under `documentation/` with lower-cased names:
    /// `./basiccontainers/uniquearray` from a module's page, `../dequemodule/deque` from a
    /// symbol's, `/documentation/heapmodule`.
    /// - Parameter destination: A link's destination, with no scheme.
    /// - Returns: The page it names, an unresolved result naming the module, or `nil` when its
    ///   first folder is not another module of the site.
    func resolveDocCURL(_ destination: String) -> LinkResolution? {
        guard !otherModules.isEmpty else { return nil }
        var path = Substring(destination)
        var fragment = ""
        if let hash = path.firstIndex(of: "#") {
            fragment = String(path[hash...])
            path = path[..<hash]
        }
        while let next = ["./", "../", "/"].first(where: { path.hasPrefix($0) }) {
            path = path.dropFirst(next.count)
        }
        if path.hasPrefix("documentation/") { path = path.dropFirst("documentation/".count) }
        let parts = path.split(separator: "/").map { $0.lowercased() }
        guard let first = parts.first,
            let (name, module) = otherModules.first(where: { $0.key.lowercased() == first })
        else { return nil }
        let rest = parts.dropFirst().joined(separator: "/")
        guard !rest.isEmpty else {
            return .resolved(LinkTarget(href: module.routes.rootPage + fragment, title: name))
        }
        // DocC's URLs are paths of symbols, or names of articles, in lower case.
        if let symbolPath = module.catalog.path(lowercased: rest) {
            return module.resolveInOtherModule(symbolPath + fragment, module: name) {
                module.resolveSymbol($0)
            }
        }
        return module.resolveInOtherModule(rest + fragment, module: name) { module.resolveDoc($0) }
    }
}
