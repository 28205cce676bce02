/// The two escapers of cmark-gfm's HTML renderer, over UTF-8 bytes.
extension HTMLWriter {
    /// Appends text for an element's content or an attribute value: `&`, `<`, `>` and `"`
    /// become entities (cmark's `escape_html`, not in secure mode: `'` and `/` stay).
    mutating func escapeText(_ text: Substring) { escapeText(String(text)) }

    /// Appends text for an element's content or an attribute value: `&`, `<`, `>` and `"`
    /// become entities (cmark's `escape_html`, not in secure mode: `'` and `/` stay).
    mutating func escapeText(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices {
                let entity: StaticString
                switch bytes[index] {
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "\""): entity = "&quot;"
                default: continue
                }
                appendChecked(bytes[start..<index])
                markup(entity)
                start = index + 1
            }
            appendChecked(bytes[start...])
        }
    }

    /// Appends a link or image destination for an `href` or `src` attribute, as cmark's
    /// `houdini_escape_href` does: `&` and `'` become entities, and every byte outside the
    /// safe set (letters, digits and ``-_.+!*(),%#@?=;:/$~``) is percent-encoded.
    mutating func escapeHref(_ destination: String) {
        var destination = destination
        destination.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices {
                let byte = bytes[index]
                guard !Self.isHrefSafe(byte) else { continue }
                appendChecked(bytes[start..<index])
                switch byte {
                case UInt8(ascii: "&"): markup("&amp;")
                case UInt8(ascii: "'"): markup("&#x27;")
                default:
                    appendChecked([
                        UInt8(ascii: "%"), Self.hexDigits[Int(byte >> 4)],
                        Self.hexDigits[Int(byte & 0xF)],
                    ])
                }
                start = index + 1
            }
            appendChecked(bytes[start...])
        }
    }

    /// Upper-case hexadecimal digits, for percent-encoding.
    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// Whether `byte` is written as it is in a destination.
    private static func isHrefSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "+"),
            UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "("), UInt8(ascii: ")"),
            UInt8(ascii: ","), UInt8(ascii: "%"), UInt8(ascii: "#"), UInt8(ascii: "@"),
            UInt8(ascii: "?"), UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: ":"),
            UInt8(ascii: "/"), UInt8(ascii: "$"), UInt8(ascii: "~"):
            true
        default: false
        }
    }
}
