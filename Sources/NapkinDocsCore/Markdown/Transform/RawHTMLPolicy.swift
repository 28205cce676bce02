import Foundation

/// What `--allow-raw-html` lets through: an author's markup and styling, never script.
///
/// A raw HTML node of the Markdown (an HTML block, or an inline tag) is written as is only when
/// every tag in it passes; otherwise the whole node is shown as text. The reading is eager on
/// purpose: every `<` followed by a letter counts as a tag, even inside a comment, so a false
/// alarm only ever shows HTML as text. GFM's tag filter, which cmark applies afterwards, stays
/// on as a second line of defence.
///
/// A node is refused when a tag in it:
/// 1. is an element that runs script, embeds another document or a plugin, or turns the rest of
///    the page into text (``refusedElements``);
/// 2. has an event-handler attribute (any name starting with `on`);
/// 3. has an attribute value that names a `javascript:` or `vbscript:` URL anywhere, or starts
///    with `data:`, once character references are decoded and blanks dropped;
/// 4. is not closed inside the node, or leaves a quote open: the rest of the page would then be
///    read as the tag's attributes.
enum RawHTMLPolicy {
    /// The elements never let through: those that embed another document or a plugin, and
    /// those GFM's tag filter names (scripts, styles, and elements whose text runs to their end tag).
    static let refusedElements: Set<String> = [
        "iframe", "frame", "frameset", "object", "embed", "applet", "portal", "base",
        "script", "style", "title", "textarea", "xmp", "noembed", "noframes", "plaintext",
    ]

    /// Returns whether the raw HTML `html` is nothing but comments (`<!-- … -->`) and blanks:
    /// what no browser shows, so a page without raw HTML leaves it out rather than showing it
    /// as text (Node.js's docs hold hundreds: `<!-- YAML added: v0.1.90 -->`).
    /// - Parameter html: The literal of a raw HTML node.
    /// - Returns: `true` when every character is inside a complete comment or blank.
    static func isOnlyComments(_ html: String) -> Bool {
        var rest = Substring(html)
        var sawComment = false
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" || $0.isNewline }
            if rest.isEmpty { return sawComment }
            guard rest.hasPrefix("<!--"), let end = rest.range(of: "-->") else { return false }
            // `<!-->` and `<!--->` end at once in HTML; they are comments too, but rare enough
            // to be shown as text.
            guard end.lowerBound >= rest.index(rest.startIndex, offsetBy: 4) else { return false }
            rest = rest[end.upperBound...]
            sawComment = true
        }
    }

    /// Returns whether the raw HTML `html` may be written as is.
    /// - Parameter html: The literal of a raw HTML node.
    /// - Returns: `false` when any tag in it breaks one of the rules above.
    static func allows(_ html: String) -> Bool {
        var scalars = html.unicodeScalars[...]
        while let start = scalars.firstIndex(of: "<") {
            scalars = scalars[scalars.index(after: start)...]
            guard let first = scalars.first, first.isASCII, first.properties.isAlphabetic else {
                continue
            }
            guard let rest = allowsTag(in: &scalars) else { return false }
            scalars = rest
        }
        return true
    }

    /// Reads one tag, from its name to its `>`, and checks it.
    /// - Parameter text: The text just after the tag's `<`; left just after the name on return.
    /// - Returns: The text after the tag's `>`, or `nil` when the tag breaks a rule.
    private static func allowsTag(
        in text: inout Substring.UnicodeScalarView
    ) -> Substring.UnicodeScalarView? {
        let name = text.prefix { !isBlank($0) && $0 != "/" && $0 != ">" }
        text = text.dropFirst(name.count)
        if refusedElements.contains(lowercased(name)) { return nil }
        while let scalar = text.first {
            if scalar == ">" { return text.dropFirst() }
            if isBlank(scalar) || scalar == "/" {
                text = text.dropFirst()
                continue
            }
            let attribute = text.prefix { !isBlank($0) && !"/>=".unicodeScalars.contains($0) }
            text = text.dropFirst(max(attribute.count, 1))
            if lowercased(attribute).hasPrefix("on") { return nil }
            text = text.drop(while: isBlank)
            guard text.first == "=" else { continue }
            text = text.dropFirst().drop(while: isBlank)
            let value: Substring.UnicodeScalarView
            if let quote = text.first, quote == "\"" || quote == "'" {
                let body = text.dropFirst()
                // A quote left open swallows the rest of the page into this attribute.
                guard let close = body.firstIndex(of: quote) else { return nil }
                value = body[..<close]
                text = body[body.index(after: close)...]
            } else {
                value = text.prefix { !isBlank($0) && $0 != ">" }
                text = text.dropFirst(value.count)
            }
            if namesScript(value) { return nil }
        }
        // The node ends inside the tag.
        return nil
    }

    /// Returns whether an attribute value names a script-running URL: `javascript:` or
    /// `vbscript:` anywhere (SVG animation values are lists), or `data:` at its start.
    private static func namesScript(_ value: Substring.UnicodeScalarView) -> Bool {
        var visible = ""
        var rest = value
        while let scalar = rest.popFirst() {
            if scalar == "&", let (decoded, after) = LinkSafety.characterReference(at: rest) {
                rest = after
                if let decoded, decoded.value > 0x20 { visible.unicodeScalars.append(decoded) }
                continue
            }
            if scalar.value > 0x20 { visible.unicodeScalars.append(scalar) }
        }
        let text = visible.lowercased()
        return text.contains("javascript:") || text.contains("vbscript:")
            || text.hasPrefix("data:")
    }

    /// Whether a character separates a tag's parts, as the HTML tokenizer reads blanks.
    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{C}"
    }

    /// An ASCII name in lower case.
    private static func lowercased(_ name: Substring.UnicodeScalarView) -> String {
        String(String.UnicodeScalarView(name)).lowercased()
    }
}
