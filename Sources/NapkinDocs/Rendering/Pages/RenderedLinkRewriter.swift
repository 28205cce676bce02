/// Finishes the links in cmark's HTML in one linear pass: marks `http(s)` links as external and
/// gives `<doc:Name>` autolinks the article's title as their text.
///
/// cmark writes every link as `<a href="…">`, and raw HTML from authors is escaped before it
/// gets here, so the exact byte sequence `<a href="` only ever starts a link cmark wrote.
/// (Foundation's `replacingOccurrences` was the slowest step of a build: one pass over bytes
/// replaces a search per link.)
enum RenderedLinkRewriter {
    /// Rewrites the links of `html`.
    /// - Parameters:
    ///   - html: cmark's HTML.
    ///   - replacements: Whole link elements (`<a href="x">doc:Name</a>`) and what replaces each.
    /// - Returns: The HTML with external links marked and the listed links replaced.
    static func rewrite(_ html: String, replacements: [String: String]) -> String {
        // An ASCII element equals an ASCII key only byte for byte, so when every key is
        // ASCII, an ASCII element of another length is skipped without making a string.
        let isASCII = { (byte: UInt8) in byte < 0x80 }
        let lengths: Set<Int>? =
            replacements.keys.allSatisfy { $0.utf8.allSatisfy(isASCII) }
            ? Set(replacements.keys.map(\.utf8.count)) : nil
        var html = html
        return html.withUTF8 { bytes in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + 512)
            var index = 0
            var copied = 0
            while let found = bytes.firstIndex(of: linkStart, from: index) {
                index = found
                let destination = index + linkStart.count
                if bytes.holds(http, at: destination)
                    || bytes.holds(https, at: destination)
                {
                    output += bytes[copied..<index]
                    output += external
                    index = destination
                    copied = index
                    continue
                }
                if !replacements.isEmpty,
                    let end = find(linkEnd, in: bytes, from: destination, within: 2048),
                    lengths?.contains(end - index) ?? true
                        || !bytes[index..<end].allSatisfy(isASCII)
                {
                    let element = String(decoding: bytes[index..<end], as: UTF8.self)
                    if let replacement = replacements[element] {
                        output += bytes[copied..<index]
                        output += replacement.utf8
                        index = end
                        copied = index
                        continue
                    }
                }
                index = destination
            }
            output += bytes[copied...]
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// The attributes that open an external link.
    private static let external = Array(
        "<a class=\"external\" rel=\"external noopener\" href=\"".utf8)

    /// The bytes that open a link cmark wrote.
    private static let linkStart = Array("<a href=\"".utf8)
    /// The bytes that close a link.
    private static let linkEnd = Array("</a>".utf8)
    /// An `http` destination.
    private static let http = Array("http://".utf8)
    /// An `https` destination.
    private static let https = Array("https://".utf8)

    /// The index just after the first `needle` at or after `start`, looking at most `limit` bytes.
    private static func find(
        _ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int, within limit: Int
    ) -> Int? {
        var index = start
        let last = min(bytes.count - needle.count, start + limit)
        while index <= last {
            if bytes[index] == needle[0], bytes.holds(needle, at: index) {
                return index + needle.count
            }
            index += 1
        }
        return nil
    }
}
