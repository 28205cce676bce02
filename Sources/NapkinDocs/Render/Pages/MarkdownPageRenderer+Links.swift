import NapkinDocsCore

/// What a page makes of a document's links: each resolved link, image and symbol link points
/// at its target from the page, and the rest are written as DocC writes them.
extension MarkdownPageRenderer {
    /// Decides each link, image and symbol link of `document`: a resolved one goes to its
    /// target's href relative to the page; a `doc:` link that names nothing is written as its
    /// text, and an image that is not there is left out, as DocC writes them (no dead `<a>`,
    /// no broken `<img>`).
    /// - Parameters:
    ///   - document: The parsed document.
    ///   - links: Its links, already resolved.
    ///   - decisions: The page's decisions, by outline index.
    func decideLinks(
        of document: MarkdownDocument, links: DocumentLinks, in decisions: inout PageDecisions
    ) {
        let page = pagePath
        // Many links share a target; each target's relative href is computed once.
        var relative: [String: String] = [:]
        func href(_ target: LinkTarget) -> String {
            if let known = relative[target.href] { return known }
            let made = relativeHref(target.href, from: page)
            relative[target.href] = made
            return made
        }
        for (index, span) in document.codeSpans.enumerated() where span.isSymbolLink {
            guard case .resolved(let target)? = links.symbolLinks[span.location] else {
                decisions.codeSpans[index] = HTMLFragment(
                    markup: "<code>\(HTMLEscaping.text(span.code))</code>")
                continue
            }
            decisions.codeSpans[index] = Self.symbolLinkHTML(target, href: href(target))
        }
        for (index, link) in document.links.enumerated() {
            let resolution = links.links[link.location]
            if case .unresolved? = resolution,
                link.kind == .image || link.destination.lowercased().hasPrefix("doc:")
            {
                decisions.droppedLinks.insert(index)
            }
            guard case .resolved(let target)? = resolution else { continue }
            decisions.setDestination(href(target), ofLink: index)
            if link.kind == .image {
                decisions.pictures[index] = picture(of: target, page: page)
            } else if link.kind == .autolink, link.destination.hasPrefix("doc:") {
                // cmark shows the URL `doc:Name` as an autolink's text; DocC shows the title.
                decisions.linkTexts[index] = target.title
            }
        }
    }

    /// The HTML for a resolved symbol link: a link around the symbol's title, in code voice.
    static func symbolLinkHTML(_ target: LinkTarget, href: String) -> HTMLFragment {
        // A symbol of a module outside the site links to its published page, marked so.
        let isPublished = href.hasPrefix("https://")
        var html = HTMLFragment(
            markup: isPublished
                ? "<a class=\"symbol-link external\" rel=\"external noopener\" href=\""
                : "<a class=\"symbol-link\" href=\"")
        html.append(href: href)
        html.append(markup: "\"><code>\(HTMLEscaping.text(target.title))</code></a>")
        return html
    }

    /// The files of an image that has variants, as hrefs relative to `page`.
    /// - Parameters:
    ///   - target: The image's resolved target (a copy of a local file).
    ///   - page: The page.
    /// - Returns: The sources, or `nil` for an image of one file.
    private func picture(of target: LinkTarget, page: String) -> PictureSources? {
        guard let file = localFiles.file(ofHref: target.href),
            let variants = localFiles.variants(of: file)
        else { return nil }
        func hrefs(_ files: [Int: String]) -> [(scale: Int, href: String)] {
            files.map {
                (scale: $0.key, href: relativeHref(localFiles.href(ofFile: $0.value), from: page))
            }
        }
        return PictureSources(light: hrefs(variants.light), dark: hrefs(variants.dark))
    }
}
