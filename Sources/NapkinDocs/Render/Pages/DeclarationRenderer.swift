import NapkinDocsCore

/// Writes a declaration from the symbol graph's typed fragments, linking the type names that
/// have a page in the site, and those of Apple's modules to their published pages.
struct DeclarationRenderer: Sendable {
    /// The documented module's API.
    var catalog: SymbolCatalog
    /// Where each symbol is.
    var routes: SiteRoutes

    /// The declaration as a `<pre class="declaration">` block.
    /// - Parameters:
    ///   - fragments: The declaration's fragments.
    ///   - page: The page being written (links are made relative to it).
    /// - Returns: The HTML.
    func html(for fragments: [SymbolGraph.Fragment], on page: String) -> String {
        "<pre class=\"declaration\"><code>\(inline(fragments, on: page))</code></pre>"
    }

    /// The declaration's fragments as inline HTML (no surrounding block).
    /// - Parameters:
    ///   - fragments: The declaration's fragments.
    ///   - page: The page being written.
    /// - Returns: The HTML.
    func inline(_ fragments: [SymbolGraph.Fragment], on page: String) -> String {
        var html = ""
        for fragment in fragments {
            let text = HTMLEscaping.text(fragment.spelling)
            if let id = fragment.preciseIdentifier, fragment.kind == "typeIdentifier",
                let href = routes.declarationHref(forSymbol: id, in: catalog)
            {
                html +=
                    "<a class=\"type\" href=\"\(HTMLEscaping.attribute(relativeHref(href, from: page)))\">\(text)</a>"
                continue
            }
            // A type of Apple's modules links to its published page, marked as outside the site.
            if let id = fragment.preciseIdentifier, fragment.kind == "typeIdentifier",
                let url = routes.publishedHref(forSymbol: id, name: fragment.spelling)
            {
                html +=
                    "<a class=\"type external\" rel=\"external noopener\" href=\"\(HTMLEscaping.attribute(url))\">\(text)</a>"
                continue
            }
            switch fragment.kind {
            case "keyword": html += "<span class=\"kw\">\(text)</span>"
            case "attribute": html += "<span class=\"attr\">\(text)</span>"
            case "typeIdentifier": html += "<span class=\"type\">\(text)</span>"
            case "identifier": html += "<span class=\"identifier\">\(text)</span>"
            case "genericParameter": html += "<span class=\"generic\">\(text)</span>"
            case "number": html += "<span class=\"num\">\(text)</span>"
            case "string": html += "<span class=\"str\">\(text)</span>"
            default: html += text
            }
        }
        return html
    }

    /// A declaration's short form as the title of a link in a list, as DocC shows one: code
    /// whose name is bold, with no links inside, since the whole entry is one link.
    /// - Parameter fragments: The short form's fragments (a symbol's sub-heading).
    /// - Returns: The HTML.
    static func linkTitle(_ fragments: [SymbolGraph.Fragment]) -> String {
        var html = "<code class=\"decl-title\">"
        for fragment in fragments {
            let text = HTMLEscaping.text(fragment.spelling)
            html += fragment.kind == "identifier" ? "<strong>\(text)</strong>" : text
        }
        return html + "</code>"
    }
}
