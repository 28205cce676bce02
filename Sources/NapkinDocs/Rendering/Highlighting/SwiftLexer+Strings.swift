extension SwiftLexer {
    /// Writes an opening string delimiter (`"`, `"""`, `#"`, `##"""`, …) starting at
    /// `position` and enters the string.
    /// - Parameter hashes: The number of `#` before the quote.
    mutating func openString(hashes: Int) {
        let quote = position + hashes
        let multiline = isTripleQuote(at: quote)
        let end = quote + (multiline ? 3 : 1)
        emit(position..<end, as: "str")
        position = end
        contexts.append(.string(hashes: hashes, multiline: multiline))
    }

    /// Scans string content up to the closing delimiter, an interpolation, or (for a
    /// single-line string) the end of the line, which ends an unterminated string.
    /// - Parameters:
    ///   - hashes: The string's `#` count; escapes need `\` followed by as many `#`.
    ///   - multiline: Whether the string closes with `"""`.
    mutating func scanStringContent(hashes: Int, multiline: Bool) {
        var start = position
        while position < scalars.count {
            let current = scalars[position]
            if current == "\\", hashCount(at: position + 1) >= hashes {
                emit(start..<position, as: "str")
                scanEscape(hashes: hashes)
                if case .interpolation? = contexts.last { return }
                start = position
                continue
            }
            if current == "\"" {
                let quoteEnd = position + (multiline ? 3 : 1)
                if (!multiline || isTripleQuote(at: position)), hashCount(at: quoteEnd) >= hashes {
                    emit(start..<(quoteEnd + hashes), as: "str")
                    position = quoteEnd + hashes
                    contexts.removeLast()
                    return
                }
            }
            if !multiline, current == "\n" || current == "\r" {
                emit(start..<position, as: "str")
                contexts.removeLast()
                return
            }
            position += 1
        }
        emit(start..<position, as: "str")
        contexts.removeLast()
    }

    /// Writes one escape (`\n`, `\u{1F600}`, `\#(`…) starting at the backslash at
    /// `position`; an interpolation's opening pushes a code context.
    /// - Parameter hashes: The string's `#` count.
    mutating func scanEscape(hashes: Int) {
        let afterHashes = position + 1 + hashes
        guard let next = scalar(at: afterHashes) else {
            emit(position..<scalars.count, as: "esc")
            position = scalars.count
            return
        }
        if next == "(" {
            emit(position..<(afterHashes + 1), as: "esc")
            position = afterHashes + 1
            contexts.append(.interpolation(openParens: 0))
            return
        }
        var end = afterHashes + 1
        if next == "\n" || next == "\r" {
            // A line continuation in a multi-line string: the break itself stays text.
            end = afterHashes
        } else if next == "u", scalar(at: end) == "{" {
            var close = end + 1
            while close < scalars.count, close < end + 10, Self.isHexDigit(scalars[close]) {
                close += 1
            }
            if scalar(at: close) == "}" { end = close + 1 }
        }
        emit(position..<end, as: "esc")
        position = end
    }
}
