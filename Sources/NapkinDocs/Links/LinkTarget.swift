import NapkinDocsCore

/// Where a resolved link points, and how to label it.
package struct LinkTarget: Sendable, Hashable {
    /// The target relative to the site root, with its `#anchor` if any.
    package var href: String
    /// The text DocC shows for the link: the symbol's title or the article's title.
    package var title: String
    /// The symbol the link names, if it is a symbol link.
    package var symbolID: String?
    /// The article the link names (its source path), if it is an article link.
    package var articlePath: String?

    /// Creates a link target.
    /// - Parameters:
    ///   - href: The root-relative target.
    ///   - title: The link's display title.
    ///   - symbolID: The symbol named, if any.
    ///   - articlePath: The article named, if any.
    package init(href: String, title: String, symbolID: String? = nil, articlePath: String? = nil) {
        self.href = href
        self.title = title
        self.symbolID = symbolID
        self.articlePath = articlePath
    }
}

/// What became of one link in a document.
package enum LinkResolution: Sendable, Hashable {
    /// The link names a page of the site.
    case resolved(LinkTarget)
    /// An `http(s)` link, left as written and marked external.
    case external
    /// A link the resolver does not handle (`mailto:`, an image, a relative non-article file).
    case untouched
    /// The link names nothing; the message says what was written and suggests a near match.
    case unresolved(message: String)
}
