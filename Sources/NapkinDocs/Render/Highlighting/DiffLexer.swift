/// Classifies a unified diff for ``CodeHighlighter``, line by line: file headers, hunk
/// headers, added lines (`ins`) and removed lines (`del`). The leading `+` or `-` stays in
/// the text, so a line's kind never rests on its colour alone.
enum DiffLexer {
    /// Classifies the whole code.
    /// - Parameter scanner: The scanner over the diff.
    static func lex(_ scanner: inout CodeScanner) {
        var afterOldFile = false
        while !scanner.isAtEnd {
            let start = scanner.position
            let kind: String?
            let wasAfterOldFile = afterOldFile
            afterOldFile = false
            if scanner.sees("--- ") && nextLineStartsWith("+++", scanner) {
                kind = "dir"
                afterOldFile = true
            } else if scanner.sees("+++ ") && wasAfterOldFile {
                kind = "dir"
            } else {
                switch scanner.peek() {
                case UInt8(ascii: "+"), UInt8(ascii: ">"): kind = "ins"
                case UInt8(ascii: "-"), UInt8(ascii: "<"): kind = "del"
                case UInt8(ascii: "@"): kind = scanner.sees("@@") ? "attr" : nil
                case UInt8(ascii: "\\"): kind = "com"
                default: kind = isFileHeader(scanner) ? "dir" : nil
                }
            }
            scanner.skipToLineEnd()
            if let kind { scanner.mark(kind, from: start) }
            scanner.skipLineBreak()
        }
    }

    /// Tells whether the line at the scanner's position is a line `git diff` writes before
    /// a file's changes, such as `diff --git a/x b/x` or `index 1a2b..3c4d 100644`.
    /// - Parameter scanner: The scanner, at a line's start.
    /// - Returns: `true` for such a line.
    private static func isFileHeader(_ scanner: CodeScanner) -> Bool {
        scanner.sees("diff ") || scanner.sees("index ") || scanner.sees("Index: ")
            || scanner.sees("new file mode") || scanner.sees("deleted file mode")
            || scanner.sees("similarity index") || scanner.sees("rename ")
            || scanner.sees("Binary files") || scanner.sees("===")
    }

    /// Tells whether the line after the one at the scanner's position starts with `prefix`:
    /// a `--- ` line is a file header only when a `+++ ` line follows it.
    /// - Parameters:
    ///   - prefix: The start to look for.
    ///   - scanner: The scanner, at a line's start.
    /// - Returns: `true` when the next line starts with `prefix`.
    private static func nextLineStartsWith(_ prefix: StaticString, _ scanner: CodeScanner) -> Bool {
        var ahead = scanner
        ahead.skipToLineEnd()
        ahead.skipLineBreak()
        return ahead.sees(prefix)
    }
}
