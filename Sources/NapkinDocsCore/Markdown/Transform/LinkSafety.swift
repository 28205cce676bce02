/// What keeps a page's links and raw HTML from running code: the URL schemes never written,
/// read as a browser reads them.
package enum LinkSafety {
    /// The URL schemes never written as a link destination, because following them runs code.
    static let blockedSchemes: Set<String> = ["javascript", "vbscript", "data"]

    /// Returns whether `destination` uses a scheme that must never be written as a link.
    ///
    /// Browsers ignore leading blanks and control characters, and letter case, in a scheme, so
    /// this does too.
    /// - Parameter destination: A link destination.
    /// - Returns: `true` for `javascript:`, `vbscript:` and `data:` URLs.
    package static func isBlocked(_ destination: String) -> Bool {
        // Most destinations have no scheme at all: no colon, nothing to block.
        guard destination.utf8.contains(UInt8(ascii: ":")) else { return false }
        if let scheme = asciiScheme(destination) { return blockedSchemes.contains(scheme) }
        let visible = destination.unicodeScalars.filter { $0.value > 0x20 }
        let text = String(String.UnicodeScalarView(visible)).lowercased()
        guard let colon = text.firstIndex(of: ":") else { return false }
        return blockedSchemes.contains(String(text[..<colon]))
    }

    /// The scheme of an ASCII destination as ``isBlocked(_:)`` reads it (blanks and control
    /// characters dropped, lower-cased), without going through Unicode; `nil` when a byte
    /// before the colon is not ASCII (Unicode lower-casing can make ASCII letters of it).
    /// - Parameter destination: A destination holding a colon.
    /// - Returns: The scheme, or `nil` to take the Unicode path.
    private static func asciiScheme(_ destination: String) -> String? {
        var scheme: [UInt8] = []
        for byte in destination.utf8 {
            if byte == UInt8(ascii: ":") { return String(decoding: scheme, as: UTF8.self) }
            if byte >= 0x80 { return nil }
            if byte <= 0x20 { continue }
            scheme.append(
                byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
            // No blocked scheme is longer than this: a longer one is some other scheme.
            if scheme.count > longestBlockedScheme { return "" }
        }
        return nil
    }

    /// The length of the longest blocked scheme.
    private static let longestBlockedScheme = blockedSchemes.map(\.utf8.count).max() ?? 0

    /// The named references that can spell a URL scheme's colon or hide blanks in it, by
    /// lower-case name.
    private static let schemeReferences: [String: Unicode.Scalar?] = [
        "colon": ":", "tab": nil, "newline": nil,
    ]

    /// Reads the character reference that follows an `&`, as a browser decodes it in an
    /// attribute, or more eagerly: numeric ones of any length (`&#0000106;`, `&#x6A`), and the
    /// named ones of ``schemeReferences`` in any case, with or without their `;` (a false alarm
    /// only shows the HTML as text; found by the fuzzer: `raw-html-colon-without-semicolon.md`).
    /// ``RawHTMLPolicy`` reads attribute values with it.
    /// - Parameter text: What follows the `&`.
    /// - Returns: The character (`nil` for a blank) and the text after the reference, or `nil`
    ///   when no such reference starts there.
    static func characterReference(
        at text: Substring.UnicodeScalarView
    ) -> (Unicode.Scalar?, Substring.UnicodeScalarView)? {
        guard text.first == "#" else {
            let letters = text.prefix { $0.isASCII && $0.properties.isAlphabetic }
            guard
                let value = schemeReferences[String(String.UnicodeScalarView(letters)).lowercased()]
            else { return nil }
            var rest = text.dropFirst(letters.count)
            if rest.first == ";" { rest = rest.dropFirst() }
            return (value, rest)
        }
        var rest = text.dropFirst()
        let hex = rest.first == "x" || rest.first == "X"
        if hex { rest = rest.dropFirst() }
        var value: UInt32 = 0
        var digits = 0
        while let digit = rest.first, let number = Int(String(digit), radix: hex ? 16 : 10) {
            // Leading zeros change nothing; past the last code point the value stays invalid.
            value = min(value * (hex ? 16 : 10) + UInt32(number), 0x11_0000)
            digits += 1
            rest = rest.dropFirst()
        }
        guard digits > 0 else { return nil }
        if rest.first == ";" { rest = rest.dropFirst() }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", rest)
    }
}
