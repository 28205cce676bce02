extension SwiftLexer {
    /// Reads an opening string delimiter (`"`, `"""`, `#"`, `##"""`, …) at the current
    /// position and enters the string.
    /// - Parameter hashes: The number of `#` before the quote.
    /// - Returns: The delimiter.
    mutating func openString(hashes: Int) -> SwiftLexeme {
        let start = position
        let quote = position + hashes
        let multiline = isTripleQuote(at: quote)
        position = quote + (multiline ? 3 : 1)
        contexts.append(.string(hashes: hashes, multiline: multiline))
        return lexeme(.stringDelimiter, from: start)
    }

    /// Reads one lexeme inside a string: text up to the closing delimiter, an escape or the
    /// line end; the closing delimiter; or an escape.
    /// - Parameters:
    ///   - hashes: The string's `#` count; escapes need `\` followed by as many `#`.
    ///   - multiline: Whether the string closes with `"""`.
    /// - Returns: The lexeme, or `nil` when a single-line string ends unterminated at a line
    ///   break (the break is then code) or the source ends.
    mutating func nextInString(hashes: Int, multiline: Bool) -> SwiftLexeme? {
        let start = position
        while position < bytes.count {
            let current = bytes[position]
            if current == UInt8(ascii: "\\"), hashCount(at: position + 1) >= hashes {
                return position > start ? lexeme(.stringText, from: start) : escape(hashes: hashes)
            }
            if current == UInt8(ascii: "\"") {
                let quoteEnd = position + (multiline ? 3 : 1)
                if !multiline || isTripleQuote(at: position), hashCount(at: quoteEnd) >= hashes {
                    if position > start { return lexeme(.stringText, from: start) }
                    position = quoteEnd + hashes
                    contexts.removeLast()
                    return lexeme(.stringDelimiter, from: start)
                }
            }
            if !multiline, current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
                contexts.removeLast()
                return position > start ? lexeme(.stringText, from: start) : nil
            }
            position += 1
        }
        return position > start ? lexeme(.stringText, from: start) : nil
    }

    /// Reads one escape (`\n`, `\u{1F600}`, `\#(`…) at the backslash at the current position;
    /// an interpolation's opening enters its code.
    /// - Parameter hashes: The string's `#` count.
    /// - Returns: The escape, or the interpolation's start.
    private mutating func escape(hashes: Int) -> SwiftLexeme {
        let start = position
        let afterHashes = position + 1 + hashes
        guard let (next, length) = scalar(at: afterHashes) else {
            position = bytes.count
            return lexeme(.escape, from: start)
        }
        if next == "(" {
            position = afterHashes + 1
            contexts.append(.interpolation(openParens: 0))
            return lexeme(.interpolationStart, from: start)
        }
        var end = afterHashes + length
        if next == "\n" || next == "\r" {
            // A line continuation in a multi-line string: the break itself stays text.
            end = afterHashes
        } else if next == "u", byte(at: end) == UInt8(ascii: "{") {
            var close = end + 1
            while close < bytes.count, close < end + 10, Self.isHexDigit(bytes[close]) {
                close += 1
            }
            if byte(at: close) == UInt8(ascii: "}") { end = close + 1 }
        }
        position = end
        return lexeme(.escape, from: start)
    }
}
