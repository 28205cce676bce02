/// A DocC snippet file (`Snippets/**/*.swift`) as `@Snippet(path:slice:)` shows it: its leading
/// `//` comment is the snippet's explanation, `// snippet.hide` … `// snippet.show` lines are
/// not shown, and `// snippet.ID` … `// snippet.end` mark the slice named `ID`.
package struct SnippetSlice: Hashable, Sendable {
    /// The explanation: the file's leading line comments, without their `//`.
    package var explanation: String
    /// The code shown.
    package var code: String

    /// Reads the part of `source` that `slice` names, or the whole file.
    /// - Parameters:
    ///   - source: The snippet file's text.
    ///   - slice: The slice's name, or `nil` for the whole file.
    /// - Returns: The slice, or `nil` when the file has no slice of that name.
    init?(source: String, slice: String?) {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? $0.dropLast() : $0
        }
        var explanation: [Substring] = []
        while let first = lines.first, first.hasPrefix("//"), SnippetMarker(first) == nil {
            explanation.append(first.dropFirst(2).drop { $0 == " " })
            lines.removeFirst()
        }
        var shown: [Substring] = []
        var isHidden = false
        var inSlice = slice == nil
        var found = slice == nil
        for line in lines {
            switch SnippetMarker(line) {
            case .hide:
                isHidden = true
            case .show:
                isHidden = false
            case .end:
                if slice != nil { inSlice = false }
            case .slice(let name):
                if let slice, name == slice {
                    inSlice = true
                    found = true
                }
            case nil:
                if inSlice, !isHidden { shown.append(line) }
            }
        }
        guard found else { return nil }
        while shown.first?.allSatisfy({ $0 == " " }) == true { shown.removeFirst() }
        while shown.last?.allSatisfy({ $0 == " " }) == true { shown.removeLast() }
        self.explanation = explanation.joined(separator: " ")
        code = Self.dedented(shown).joined(separator: "\n")
    }

    /// The lines less the indentation they all share (a slice inside a function).
    private static func dedented(_ lines: [Substring]) -> [Substring] {
        let indents = lines.filter { !$0.allSatisfy { $0 == " " } }.map {
            $0.prefix { $0 == " " }.count
        }
        let common = indents.min() ?? 0
        return lines.map { $0.dropFirst(min(common, $0.prefix { $0 == " " }.count)) }
    }
}
