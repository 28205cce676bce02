/// The one lexer of Swift source, shared by the snippet scanner and the highlighter.
///
/// It reads the source's UTF-8 bytes once, from start to end, and splits all of them into
/// ``SwiftLexeme``s: ``SwiftTokenizer`` (snippet scanning) groups them into the tokens that
/// tell declarations apart, and ``SwiftHighlighter`` writes each as a span. Strings with
/// interpolations nest code inside strings inside code, so the lexer keeps an explicit stack
/// of contexts instead of recursing (deeply nested garbage cannot overflow the call stack).
/// Invalid Swift is read too: an unterminated string ends at the line end (a multi-line one at
/// the end of the source), an unterminated comment at the end of the source.
package struct SwiftLexer {
    /// Where the lexer is: inside a string literal or inside an interpolation's code.
    enum Context {
        /// Inside a string literal with this many `#`s, single-line or multi-line.
        case string(hashes: Int, multiline: Bool)
        /// Inside `\(…)`, with this many unclosed `(` of its own.
        case interpolation(openParens: Int)
    }

    /// The source.
    let source: String
    /// The source's UTF-8 bytes.
    package let bytes: [UInt8]
    /// The offset of the next byte to read.
    var position = 0
    /// The open strings and interpolations, innermost last; empty at top level.
    var contexts: [Context] = []
    /// Before this offset no closing backtick exists on the current line (keeps the scan linear).
    var noBacktickBefore = 0
    /// The bytes examined ahead of the position without being consumed there: the only reading
    /// that could make the lexer's cost grow faster than its input, so tests count it (only the
    /// lexer can).
    var bytesReadAhead = 0

    /// Prepares to read `source`.
    /// - Parameter source: Swift source; need not be valid.
    package init(_ source: String) {
        self.source = source
        bytes = Array(source.utf8)
    }

    /// How many strings and interpolations are open at the current position.
    var depth: Int { contexts.count }

    /// Reads the next lexeme.
    /// - Returns: The lexeme, or `nil` at the end of the source.
    package mutating func next() -> SwiftLexeme? {
        while position < bytes.count {
            if case .string(let hashes, let multiline)? = contexts.last {
                if let lexeme = nextInString(hashes: hashes, multiline: multiline) {
                    return lexeme
                }
            } else {
                return nextInCode()
            }
        }
        return nil
    }

    /// Returns the source's text in `range`.
    /// - Parameter range: UTF-8 offsets, as in a ``SwiftLexeme``.
    /// - Returns: The text.
    func text(_ range: Range<Int>) -> Substring {
        let utf8 = source.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        return source[start..<utf8.index(start, offsetBy: range.count)]
    }

    /// Returns the byte at `index`, or `nil` past the end.
    /// - Parameter index: An offset in the source.
    /// - Returns: The byte there, if any.
    func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    /// Returns the Unicode scalar that starts at `index` and its length in bytes.
    /// - Parameter index: The offset of a scalar's first byte.
    /// - Returns: The scalar and its length, or `nil` past the end.
    package func scalar(at index: Int) -> (value: Unicode.Scalar, length: Int)? {
        guard index < bytes.count else { return nil }
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length where index + offset < bytes.count {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// Counts the `#` characters starting at `index`.
    /// - Parameter index: Where to start counting.
    /// - Returns: The number of consecutive `#`.
    mutating func hashCount(at index: Int) -> Int {
        var end = index
        while end < bytes.count, bytes[end] == UInt8(ascii: "#") { end += 1 }
        bytesReadAhead += end - index
        return end - index
    }

    /// Tells whether `"""` starts at `index`.
    /// - Parameter index: An offset in the source.
    /// - Returns: `true` when three quotes follow.
    func isTripleQuote(at index: Int) -> Bool {
        index + 2 < bytes.count && bytes[index] == UInt8(ascii: "\"")
            && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")
    }

    /// Makes a lexeme of the bytes from `start` to the current position.
    /// - Parameters:
    ///   - kind: What the lexeme is.
    ///   - start: The offset of its first byte.
    /// - Returns: The lexeme.
    func lexeme(_ kind: SwiftLexeme.Kind, from start: Int) -> SwiftLexeme {
        SwiftLexeme(kind: kind, range: start..<position)
    }
}
