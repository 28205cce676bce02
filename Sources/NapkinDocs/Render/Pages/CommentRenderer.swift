import NapkinDocsCore

/// Renders the parts of a doc comment (see ``DocCommentParts``) as HTML sections.
struct CommentRenderer: Sendable {
    /// The shared site data.
    var context: SiteContext
    /// The page being written.
    var page: String

    /// Renders one part of a comment, resolving its links in the symbol's scope.
    /// - Parameters:
    ///   - document: The part.
    ///   - symbol: The symbol the comment documents.
    ///   - anchors: The page's anchors; headings in the part are added.
    ///   - outline: The on-this-page list; level-2 and -3 headings are added.
    /// - Returns: The HTML.
    func html(
        _ document: MarkdownDocument, of symbol: APISymbol, anchors: inout Slug.Uniquer,
        outline: inout [NavLink]
    ) -> String {
        // Diagnostics were reported when the whole comment was resolved; these are discarded.
        let links = DocumentLinks(
            document: document, resolver: context.resolver, articlePath: nil, context: symbol
        ) { (document.path, $0) }
        let output = context.markdownRenderer(for: page).render(
            document, links: links, anchors: &anchors, dropsTitle: false,
            includedCode: context.comments.includedCode(of: symbol.id))
        outline += output.headings.map {
            NavLink(title: $0.heading.text, href: "#\($0.anchor)", level: $0.heading.level)
        }
        return output.html
    }

    /// Renders the Parameters, Return Value and Throws sections of a comment.
    /// - Parameters:
    ///   - parts: The split comment.
    ///   - symbol: The symbol the comment documents.
    ///   - headingLevel: 2 on the symbol's own page, 4 for a member.
    ///   - anchors: The page's anchors.
    ///   - outline: The on-this-page list (only level-2 sections are added).
    /// - Returns: The HTML.
    func fields(
        _ parts: DocCommentParts, of symbol: APISymbol, headingLevel: Int,
        anchors: inout Slug.Uniquer, outline: inout [NavLink]
    ) -> String {
        var html = ""
        var ignored: [NavLink] = []
        let tag = "h\(headingLevel)"
        // A field's section is classed by its id, which only the symbol's own page writes.
        func open(_ title: String, _ section: SymbolPageSectionID) -> String {
            if headingLevel == 2 {
                outline.append(NavLink(title: title, href: "#\(section)", level: 2))
                return
                    "<section class=\"\(section)\" id=\"\(section)\">\n<\(tag)>\(title)</\(tag)>\n"
            }
            return "<section class=\"\(section)\">\n<\(tag)>\(title)</\(tag)>\n"
        }
        if !parts.parameters.isEmpty {
            html += open("Parameters", .parameters) + "<dl>\n"
            for parameter in parts.parameters {
                html += "<dt><code>\(HTMLEscaping.text(parameter.name))</code></dt>\n<dd>"
                html += self.html(
                    parameter.description, of: symbol, anchors: &anchors, outline: &ignored)
                html += "</dd>\n"
            }
            html += "</dl>\n</section>\n"
        }
        if let returns = parts.returns {
            html += open("Return Value", .returnValue)
            html +=
                self.html(returns, of: symbol, anchors: &anchors, outline: &ignored)
                + "</section>\n"
        }
        if let thrown = parts.throwsDescription {
            html += open("Throws", .throws)
            html +=
                self.html(thrown, of: symbol, anchors: &anchors, outline: &ignored) + "</section>\n"
        }
        return html
    }
}
