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
        let changes = edits(for: html, from: page, anchorPrefix: anchorPrefix)
        var html = html
        return html.withUTF8 { bytes in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + changes.growth)
            changes.apply(to: bytes, appendingTo: &output)
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// Finds the changes that rebase `html`, without copying it: the site build keeps only
    /// these (a few per link) and applies them to the page's own bytes when it writes
    /// `print.html`.
    /// - Parameters:
    ///   - html: The body HTML as written for `page`.
    ///   - page: The article's page, relative to the site root.
    ///   - anchorPrefix: Put before every id and every same-page anchor.
    /// - Returns: The changes, in the order of the bytes they change.
    static func edits(for html: String, from page: String, anchorPrefix: String) -> Edits {
        let folder = page.split(separator: "/").dropLast().map(String.init)
        var result = Edits(replacements: [Array(anchorPrefix.utf8)])
        // An article links to the same few pages many times: each link is rebased once.
        var rebasedLinks: [String: Int] = [:]
        var html = html
        html.withUTF8 { bytes in
            // Every rewritten value opens with the `"` of ` href="`, ` src="` or ` id="`: going
            // from quote to quote skips the text between (quotes are rarer than spaces).
            var index = 0
            while let quote = bytes.firstIndex(of: UInt8(ascii: "\""), from: index) {
                index = quote + 1
                guard let attribute = attribute(endingAt: quote, in: bytes) else { continue }
                let valueStart = quote + 1
                var valueEnd = valueStart
                while valueEnd < bytes.count, bytes[valueEnd] != UInt8(ascii: "\"") {
                    valueEnd += 1
                }
                if attribute.isID {
                    result.add(at: valueStart, replacing: 0, with: 0)
                } else {
                    let value = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
                    let replacement: Int
                    if let known = rebasedLinks[value] {
                        replacement = known
                    } else {
                        replacement = result.replacements.count
                        result.replacements.append(
                            Array(
                                rebaseLink(value, folder: folder, anchorPrefix: anchorPrefix).utf8))
                        rebasedLinks[value] = replacement
                    }
                    result.add(at: valueStart, replacing: valueEnd - valueStart, with: replacement)
                }
                // Past the closing quote: it opens nothing.
                index = valueEnd + 1
            }
        }
        return result
    }

    /// The attributes rewritten, with whether each is an element id.
    private static let attributes: [(bytes: [UInt8], isID: Bool)] = [
        (Array("href=\"".utf8), false), (Array("src=\"".utf8), false), (Array("id=\"".utf8), true),
    ]

    /// The attribute whose `="` ends with the quote at `quote`, written after a space, if it is
    /// one of ``attributes``.
    private static func attribute(
        endingAt quote: Int, in bytes: UnsafeBufferPointer<UInt8>
    ) -> (bytes: [UInt8], isID: Bool)? {
        guard quote >= 1, bytes[quote - 1] == UInt8(ascii: "=") else { return nil }
        // `href=` and `src=` end in `f=` and `c=`; `id=` in `d=`.
        for attribute in attributes {
            let start = quote + 1 - attribute.bytes.count
            guard start >= 1, bytes[start - 1] == UInt8(ascii: " "),
                bytes.holds(attribute.bytes, at: start)
            else { continue }
            return attribute
        }
        return nil
    }

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
}
