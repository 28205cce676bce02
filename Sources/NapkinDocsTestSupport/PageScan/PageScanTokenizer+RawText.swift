extension PageScanTokenizer {
    /// The RCDATA and RAWTEXT states: nothing but the appropriate end tag is markup.
    /// - Parameter scalar: The next character.
    mutating func rawText(_ scalar: Unicode.Scalar) {
        if scalar == "<", endRawText() { return }
        index += 1
    }

    /// The script data states, with the standard's escaped (`<!--`) and double-escaped
    /// (`<!--<script>`) states, inside which `</script>` does not end the script.
    /// - Parameter scalar: The next character.
    mutating func scriptData(_ scalar: Unicode.Scalar) {
        switch (state, scalar) {
        case (.scriptData, "<"):
            if endRawText() { return }
            if matches("<!--", at: index) {
                index += 4
                state = .scriptEscapedDashDash
            } else {
                index += 1
            }
        case (.scriptData, _): index += 1
        case (.scriptEscaped, "-"): consume(into: .scriptEscapedDash)
        case (.scriptEscapedDash, "-"), (.scriptEscapedDashDash, "-"):
            consume(into: .scriptEscapedDashDash)
        case (.scriptEscapedDashDash, ">"), (.scriptDoubleEscapedDashDash, ">"):
            consume(into: .scriptData)
        case (.scriptEscaped, "<"), (.scriptEscapedDash, "<"), (.scriptEscapedDashDash, "<"):
            if endRawText() { return }
            if let after = scriptWord(at: index + 1) {
                index = after
                state = .scriptDoubleEscaped
            } else {
                consume(into: .scriptEscaped)
            }
        case (.scriptEscaped, _), (.scriptEscapedDash, _), (.scriptEscapedDashDash, _):
            consume(into: .scriptEscaped)
        case (.scriptDoubleEscaped, "-"): consume(into: .scriptDoubleEscapedDash)
        case (.scriptDoubleEscapedDash, "-"), (.scriptDoubleEscapedDashDash, "-"):
            consume(into: .scriptDoubleEscapedDashDash)
        case (.scriptDoubleEscaped, "<"), (.scriptDoubleEscapedDash, "<"),
            (.scriptDoubleEscapedDashDash, "<"):
            if index + 1 < input.count, input[index + 1] == "/",
                let after = scriptWord(at: index + 2)
            {
                index = after
                state = .scriptEscaped
            } else {
                consume(into: .scriptDoubleEscaped)
            }
        default: consume(into: .scriptDoubleEscaped)
        }
    }

    /// Starts the end tag at the `<` at `index` when it is the appropriate end tag: `</`, the
    /// raw text element's name in any case, then whitespace, `/` or `>`.
    /// - Returns: Whether it was; the tokenizer is then in the end tag's tag name state.
    mutating func endRawText() -> Bool {
        let nameStart = index + 2
        let nameEnd = nameStart + rawTextName.unicodeScalars.count
        guard nameEnd < input.count, input[index + 1] == "/",
            zip(input[nameStart..<nameEnd], rawTextName.unicodeScalars).allSatisfy({
                Self.lowercased($0) == $1
            }),
            Self.isWhitespace(input[nameEnd]) || input[nameEnd] == "/" || input[nameEnd] == ">"
        else { return false }
        tagStart = index
        index = nameStart
        startTag(isEnd: true)
        // The name was matched already; the tag name state goes on from its end.
        name = Array(rawTextName.unicodeScalars)
        index = nameEnd
        return true
    }

    /// The script data double escape start and end states: ASCII letters spelling `script`
    /// in any case, then whitespace, `/` or `>`.
    /// - Parameter start: Where the letters would start.
    /// - Returns: The index after the character that ends the word, or `nil` when the
    ///   letters there are not `script` so ended.
    func scriptWord(at start: Int) -> Int? {
        var end = start
        while end < input.count, Self.isASCIIAlpha(input[end]) { end += 1 }
        guard end < input.count, end - start == 6,
            Self.string(input[start..<end].map(Self.lowercased)) == "script",
            Self.isWhitespace(input[end]) || input[end] == "/" || input[end] == ">"
        else { return nil }
        return end + 1
    }

    /// Whether `text` is at `start` in the input, exactly.
    /// - Parameters:
    ///   - text: ASCII text.
    ///   - start: An index in the input.
    /// - Returns: `true` when the input has `text` there.
    func matches(_ text: String, at start: Int) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard start + scalars.count <= input.count else { return false }
        return zip(input[start..<start + scalars.count], scalars).allSatisfy { $0 == $1 }
    }

    /// Whether `scalar` is ASCII whitespace as the tokenizer knows it (tab, LF, FF, space).
    /// - Parameter scalar: A character.
    /// - Returns: `true` for the four; CR never reaches the tokenizer.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\n" || scalar == "\u{C}" || scalar == " "
    }

    /// Whether `scalar` is an ASCII letter.
    /// - Parameter scalar: A character.
    /// - Returns: `true` for `A`–`Z` and `a`–`z`.
    static func isASCIIAlpha(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// `scalar` with ASCII upper case lowered, and NUL replaced, as in tag and attribute names.
    /// - Parameter scalar: A character.
    /// - Returns: The character to append.
    static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if ("A"..."Z").contains(scalar) { return Unicode.Scalar(scalar.value + 0x20)! }
        return scalar == "\0" ? "\u{FFFD}" : scalar
    }
}
