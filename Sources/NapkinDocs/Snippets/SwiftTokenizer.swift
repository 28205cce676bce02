/// Splits Swift source into ``SwiftToken``s, skipping comments and whitespace, and reading each
/// string literal (interpolations included) as one token, so that braces and keywords inside
/// them are never seen.
struct SwiftTokenizer {
    /// The source's bytes.
    private let bytes: [UInt8]
    /// The source.
    private let text: String
    /// The index of the next byte to read.
    private var position = 0
    /// The 0-based line of the next byte.
    private var line = 0

    /// Creates a tokenizer over `text`.
    /// - Parameter text: Swift source.
    init(_ text: String) {
        self.text = text
        self.bytes = Array(text.utf8)
    }

    /// Returns every token of the source, in order.
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
        while position < bytes.count {
            let start = position
            let startLine = line
            let byte = bytes[position]
            switch byte {
            case ascii("\n"):
                line += 1
                position += 1
            case ascii(" "), ascii("\t"), ascii("\r"):
                position += 1
            case ascii("/") where peek(1) == ascii("/"):
                while position < bytes.count, bytes[position] != ascii("\n") { position += 1 }
            case ascii("/") where peek(1) == ascii("*"):
                skipBlockComment()
            case ascii("\""):
                skipString(hashes: 0)
                return token(.literal, from: start, line: startLine)
            case ascii("#"):
                var hashes = 0
                while peek(hashes) == ascii("#") { hashes += 1 }
                if peek(hashes) == ascii("\"") {
                    position += hashes
                    skipString(hashes: hashes)
                    return token(.literal, from: start, line: startLine)
                } else {
                    position += 1
                    skipWord()
                    return token(.directive, from: start, line: startLine)
                }
            case ascii("@"):
                position += 1
                skipWord()
                if position < bytes.count, bytes[position] == ascii("(") { skipBalanced() }
                return token(.attribute, from: start, line: startLine)
            case ascii("`"):
                position += 1
                while position < bytes.count, bytes[position] != ascii("`"),
                    bytes[position] != ascii("\n")
                {
                    position += 1
                }
                position += 1
                return token(.escapedWord, from: start, line: startLine)
            case ascii("{"), ascii("("), ascii("["):
                position += 1
                return token(.open, from: start, line: startLine)
            case ascii("}"), ascii(")"), ascii("]"):
                position += 1
                return token(.close, from: start, line: startLine)
            default:
                if isWordByte(byte) {
                    skipWord()
                    return token(.word, from: start, line: startLine)
                }
                position += 1
                return token(.punctuation, from: start, line: startLine)
            }
        }
        return nil
    }

    /// Makes a token of the bytes from `start` to the current position.
    private func token(_ kind: SwiftToken.Kind, from start: Int, line: Int) -> SwiftToken {
        let range =
            text.utf8.index(
                text.startIndex, offsetBy: start)..<text.utf8.index(
                text.startIndex, offsetBy: position)
        return SwiftToken(kind: kind, text: text[range], offset: start, line: line)
    }

    /// Returns the byte `offset` bytes ahead, if any.
    private func peek(_ offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    /// Whether `byte` can be part of an identifier (non-ASCII bytes are taken to be letters).
    private func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case ascii("a")...ascii("z"), ascii("A")...ascii("Z"), ascii("0")...ascii("9"), ascii("_"),
            ascii("$"):
            true
        default:
            byte >= 0x80
        }
    }

    /// Moves past identifier bytes.
    private mutating func skipWord() {
        while position < bytes.count, isWordByte(bytes[position]) { position += 1 }
    }

    /// Moves past a `/* … */` comment, which may nest.
    private mutating func skipBlockComment() {
        var depth = 0
        while position < bytes.count {
            if bytes[position] == ascii("/"), peek(1) == ascii("*") {
                depth += 1
                position += 2
            } else if bytes[position] == ascii("*"), peek(1) == ascii("/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                if bytes[position] == ascii("\n") { line += 1 }
                position += 1
            }
        }
    }

    /// Moves past a string literal whose opening quote is at the current position.
    /// - Parameter hashes: The number of `#` before the quote (a raw string's delimiter).
    private mutating func skipString(hashes: Int) {
        let isMultiline = peek(1) == ascii("\"") && peek(2) == ascii("\"")
        position += isMultiline ? 3 : 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == ascii("\n") {
                line += 1
                if !isMultiline { return }
            }
            if byte == ascii("\\"), (0..<hashes).allSatisfy({ peek(1 + $0) == ascii("#") }) {
                position += 1 + hashes
                if peek(0) == ascii("(") {
                    skipBalanced()
                } else {
                    position += 1
                }
                continue
            }
            let closes =
                byte == ascii("\"")
                && (!isMultiline || (peek(1) == ascii("\"") && peek(2) == ascii("\"")))
            let quoteLength = isMultiline ? 3 : 1
            if closes, (0..<hashes).allSatisfy({ peek(quoteLength + $0) == ascii("#") }) {
                position += quoteLength + hashes
                return
            }
            position += 1
        }
    }

    /// Moves past a bracketed group (an interpolation or attribute arguments), nested groups,
    /// strings and comments included.
    private mutating func skipBalanced() {
        var depth = 0
        while let token = next() {
            if token.kind == .open { depth += 1 }
            if token.kind == .close {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }
}

/// The byte value of an ASCII character.
/// - Parameter character: An ASCII character.
/// - Returns: Its byte.
private func ascii(_ character: Unicode.Scalar) -> UInt8 {
    UInt8(ascii: character)
}
