/// Writes Swift values as JavaScript (and JSON) literals for the generated scripts.
package enum JavaScriptLiteral {
    /// Returns `text` as a double-quoted string literal that is also valid JSON.
    ///
    /// Besides the usual escapes it escapes `<`, so the text can never close a `<script>`
    /// element, and U+2028/U+2029, which older engines reject inside string literals.
    /// - Parameter text: Any text.
    /// - Returns: The quoted literal.
    package static func string(_ text: String) -> String {
        // Fast path: most titles, headings and terms hold nothing to escape. U+2028 and
        // U+2029 are the only escaped characters outside ASCII, and both start with 0xE2.
        if !text.utf8.contains(where: {
            $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
                || $0 == UInt8(ascii: "<") || $0 == 0xE2
        }) {
            return "\"" + text + "\""
        }
        var output = "\""
        output.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "<": output += "\\u003c"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
