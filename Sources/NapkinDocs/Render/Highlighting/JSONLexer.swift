/// Classifies JSON for ``CodeHighlighter``: object keys, strings and their escapes, numbers,
/// the literals `true`, `false` and `null`, and the comments that many JSON files carry.
enum JSONLexer {
    /// Classifies the whole code.
    /// - Parameter scanner: The scanner over the code.
    static func lex(_ scanner: inout CodeScanner) {
        while let byte = scanner.peek() {
            let start = scanner.position
            if byte == UInt8(ascii: "\"") {
                string(&scanner)
            } else if byte == UInt8(ascii: "/"), scanner.peek(1) == UInt8(ascii: "/") {
                scanner.skipToLineEnd()
                scanner.mark("com", from: start)
            } else if byte == UInt8(ascii: "/"), scanner.peek(1) == UInt8(ascii: "*") {
                skipBlockComment(&scanner)
                scanner.mark("com", from: start)
            } else if byte.isDigit || byte == UInt8(ascii: "-") {
                scanner.position += 1
                scanner.skip { $0.isDigit || $0.isLetter || "+-.".utf8.contains($0) }
                scanner.mark("num", from: start)
            } else if byte.isLetter {
                scanner.skip { $0.isWordByte }
                if ["true", "false", "null"].contains(scanner.text(from: start)) {
                    scanner.mark("kw", from: start)
                }
            } else {
                scanner.advance()
            }
        }
    }

    /// Classifies a string at ``CodeScanner/position``: a key when a `:` follows it, else a
    /// value; its escapes apart. A string never closed ends with its line.
    /// - Parameter scanner: The scanner, at the opening quote.
    private static func string(_ scanner: inout CodeScanner) {
        let start = scanner.position
        scanner.skipQuoted(UInt8(ascii: "\""))
        var after = scanner.position
        while after < scanner.bytes.count,
            scanner.bytes[after].isBlank || scanner.bytes[after].isLineBreak
        {
            after += 1
        }
        let isKey = after < scanner.bytes.count && scanner.bytes[after] == UInt8(ascii: ":")
        let kind = isKey ? "attr" : "str"
        let end = scanner.position
        scanner.position = start
        var run = start
        while scanner.position < end {
            guard scanner.peek() == UInt8(ascii: "\\") else {
                scanner.advance()
                continue
            }
            scanner.mark(kind, from: run)
            let escape = scanner.position
            scanner.position += 1
            if scanner.peek() == UInt8(ascii: "u") {
                scanner.position += 1
                for _ in 0..<4 where scanner.peek().map(isHexDigit) == true {
                    scanner.position += 1
                }
            } else if scanner.position < end {
                scanner.advance()
            }
            scanner.position = min(scanner.position, end)
            scanner.mark("esc", from: escape)
            run = scanner.position
        }
        scanner.mark(kind, from: run)
    }

    /// Whether `byte` is a hexadecimal digit.
    /// - Parameter byte: A byte of the code.
    /// - Returns: `true` for `0`–`9`, `a`–`f` and `A`–`F`.
    private static func isHexDigit(_ byte: UInt8) -> Bool {
        byte.isDigit || "abcdefABCDEF".utf8.contains(byte)
    }

    /// Moves past a `/* … */` comment, or to the end of the code when it is never closed.
    /// - Parameter scanner: The scanner, at the `/*`.
    static func skipBlockComment(_ scanner: inout CodeScanner) {
        scanner.position += 2
        while !scanner.isAtEnd, !scanner.sees("*/") { scanner.position += 1 }
        scanner.position = min(scanner.position + 2, scanner.bytes.count)
    }
}
