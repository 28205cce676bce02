/// A `// snippet.` marker line, as DocC reads snippet files: `hide` and `show` bound lines that
/// are compiled but not shown, `NAME` … `end` bound the slice named `NAME`.
///
/// A marker starts its line, after any indentation; its name runs to the first blank.
package enum SnippetMarker: Hashable, Sendable {
    /// `// snippet.hide`: the lines after it are not shown.
    case hide
    /// `// snippet.show`: the lines after it are shown again.
    case show
    /// `// snippet.end`: the slice open ends.
    case end
    /// `// snippet.NAME`: the slice `NAME` starts.
    case slice(String)

    /// The text every marker starts with.
    static let prefix = "// snippet."

    /// Reads a line of code.
    /// - Parameter line: One line, with its indentation and any `\r`.
    /// - Returns: The marker, or `nil` for any other line.
    package init?(_ line: Substring) {
        let trimmed = line.drop { Self.isBlank($0) }
        guard trimmed.hasPrefix(Self.prefix) else { return nil }
        let rest = trimmed.dropFirst(Self.prefix.count)
        let name = rest.prefix { !$0.isWhitespace }
        guard !name.isEmpty else { return nil }
        switch name {
        case "hide": self = .hide
        case "show": self = .show
        case "end": self = .end
        default: self = .slice(String(name))
        }
    }

    /// The marker as it is written: `// snippet.hide`.
    var text: String {
        switch self {
        case .hide: Self.prefix + "hide"
        case .show: Self.prefix + "show"
        case .end: Self.prefix + "end"
        case .slice(let name): Self.prefix + name
        }
    }

    /// Whether a character is a blank around a marker: a space, a tab or a carriage return.
    private static func isBlank(_ character: Character) -> Bool {
        character == " " || character == "\t" || character == "\r"
    }
}

extension SnippetMarker {
    /// The bytes every marker starts with.
    private static let prefixBytes = Array(prefix.utf8)

    /// Whether `code` holds `// snippet.` anywhere, read as bytes (the check runs on every
    /// block, and most hold no marker).
    /// - Parameter code: A block's code.
    /// - Returns: `true` when a marker may be there.
    static func mayOccur(in code: String) -> Bool {
        var code = code
        return code.withUTF8 { bytes in
            let marker = prefixBytes
            guard bytes.count >= marker.count else { return false }
            var index = 0
            while index <= bytes.count - marker.count {
                if bytes[index] == marker[0], bytes[index + 3] == marker[3],
                    (1..<marker.count).allSatisfy({ bytes[index + $0] == marker[$0] })
                {
                    return true
                }
                index += 1
            }
            return false
        }
    }
}
