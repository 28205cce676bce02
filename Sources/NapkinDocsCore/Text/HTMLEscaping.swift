/// Escapes plain text for the two places the layout writes it: element content and
/// double-quoted attribute values.
package enum HTMLEscaping {
    /// Escapes `&`, `<` and `>` so that `text` reads as itself inside an element.
    /// - Parameter text: Plain text.
    /// - Returns: The text, safe to place between tags.
    package static func text(_ text: String) -> String {
        escape(text, quotes: false)
    }

    /// Escapes `&`, `<`, `>`, `"` and `'` so that `text` is safe in a quoted attribute.
    /// - Parameter text: Plain text.
    /// - Returns: The text, safe inside `"…"` or `'…'`.
    package static func attribute(_ text: String) -> String {
        escape(text, quotes: true)
    }

    /// Appends `scalar` to `output`, escaped for element content.
    /// - Parameters:
    ///   - scalar: The character to write.
    ///   - output: The HTML being built.
    static func append(_ scalar: Unicode.Scalar, to output: inout String) {
        switch scalar {
        case "&": output += "&amp;"
        case "<": output += "&lt;"
        case ">": output += "&gt;"
        default: output.unicodeScalars.append(scalar)
        }
    }

    /// Escapes the HTML-significant characters of `text`.
    /// - Parameters:
    ///   - text: Plain text.
    ///   - quotes: Whether to escape quotes too, for attribute values.
    /// - Returns: The escaped text.
    private static func escape(_ text: String, quotes: Bool) -> String {
        // Fast path: most titles and labels contain nothing to escape.
        guard
            text.utf8.contains(where: { $0 == 38 || $0 == 60 || $0 == 62 || $0 == 34 || $0 == 39 })
        else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"" where quotes: output += "&quot;"
            case "'" where quotes: output += "&#39;"
            default: append(scalar, to: &output)
            }
        }
        return output
    }
}
