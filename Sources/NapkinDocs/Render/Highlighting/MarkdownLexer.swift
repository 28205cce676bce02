/// Classifies Markdown for ``CodeHighlighter``, line by line: headings, list and quote
/// markers, code fences and their code, DocC directives, code spans (a span of two backticks,
/// DocC's ``` ``Symbol`` ``` link, as a type name), link destinations,
/// autolinks (`<doc:…>`), HTML comments and backslash escapes.
enum MarkdownLexer {
    /// Classifies the whole code.
    /// - Parameter scanner: The scanner over the Markdown.
    static func lex(_ scanner: inout CodeScanner) {
        // The fence character and length of the open code block, while in one.
        var fence: (character: UInt8, count: Int)?
        while !scanner.isAtEnd {
            let lineStart = scanner.position
            scanner.skip { $0.isBlank }
            let marker = scanner.position
            let character = scanner.peek() ?? 0
            // Only fences and headings repeat their marker; counting others could rescan a
            // long run of blank lines once per line.
            var count = 1
            if "`~#".utf8.contains(character) {
                while scanner.peek(count) == character { count += 1 }
            }
            if character == UInt8(ascii: "`") || character == UInt8(ascii: "~"), count >= 3,
                fence == nil
                    || fence?.character == character && count >= fence?.count ?? 0
                        && closes(scanner, after: count)
            {
                scanner.skipToLineEnd()
                scanner.mark("dir", from: marker)
                fence = fence == nil ? (character: character, count: count) : nil
            } else if fence != nil {
                scanner.skipToLineEnd()
                scanner.mark("str", from: lineStart)
            } else {
                blockStart(&scanner, character: character, count: count)
                inline(&scanner)
            }
            scanner.skipLineBreak()
        }
    }

    /// Tells whether a fence run ends its line, as a closing fence must (no info string).
    /// - Parameters:
    ///   - scanner: The scanner, at the run.
    ///   - count: The run's length.
    /// - Returns: `true` when only blanks follow the run on its line.
    private static func closes(_ scanner: CodeScanner, after count: Int) -> Bool {
        var offset = count
        while let byte = scanner.peek(offset), byte.isBlank { offset += 1 }
        return scanner.peek(offset).map(\.isLineBreak) ?? true
    }

    /// Classifies what opens a line outside code: a heading (the whole line), a quote or list
    /// marker, or a directive's name (`@Metadata`).
    /// - Parameters:
    ///   - scanner: The scanner, after the line's indentation.
    ///   - character: The line's first byte.
    ///   - count: How many times it repeats.
    private static func blockStart(_ scanner: inout CodeScanner, character: UInt8, count: Int) {
        let start = scanner.position
        let next = scanner.peek(count)
        let endsMarker = next.map { $0.isBlank || $0.isLineBreak } ?? true
        if character == UInt8(ascii: "#"), count <= 6, endsMarker {
            scanner.skipToLineEnd()
            scanner.mark("kw", from: start)
        } else if character == UInt8(ascii: ">") || "-*+".utf8.contains(character) && endsMarker {
            scanner.position += 1
            scanner.mark("kw", from: start)
        } else if character.isDigit {
            scanner.skip { $0.isDigit }
            let punctuation = scanner.peek()
            if punctuation == UInt8(ascii: ".") || punctuation == UInt8(ascii: ")") {
                scanner.position += 1
                scanner.mark("kw", from: start)
            }
        } else if character == UInt8(ascii: "@"), next?.isLetter == true {
            scanner.position += 1
            scanner.skip { $0.isWordByte }
            scanner.mark("dir", from: start)
        }
    }

    /// Classifies the inline content up to the line's end.
    /// - Parameter scanner: The scanner, inside a line.
    private static func inline(_ scanner: inout CodeScanner) {
        let spans = codeSpans(scanner)
        while let byte = scanner.peek(), !byte.isLineBreak {
            let start = scanner.position
            if byte == UInt8(ascii: "\\"), let next = scanner.peek(1), !next.isLineBreak {
                scanner.position += 1
                scanner.advance()
                scanner.mark("esc", from: start)
            } else if byte == UInt8(ascii: "`") {
                let count = scanner.bytes[start...].prefix { $0 == UInt8(ascii: "`") }.count
                if let end = spans[start] {
                    scanner.position = end
                    scanner.mark(count == 2 ? "type" : "str", from: start)
                } else {
                    scanner.position += count
                }
            } else if scanner.sees("](") {
                scanner.position += 2
                scanner.skip { $0 != UInt8(ascii: ")") && !$0.isLineBreak }
                scanner.mark("attr", from: start + 2)
            } else if scanner.sees("<!--") {
                scanner.skipToLineEnd()
                scanner.mark("com", from: start)
            } else if byte == UInt8(ascii: "<"), scanner.peek(1)?.isLetter == true {
                scanner.skip { $0 != UInt8(ascii: ">") && !$0.isBlank && !$0.isLineBreak }
                if scanner.peek() == UInt8(ascii: ">") {
                    scanner.position += 1
                    scanner.mark("attr", from: start)
                }
            } else {
                scanner.advance()
            }
        }
    }

    /// Finds the line's code spans: each run of backticks closed by the next run as long on
    /// the line. One pass over the line, however many runs stay open.
    /// - Parameter scanner: The scanner, inside a line.
    /// - Returns: The end of each span (after its closing run), by the start of its opening run.
    private static func codeSpans(_ scanner: CodeScanner) -> [Int: Int] {
        var runs: [(start: Int, count: Int)] = []
        var index = scanner.position
        let bytes = scanner.bytes
        while index < bytes.count, !bytes[index].isLineBreak {
            var count = 0
            while index + count < bytes.count, bytes[index + count] == UInt8(ascii: "`") {
                count += 1
            }
            if count > 0 { runs.append((index, count)) }
            index += max(count, 1)
        }
        // The next run of each length, found from the right.
        var following: [Int: Int] = [:]
        var closer = [Int?](repeating: nil, count: runs.count)
        for (offset, run) in runs.enumerated().reversed() {
            closer[offset] = following[run.count]
            following[run.count] = offset
        }
        var spans: [Int: Int] = [:]
        var offset = 0
        while offset < runs.count {
            guard let close = closer[offset] else {
                offset += 1
                continue
            }
            spans[runs[offset].start] = runs[close].start + runs[close].count
            offset = close + 1
        }
        return spans
    }
}
