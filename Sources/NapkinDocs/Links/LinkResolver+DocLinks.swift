import NapkinDocsCore

/// `<doc:…>` links: to an article, to a symbol by its path, and to a heading of either, or of
/// the page holding the link (`<doc:#Heading>`).
extension LinkResolver {
    /// Resolves the name in a `<doc:Name>` link (a `#heading` suffix becomes an anchor): an
    /// article by its file name, else a symbol by its path, as DocC allows.
    /// - Parameters:
    ///   - reference: What follows `doc:`, such as `HeadlessNapkins` or
    ///     `napkin/HeadlessNapkins#Testing`; `#Testing` alone names a heading of the article
    ///     holding the link.
    ///   - articlePath: The source path of that article, if the link is in one.
    /// - Returns: The target, or an unresolved result with a suggestion.
    package func resolveDoc(
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
        if let other = otherModule(named: reference) {
            return other.resolver.resolveInOtherModule(other.rest, module: other.name) {
                other.resolver.resolveDoc($0)
            }
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
    func sameArticleHeading(_ fragment: String, in articlePath: String?) -> LinkResolution {
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
    func heading(
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
}
