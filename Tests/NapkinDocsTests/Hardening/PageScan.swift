import Foundation

/// Reads generated HTML the way a browser's tokenizer would for the few things the hardening
/// tests look at: attribute values, and opening tags. It reads only tags, never text, so
/// escaped text such as `&lt;script&gt;` is not mistaken for a tag.
enum PageScan {
    /// The opening tags (`<name …>`, whole) of every element called `name`, case-insensitively.
    /// - Parameters:
    ///   - name: An element name, in lower case.
    ///   - html: A page.
    /// - Returns: Each tag's text, from `<` to `>`.
    static func openingTags(named name: String, in html: String) -> [String] {
        tags(in: html).filter { tag in
            let lowered = tag.lowercased()
            guard lowered.hasPrefix("<" + name) else { return false }
            let next = lowered.dropFirst(name.count + 1).first
            return next == nil || next == ">" || next == "/" || next!.isWhitespace
        }
    }

    /// The raw values of the attributes called one of `names`, in every tag of `html`.
    /// - Parameters:
    ///   - names: Attribute names, in lower case.
    ///   - html: A page.
    /// - Returns: The values as written (still escaped).
    static func attributeValues(named names: Set<String>, in html: String) -> [String] {
        attributes(in: html).filter { names.contains($0.name) }.map(\.value)
    }

    /// The names of every attribute of every tag of `html`, in lower case.
    /// - Parameter html: A page.
    /// - Returns: The names, in order, repeated as often as they appear.
    static func attributeNames(in html: String) -> [String] {
        attributes(in: html).map(\.name)
    }

    /// Every attribute of every tag: its lower-case name and its value as written (unquoted).
    /// - Parameter html: A page.
    /// - Returns: The attributes in order; a bare attribute has an empty value.
    private static func attributes(in html: String) -> [(name: String, value: String)] {
        let pattern =
            #"[\s/"']([A-Za-z_:@][-A-Za-z0-9_:.@]*)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        var result: [(name: String, value: String)] = []
        for tag in tags(in: html) where !tag.hasPrefix("</") {
            let text = tag as NSString
            // Skip the element name: attributes start after it.
            let nameEnd = tag.firstIndex { $0.isWhitespace || $0 == "/" || $0 == ">" }
            let start =
                nameEnd.map { tag.utf16.distance(from: tag.startIndex, to: $0) } ?? text.length
            let range = NSRange(location: start, length: text.length - start)
            for match in regex.matches(in: tag, range: range) {
                var value = ""
                if match.range(at: 2).location != NSNotFound {
                    value = text.substring(with: match.range(at: 2))
                    if value.hasPrefix("\"") || value.hasPrefix("'") {
                        value = String(value.dropFirst().dropLast())
                    }
                }
                result.append((text.substring(with: match.range(at: 1)).lowercased(), value))
            }
        }
        return result
    }

    /// Decodes the character references of an attribute value, as a browser would before
    /// reading it as a URL.
    /// - Parameter value: An attribute value as written.
    /// - Returns: The value with `&amp;`, `&quot;`, `&#39;`, `&lt;`, `&gt;` and numeric
    ///   references decoded.
    static func decoded(_ value: String) -> String {
        guard value.contains("&") else { return value }
        var result = value
        let pattern = #"&#([xX][0-9A-Fa-f]+|[0-9]+);?"#
        while let range = result.range(of: pattern, options: .regularExpression) {
            let digits = result[range].dropFirst(2).filter { $0 != ";" }
            let hex = digits.first == "x" || digits.first == "X"
            let number = UInt32(digits.dropFirst(hex ? 1 : 0), radix: hex ? 16 : 10) ?? 0xFFFD
            result.replaceSubrange(range, with: String(Unicode.Scalar(number) ?? "\u{FFFD}"))
        }
        for (entity, character) in [
            ("&quot;", "\""), ("&lt;", "<"), ("&gt;", ">"), ("&colon;", ":"), ("&amp;", "&"),
        ] {
            result = result.replacingOccurrences(of: entity, with: character)
        }
        return result
    }

    /// Every tag of `html`: from a `<` followed by a letter or `/` to the next `>` outside quotes.
    /// - Parameter html: A page.
    /// - Returns: The tags' texts.
    private static func tags(in html: String) -> [String] {
        var tags: [String] = []
        let bytes = Array(html.utf8)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count,
                Character(Unicode.Scalar(bytes[index + 1])).isLetter
                    || bytes[index + 1] == UInt8(ascii: "/")
            else {
                index += 1
                continue
            }
            var end = index + 1
            var quote: UInt8?
            while end < bytes.count {
                let byte = bytes[end]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    break
                }
                end += 1
            }
            tags.append(String(decoding: bytes[index...min(end, bytes.count - 1)], as: UTF8.self))
            index = end + 1
        }
        return tags
    }
}
