extension HTMLTransform {
    /// The URL schemes never written as a link destination, because following them runs code.
    static let blockedSchemes: Set<String> = ["javascript", "vbscript", "data"]

    /// Returns whether `destination` uses a scheme that must never be written as a link.
    ///
    /// Browsers ignore leading blanks and control characters, and letter case, in a scheme, so
    /// this does too.
    /// - Parameter destination: A link destination.
    /// - Returns: `true` for `javascript:`, `vbscript:` and `data:` URLs.
    static func isBlocked(_ destination: String) -> Bool {
        // Most destinations have no scheme at all: no colon, nothing to block.
        guard destination.utf8.contains(UInt8(ascii: ":")) else { return false }
        let visible = destination.unicodeScalars.filter { $0.value > 0x20 }
        let text = String(String.UnicodeScalarView(visible)).lowercased()
        guard let colon = text.firstIndex(of: ":") else { return false }
        return blockedSchemes.contains(String(text[..<colon]))
    }

    /// Escapes `text` for use inside a double-quoted HTML attribute or as element text.
    /// - Parameter text: Any text.
    /// - Returns: The text with `&`, `<`, `>` and `"` replaced by entities.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
