/// Where the HTML of a tree is written, which decides how its links and ids are spelled.
///
/// On its own page a tree is written as it is. On `print.html`, at the site root beside every
/// other article, each relative link is made relative to the root and each id and same-page
/// anchor gets the article's prefix, so that ids stay unique among all the articles.
package struct HTMLPlacement: Sendable {
    /// The folder of the page the tree's links were made for, as path components, when the
    /// tree is written elsewhere (at the site root); `nil` on its own page.
    var pageFolder: [String]?
    /// Put before every id and every same-page anchor (`articles-x-html-`); empty on its own page.
    var anchorPrefix: String
    /// Whether `http` and `https` links are marked as leaving the site.
    var marksExternalLinks: Bool

    /// The tree written as cmark writes it: nothing rebased, nothing marked.
    static let asParsed = HTMLPlacement(
        pageFolder: nil, anchorPrefix: "", marksExternalLinks: false)

    /// A page's own place: links as made for it, external links marked.
    package static let ownPage = HTMLPlacement(
        pageFolder: nil, anchorPrefix: "", marksExternalLinks: true)

    /// The place of an article's body on `print.html`.
    /// - Parameters:
    ///   - page: The article's own page, relative to the site root.
    ///   - anchorPrefix: The article's prefix for ids and same-page anchors.
    /// - Returns: The placement.
    package static func printed(from page: String, anchorPrefix: String) -> HTMLPlacement {
        HTMLPlacement(
            pageFolder: page.split(separator: "/").dropLast().map(String.init),
            anchorPrefix: anchorPrefix, marksExternalLinks: true)
    }

    /// A link as written here: a same-page anchor gets the prefix, and a relative link made for
    /// the page is made relative to the root; absolute links and URLs with a scheme stay.
    /// - Parameter link: The link as made for the page (not escaped).
    /// - Returns: The link to write.
    func href(_ link: String) -> String {
        guard let pageFolder else { return link }
        if link.hasPrefix("#") { return "#" + anchorPrefix + link.dropFirst() }
        if link.isEmpty || link.hasPrefix("/") || Self.mayHaveScheme(link) { return link }
        var parts = pageFolder
        var rest = Substring(link)
        while rest.hasPrefix("../") {
            rest = rest.dropFirst(3)
            if !parts.isEmpty { parts.removeLast() }
        }
        while rest.hasPrefix("./") { rest = rest.dropFirst(2) }
        return (parts + [String(rest)]).joined(separator: "/")
    }

    /// Whether `link` holds a colon, and so may start with a scheme.
    private static func mayHaveScheme(_ link: String) -> Bool {
        link.holds(ascii: ":")
    }
}
