import NapkinDocsCore

/// Writes the Relationships section of a symbol page: what it conforms to and inherits from,
/// and which types conform to it or inherit from it.
struct RelationshipsRenderer: Sendable {
    /// The shared site data.
    var context: SiteContext
    /// The page being written.
    var page: String

    /// The Relationships section of `symbol`, or an empty string when it has none.
    /// - Parameters:
    ///   - symbol: The page's symbol.
    ///   - outline: The on-this-page list.
    /// - Returns: The section's HTML.
    func html(for symbol: APISymbol, outline: inout [NavLink]) -> String {
        let catalog = context.catalog
        let groups: [(String, [(id: String, fallback: String?)])] = [
            (
                "Inherits From",
                catalog.relationships("inheritsFrom", from: symbol.id).map {
                    ($0.target, $0.targetFallback)
                }
            ),
            (
                "Conforms To",
                catalog.relationships("conformsTo", from: symbol.id).map {
                    ($0.target, $0.targetFallback)
                }
            ),
            (
                "Inherited By",
                catalog.relationships("inheritsFrom", to: symbol.id).map { ($0.source, nil) }
            ),
            (
                "Conforming Types",
                catalog.relationships("conformsTo", to: symbol.id).map { ($0.source, nil) }
            ),
        ]
        var html = ""
        for (title, targets) in groups {
            let items = targets.compactMap { item(id: $0.id, fallback: $0.fallback) }
            guard !items.isEmpty else { continue }
            html += "<h3>\(title)</h3>\n<ul class=\"relationships-list\">\n"
            html +=
                Array(Set(items)).sorted { $0.sortKey < $1.sortKey }.map(\.html).joined()
                + "</ul>\n"
        }
        guard !html.isEmpty else { return "" }
        outline.append(
            NavLink(title: "Relationships", href: "#\(SymbolPageSectionID.relationships)", level: 2)
        )
        return
            "<section class=\"relationships\" id=\"\(SymbolPageSectionID.relationships)\">\n<h2>Relationships</h2>\n"
            + html + "</section>\n"
    }

    /// One list item: a link when the type has a page, its plain name otherwise.
    private struct Item: Hashable {
        /// What to sort by (the shown name).
        var sortKey: String
        /// The `<li>` element.
        var html: String
    }

    /// The list item for a related symbol, or `nil` when it cannot be named.
    private func item(id: String, fallback: String?) -> Item? {
        if let symbol = context.catalog.symbol(withID: id),
            let href = context.routes.href(forSymbol: id, in: context.catalog)
        {
            let link = HTMLEscaping.attribute(relativeHref(href, from: page))
            return Item(
                sortKey: symbol.qualifiedName,
                html:
                    "<li><a href=\"\(link)\"><code>\(HTMLEscaping.text(symbol.qualifiedName))</code></a></li>\n"
            )
        }
        if let other = context.routes.otherModuleSymbols[id] {
            let link = HTMLEscaping.attribute(relativeHref(other.href, from: page))
            return Item(
                sortKey: other.title,
                html:
                    "<li><a href=\"\(link)\"><code>\(HTMLEscaping.text(other.title))</code></a></li>\n"
            )
        }
        guard let fallback else { return nil }
        // Types of other modules are shown by name, without the module (`Swift.Sendable`).
        let name = fallback.split(separator: ".").dropFirst().joined(separator: ".")
        let shown = name.isEmpty ? fallback : name
        if let url = context.routes.publishedHref(forSymbol: id, name: shown) {
            return Item(
                sortKey: shown,
                html: "<li><a class=\"external\" rel=\"external noopener\" href=\""
                    + HTMLEscaping.attribute(url)
                    + "\"><code>\(HTMLEscaping.text(shown))</code></a></li>\n")
        }
        return Item(sortKey: shown, html: "<li><code>\(HTMLEscaping.text(shown))</code></li>\n")
    }
}
