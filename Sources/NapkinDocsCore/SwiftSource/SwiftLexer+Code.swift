extension SwiftLexer {
    /// Reads one lexeme of code at the current position.
    /// - Returns: The lexeme.
    mutating func nextInCode() -> SwiftLexeme {
        let start = position
        let current = bytes[position]
        let next = byte(at: position + 1)
        if let (value, _) = scalar(at: position), Self.isWhitespace(value) {
            while let (value, length) = scalar(at: position), Self.isWhitespace(value) {
                position += length
            }
            return lexeme(.whitespace, from: start)
        }
        switch current {
        case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
            return lineComment()
        case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
            return blockComment()
        case UInt8(ascii: "#"):
            let hashes = hashCount(at: position)
            if byte(at: position + hashes) == UInt8(ascii: "\"") {
                return openString(hashes: hashes)
            }
            if hashes == 1, let (next, _) = scalar(at: position + 1), Self.isIdentifierStart(next) {
                position = endOfIdentifier(from: position + 1)
                return lexeme(.directive, from: start)
            }
            position += hashes
            return lexeme(.punctuation, from: start)
        case UInt8(ascii: "\""):
            return openString(hashes: 0)
        case UInt8(ascii: "@"):
            guard let (next, _) = scalar(at: position + 1), Self.isIdentifierStart(next) else {
                break
            }
            position = endOfIdentifier(from: position + 1)
            return lexeme(.attribute, from: start)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            scanNumber()
            return lexeme(.number, from: start)
        case UInt8(ascii: "$"):
            position = endOfIdentifier(from: position + 1)
            return lexeme(.dollarIdentifier, from: start)
        case UInt8(ascii: "`"):
            return backtickIdentifier()
        case UInt8(ascii: "("):
            if case .interpolation(let open)? = contexts.last {
                contexts[contexts.count - 1] = .interpolation(openParens: open + 1)
            }
            position += 1
            return lexeme(.open, from: start)
        case UInt8(ascii: ")"):
            position += 1
            if case .interpolation(let open)? = contexts.last {
                if open == 0 {
                    contexts.removeLast()
                    return lexeme(.interpolationEnd, from: start)
                }
                contexts[contexts.count - 1] = .interpolation(openParens: open - 1)
            }
            return lexeme(.close, from: start)
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            position += 1
            return lexeme(.open, from: start)
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            position += 1
            return lexeme(.close, from: start)
        default:
            break
        }
        let (value, length) = scalar(at: position) ?? ("\0", 1)
        if Self.isIdentifierStart(value) {
            position = endOfIdentifier(from: position)
            return lexeme(.identifier, from: start)
        }
        position += length
        return lexeme(.punctuation, from: start)
    }

    /// Returns the offset just past the identifier characters starting at `index`.
    /// - Parameter index: Where the identifier's characters begin.
    /// - Returns: The end of the identifier.
    func endOfIdentifier(from index: Int) -> Int {
        var end = index
        while let (value, length) = scalar(at: end), Self.isIdentifierContinue(value) {
            end += length
        }
        return end
    }

    /// Reads a `//` comment up to the end of the line; `///` makes it a doc comment.
    /// - Returns: The comment.
    private mutating func lineComment() -> SwiftLexeme {
        let start = position
        let isDoc =
            byte(at: position + 2) == UInt8(ascii: "/")
            && byte(at: position + 3) != UInt8(ascii: "/")
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n"),
            bytes[position] != UInt8(ascii: "\r")
        {
            position += 1
        }
        return lexeme(isDoc ? .docComment : .comment, from: start)
    }

    /// Reads a `/* … */` comment, honouring nesting; an unterminated one runs to the end.
    /// - Returns: The comment; `/**` makes it a doc comment.
    private mutating func blockComment() -> SwiftLexeme {
        let start = position
        let isDoc =
            byte(at: position + 2) == UInt8(ascii: "*")
            && byte(at: position + 3) != UInt8(ascii: "/")
        var depth = 0
        repeat {
            if bytes[position] == UInt8(ascii: "/"), byte(at: position + 1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if bytes[position] == UInt8(ascii: "*"),
                byte(at: position + 1) == UInt8(ascii: "/")
            {
                depth -= 1
                position += 2
            } else {
                position += 1
            }
        } while depth > 0 && position < bytes.count
        return lexeme(isDoc ? .docComment : .comment, from: start)
    }

    /// Reads `` `name` `` as an identifier, or a lone backtick as punctuation when none closes
    /// it on the same line.
    /// - Returns: The lexeme.
    private mutating func backtickIdentifier() -> SwiftLexeme {
        let start = position
        if position >= noBacktickBefore {
            var end = position + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "`"),
                bytes[end] != UInt8(ascii: "\n")
            {
                end += 1
            }
            bytesReadAhead += end - position
            if byte(at: end) == UInt8(ascii: "`") {
                position = end + 1
                return lexeme(.escapedIdentifier, from: start)
            }
            noBacktickBefore = end
        }
        position += 1
        return lexeme(.punctuation, from: start)
    }
}
