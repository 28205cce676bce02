/// Groups the lexemes of ``SwiftLexer`` into ``SwiftToken``s for snippet scanning: comments and
/// whitespace are skipped, each string literal (interpolations included) is one token, and an
/// attribute takes its arguments, so that braces and keywords inside them are never seen.
struct SwiftTokenizer {
    /// The lexer over the source.
    private var lexer: SwiftLexer

    /// Creates a tokenizer over `text`.
    /// - Parameter text: Swift source.
    init(_ text: String) {
        lexer = SwiftLexer(text)
    }

    /// Returns every token of the source, in order.
    /// - Parameter text: Swift source.
    /// - Returns: The tokens.
    static func tokens(of text: String) -> [SwiftToken] {
        var tokenizer = SwiftTokenizer(text)
        var tokens: [SwiftToken] = []
        while let token = tokenizer.next() { tokens.append(token) }
        return tokens
    }

    /// Reads the next token.
    /// - Returns: The token, or `nil` at the end of the source.
    mutating func next() -> SwiftToken? {
        while let lexeme = lexer.next() {
            let start = lexeme.range.lowerBound
            switch lexeme.kind {
            case .whitespace, .comment, .docComment:
                continue
            case .stringDelimiter:
                // The lexer has entered the string: read on until it is back where it was.
                let outside = lexer.depth - 1
                var end = lexeme.range.upperBound
                while lexer.depth > outside, let piece = lexer.next() {
                    // A line break that ends an unterminated string is code, not string.
                    if piece.kind == .whitespace, lexer.depth <= outside { break }
                    end = piece.range.upperBound
                }
                return token(.literal, start..<end)
            case .attribute:
                var end = lexeme.range.upperBound
                if lexer.byte(at: end) == UInt8(ascii: "(") { end = endOfBalancedGroup() }
                return token(.attribute, start..<end)
            case .directive: return token(.directive, lexeme.range)
            case .escapedIdentifier: return token(.escapedWord, lexeme.range)
            case .identifier, .dollarIdentifier, .number: return token(.word, lexeme.range)
            case .open: return token(.open, lexeme.range)
            case .close: return token(.close, lexeme.range)
            case .punctuation, .stringText, .escape, .interpolationStart, .interpolationEnd:
                return token(.punctuation, lexeme.range)
            }
        }
        return nil
    }

    /// Reads a bracketed group that starts at the current position (an attribute's
    /// arguments), nested groups, strings and comments included.
    /// - Returns: The offset just past the group's closing bracket (or the source's end).
    private mutating func endOfBalancedGroup() -> Int {
        var depth = 0
        var end = lexer.position
        while let lexeme = lexer.next() {
            end = lexeme.range.upperBound
            if lexeme.kind == .open { depth += 1 }
            if lexeme.kind == .close {
                depth -= 1
                if depth == 0 { break }
            }
        }
        return end
    }

    /// Makes a token of the source's bytes in `range`.
    /// - Parameters:
    ///   - kind: What the token is.
    ///   - range: The token's UTF-8 offsets.
    /// - Returns: The token.
    private func token(_ kind: SwiftToken.Kind, _ range: Range<Int>) -> SwiftToken {
        SwiftToken(kind: kind, text: lexer.text(range), offset: range.lowerBound)
    }
}
