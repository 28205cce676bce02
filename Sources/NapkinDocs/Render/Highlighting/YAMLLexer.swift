/// Classifies YAML for ``CodeHighlighter``, line by line: keys, quoted strings, numbers and
/// the literals `true`, `false`, `null` and `~`, comments, document markers, anchors, aliases
/// and tags, and the text of a `|` or `>` block scalar.
enum YAMLLexer {
    /// The scalars that YAML reads as booleans or null.
    static let literals: Set<String> = [
        "true", "false", "True", "False", "TRUE", "FALSE", "null", "Null", "NULL", "~",
        "yes", "no", "on", "off",
    ]

    /// Classifies the whole code.
    /// - Parameter scanner: The scanner over the YAML.
    static func lex(_ scanner: inout CodeScanner) {
        // The indentation of the line that opened a block scalar, while in one.
        var blockIndent: Int?
        while !scanner.isAtEnd {
            let lineStart = scanner.position
            scanner.skip { $0 == UInt8(ascii: " ") }
            let indent = scanner.position - lineStart
            let blank = scanner.peek().map { $0.isLineBreak } ?? true
            if let opener = blockIndent, indent > opener || blank {
                scanner.skipToLineEnd()
                scanner.mark("str", from: lineStart)
            } else {
                blockIndent = nil
                if indent == 0, scanner.sees("---") || scanner.sees("...") {
                    scanner.position += 3
                    scanner.mark("dir", from: lineStart)
                }
                if line(&scanner) { blockIndent = indent }
            }
            scanner.skipLineBreak()
        }
    }

    /// Classifies the rest of a line: sequence dashes, a key, then values.
    /// - Parameter scanner: The scanner, after the line's indentation.
    /// - Returns: Whether the line ends by opening a block scalar (`|` or `>`).
    private static func line(_ scanner: inout CodeScanner) -> Bool {
        var opensBlock = false
        while let byte = scanner.peek(), !byte.isLineBreak {
            let start = scanner.position
            switch byte {
            case UInt8(ascii: "#") where start == 0 || !isScalarByte(scanner.bytes[start - 1]):
                scanner.skipToLineEnd()
                scanner.mark("com", from: start)
                return opensBlock
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                // `\` escapes in double quotes; a single-quoted `''` reads as two strings.
                scanner.skipQuoted(
                    byte, escape: byte == UInt8(ascii: "'") ? nil : UInt8(ascii: "\\"))
                scanner.mark(followedByColon(scanner) ? "attr" : "str", from: start)
            case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"):
                scanner.skip { !$0.isBlank && !$0.isLineBreak && !",[]{}".utf8.contains($0) }
                scanner.mark("dir", from: start)
            case UInt8(ascii: "|"), UInt8(ascii: ">"):
                scanner.skip { !$0.isBlank && !$0.isLineBreak }
                opensBlock = true
                continue
            case _
            where (byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":"))
                && isEnd(scanner.peek(1)):
                // A sequence entry's dash, or the colon after a key.
                scanner.position += 1
            case _ where isScalarByte(byte):
                skipScalar(&scanner)
                if followedByColon(scanner) {
                    scanner.mark("attr", from: start)
                } else {
                    let word = scanner.text(from: start)
                    if literals.contains(word) {
                        scanner.mark("kw", from: start)
                    } else if word.first.map({ $0.isNumber || $0 == "-" || $0 == "." }) == true,
                        Double(word) != nil || word.hasPrefix("0x") || word.hasPrefix("0o")
                    {
                        scanner.mark("num", from: start)
                    }
                }
            default:
                scanner.advance()
            }
            if !byte.isBlank { opensBlock = false }
        }
        return opensBlock
    }

    /// Moves past a plain scalar: up to a `: ` (or `:` at the line's end), ` #`, a flow
    /// indicator or the line's end. A key may hold blanks; a blank followed by something
    /// that cannot go on a scalar ends it.
    /// - Parameter scanner: The scanner, at the scalar's first byte.
    private static func skipScalar(_ scanner: inout CodeScanner) {
        // The first byte is the scalar's even when it is a `:`, so the scan always moves on.
        scanner.advance()
        while let byte = scanner.peek(), !byte.isLineBreak, !",[]{}".utf8.contains(byte) {
            if byte == UInt8(ascii: ":"), isEnd(scanner.peek(1)) { return }
            if byte.isBlank {
                var next = 1
                while let ahead = scanner.peek(next), ahead.isBlank { next += 1 }
                guard let ahead = scanner.peek(next), isScalarByte(ahead) else { return }
                scanner.position += next
                continue
            }
            scanner.advance()
        }
    }

    /// Whether a plain scalar can start with or go on through `byte`.
    /// - Parameter byte: A byte of the line.
    /// - Returns: `false` for blanks, line breaks, quotes, comments and indicators.
    private static func isScalarByte(_ byte: UInt8) -> Bool {
        !byte.isBlank && !byte.isLineBreak && !"#\"',[]{}&*!|>".utf8.contains(byte)
    }

    /// Tells whether a `:` that makes what precedes it a key follows, after blanks.
    /// - Parameter scanner: The scanner, just after a scalar.
    /// - Returns: `true` for `: `, `:` at the line's end, and `:` before a flow indicator.
    private static func followedByColon(_ scanner: CodeScanner) -> Bool {
        var offset = 0
        while let byte = scanner.peek(offset), byte.isBlank { offset += 1 }
        return scanner.peek(offset) == UInt8(ascii: ":") && isEnd(scanner.peek(offset + 1))
    }

    /// Whether `byte`, after a `:`, makes the `:` a key's: a blank, a line break, a flow
    /// indicator or the end.
    /// - Parameter byte: The byte after the `:`, or `nil` at the end.
    /// - Returns: `true` when the `:` ends a key.
    private static func isEnd(_ byte: UInt8?) -> Bool {
        guard let byte else { return true }
        return byte.isBlank || byte.isLineBreak || ",]}".utf8.contains(byte)
    }
}
