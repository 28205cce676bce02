/// Moves a rendered article body from its own page into `print.html`, in one linear pass.
///
/// Links in a body are relative to the article's page (`articles/x.html`); on `print.html`
/// (at the site root) they must be relative to the root, and element ids must stay unique among
/// all the articles. Rebasing the rendered HTML costs one pass over its bytes, where rendering
/// each article a second time would double the build's Markdown work.
///
/// Only attributes written by cmark and the page renderers are touched: the author's raw HTML
/// is escaped before it gets here (its quotes are `&quot;`), so `href="` cannot come from it.
enum PrintRebaser {
    /// Rebases the `href`, `src` and `id` attributes of `html`.
    /// - Parameters:
    ///   - html: The body HTML as written for `page`.
    ///   - page: The article's page, relative to the site root.
    ///   - anchorPrefix: Put before every id and every same-page anchor (`articles-x-html-`).
    /// - Returns: The HTML for `print.html`.
    static func rebase(_ html: String, from page: String, anchorPrefix: String) -> String {
        let folder = page.split(separator: "/").dropLast().map(String.init)
        // An article links to the same few pages many times: each link is rebased once.
        var rebasedLinks: [String: String] = [:]
        let bytes = Array(html.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 16)
        var index = 0
        var copied = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: " "),
                let attribute = attributes.first(where: {
                    starts(bytes, at: index + 1, with: $0.bytes)
                })
            else {
                index += 1
                continue
            }
            let valueStart = index + 1 + attribute.bytes.count
            var valueEnd = valueStart
            while valueEnd < bytes.count, bytes[valueEnd] != UInt8(ascii: "\"") { valueEnd += 1 }
            let value = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
            let rebased: String
            if attribute.isID {
                rebased = anchorPrefix + value
            } else if let known = rebasedLinks[value] {
                rebased = known
            } else {
                rebased = rebaseLink(value, folder: folder, anchorPrefix: anchorPrefix)
                rebasedLinks[value] = rebased
            }
            output += bytes[copied..<valueStart]
            output += rebased.utf8
            index = valueEnd
            copied = valueEnd
        }
        output += bytes[copied...]
        return String(decoding: output, as: UTF8.self)
    }

    /// The attributes rewritten, with whether each is an element id.
    private static let attributes: [(bytes: [UInt8], isID: Bool)] = [
        (Array("href=\"".utf8), false), (Array("src=\"".utf8), false), (Array("id=\"".utf8), true),
    ]

    /// A link relative to a page in `folder` (given as its path components), made relative to
    /// the site root.
    private static func rebaseLink(
        _ link: String, folder: [String], anchorPrefix: String
    ) -> String {
        if link.hasPrefix("#") { return "#" + anchorPrefix + link.dropFirst() }
        if link.isEmpty || link.hasPrefix("/") || link.contains(":") { return link }
        var parts = folder
        var rest = Substring(link)
        while rest.hasPrefix("../") {
            rest = rest.dropFirst(3)
            if !parts.isEmpty { parts.removeLast() }
        }
        while rest.hasPrefix("./") { rest = rest.dropFirst(2) }
        return (parts + [String(rest)]).joined(separator: "/")
    }

    /// Whether `bytes` holds `prefix` at `index`.
    private static func starts(_ bytes: [UInt8], at index: Int, with prefix: [UInt8]) -> Bool {
        guard index + prefix.count <= bytes.count else { return false }
        for offset in prefix.indices where bytes[index + offset] != prefix[offset] { return false }
        return true
    }
}
