extension SwiftLexer {
    /// Scans one token of code at `position` and writes it.
    /// - Parameter linkFor: Maps identifiers to page-relative hrefs, or `nil`.
    mutating func scanCodeToken(linkFor: (String) -> String?) {
        let start = position
        let current = scalars[position]
        let next = scalar(at: position + 1)
        switch current {
        case _ where Self.isWhitespace(current):
            while position < scalars.count, Self.isWhitespace(scalars[position]) { position += 1 }
            emit(start..<position, as: nil)
            return
        case "/" where next == "/":
            scanLineComment()
            return
        case "/" where next == "*":
            scanBlockComment()
            return
        case "#":
            let hashes = hashCount(at: position)
            if scalar(at: position + hashes) == "\"" {
                openString(hashes: hashes)
            } else if hashes == 1, let next, Self.isIdentifierStart(next) {
                position = endOfIdentifier(from: position + 1)
                emit(start..<position, as: "dir")
            } else {
                position += hashes
                emit(start..<position, as: nil)
            }
        case "\"":
            openString(hashes: 0)
        case "@" where next.map(Self.isIdentifierStart) == true:
            position = endOfIdentifier(from: position + 1)
            emit(start..<position, as: "attr")
        case _ where Self.isDigit(current):
            scanNumber()
        case _ where Self.isIdentifierStart(current):
            position = endOfIdentifier(from: position)
            emitIdentifier(start..<position, linkFor: linkFor)
        case "$":
            position = endOfIdentifier(from: position + 1)
            emit(start..<position, as: nil)
        case "`":
            scanBacktickIdentifier()
        case "(":
            if case .interpolation(let open)? = contexts.last {
                contexts[contexts.count - 1] = .interpolation(openParens: open + 1)
            }
            position += 1
            emit(start..<position, as: nil)
        case ")":
            position += 1
            if case .interpolation(let open)? = contexts.last {
                if open == 0 {
                    contexts.removeLast()
                    emit(start..<position, as: "esc")
                    lastSignificant = nil
                    return
                }
                contexts[contexts.count - 1] = .interpolation(openParens: open - 1)
            }
            emit(start..<position, as: nil)
        default:
            position += 1
            emit(start..<position, as: nil)
        }
        lastSignificant = scalars[position - 1]
    }

    /// Returns the index just past the identifier characters starting at `index`.
    /// - Parameter index: Where the identifier's characters begin.
    /// - Returns: The end of the identifier.
    func endOfIdentifier(from index: Int) -> Int {
        var end = index
        while end < scalars.count, Self.isIdentifierContinue(scalars[end]) { end += 1 }
        return end
    }

    /// Writes an identifier as a keyword, a type name, a link, or plain text.
    /// - Parameters:
    ///   - range: The identifier's scalars.
    ///   - linkFor: Maps identifiers to page-relative hrefs, or `nil`.
    mutating func emitIdentifier(_ range: Range<Int>, linkFor: (String) -> String?) {
        let word = text(range)
        if let keyword = Self.keywordClasses[word],
            lastSignificant != "." || keyword.staysAfterDot
        {
            emit(range, as: keyword.kind)
            return
        }
        let kind: String? = Self.isUppercase(scalars[range.lowerBound]) ? "type" : nil
        let href: String?
        if !asksForLinks {
            href = nil
        } else if let known = links[word] {
            href = known
        } else {
            href = linkFor(word)
            links[word] = href
        }
        if let href {
            emitLink(range, href: href, as: kind)
        } else {
            emit(range, as: kind)
        }
    }

    /// Returns the scalars in `range` as a string, with a fast path for ASCII.
    /// - Parameter range: The scalars to copy.
    /// - Returns: The text.
    func text(_ range: Range<Int>) -> String {
        let ascii = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: range.count) {
            bytes -> String? in
            for (offset, index) in range.enumerated() {
                let value = scalars[index].value
                guard value < 0x80 else { return nil }
                bytes[offset] = UInt8(truncatingIfNeeded: value)
            }
            return String(decoding: UnsafeBufferPointer(bytes), as: UTF8.self)
        }
        return ascii ?? String(String.UnicodeScalarView(scalars[range]))
    }

    /// Writes a `//` comment up to the end of the line; `///` makes it a doc comment.
    mutating func scanLineComment() {
        let start = position
        let isDoc = scalar(at: position + 2) == "/" && scalar(at: position + 3) != "/"
        while position < scalars.count, scalars[position] != "\n", scalars[position] != "\r" {
            position += 1
        }
        emit(start..<position, as: isDoc ? "doc" : "com")
    }

    /// Writes a `/* … */` comment, honouring nesting; an unterminated one runs to the end.
    mutating func scanBlockComment() {
        let start = position
        let isDoc = scalar(at: position + 2) == "*" && scalar(at: position + 3) != "/"
        var depth = 0
        repeat {
            if scalars[position] == "/", scalar(at: position + 1) == "*" {
                depth += 1
                position += 2
            } else if scalars[position] == "*", scalar(at: position + 1) == "/" {
                depth -= 1
                position += 2
            } else {
                position += 1
            }
        } while depth > 0 && position < scalars.count
        emit(start..<position, as: isDoc ? "doc" : "com")
    }

    /// Writes a number: decimal with `_` separators, fraction and exponent, or a
    /// hexadecimal (with optional `p` exponent), octal or binary literal.
    mutating func scanNumber() {
        let start = position
        let prefix = scalar(at: position + 1)
        if scalars[position] == "0", prefix == "x" || prefix == "X" {
            position += 2
            skip { Self.isHexDigit($0) || $0 == "_" }
            if scalar(at: position) == ".", scalar(at: position + 1).map(Self.isHexDigit) == true {
                position += 1
                skip { Self.isHexDigit($0) || $0 == "_" }
            }
            skipExponent(markers: ["p", "P"])
        } else if scalars[position] == "0", prefix == "b" || prefix == "o" {
            position += 2
            skip { Self.isDigit($0) || $0 == "_" }
        } else {
            skip { Self.isDigit($0) || $0 == "_" }
            if scalar(at: position) == ".", scalar(at: position + 1).map(Self.isDigit) == true {
                position += 1
                skip { Self.isDigit($0) || $0 == "_" }
            }
            skipExponent(markers: ["e", "E"])
        }
        emit(start..<position, as: "num")
    }

    /// Advances past an exponent (`e-3`, `p+2`) when one follows.
    /// - Parameter markers: The letters that introduce the exponent.
    mutating func skipExponent(markers: Set<Unicode.Scalar>) {
        guard let marker = scalar(at: position), markers.contains(marker) else { return }
        var digits = position + 1
        if scalar(at: digits) == "+" || scalar(at: digits) == "-" { digits += 1 }
        guard scalar(at: digits).map(Self.isDigit) == true else { return }
        position = digits
        skip { Self.isDigit($0) || $0 == "_" }
    }

    /// Advances while `condition` holds.
    /// - Parameter condition: The test for each scalar.
    mutating func skip(while condition: (Unicode.Scalar) -> Bool) {
        while position < scalars.count, condition(scalars[position]) { position += 1 }
    }

    /// Writes `` `name` `` as a plain identifier, or a lone backtick when none closes it on
    /// the same line.
    mutating func scanBacktickIdentifier() {
        let start = position
        if position >= noBacktickBefore {
            var end = position + 1
            while end < scalars.count, scalars[end] != "`", scalars[end] != "\n" { end += 1 }
            if scalar(at: end) == "`" {
                position = end + 1
                emit(start..<position, as: nil)
                return
            }
            noBacktickBefore = end
        }
        position += 1
        emit(start..<position, as: nil)
    }
}
