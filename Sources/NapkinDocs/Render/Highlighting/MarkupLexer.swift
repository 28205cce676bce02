/// Classifies XML, HTML and property lists for ``CodeHighlighter``: element names, attribute
/// names and values, comments, CDATA sections, declarations (`<?xml …?>`, `<!DOCTYPE …>`)
/// and character references (`&amp;`).
enum MarkupLexer {
    /// Classifies the whole code.
    /// - Parameter scanner: The scanner over the markup.
    static func lex(_ scanner: inout CodeScanner) {
        while let byte = scanner.peek() {
            let start = scanner.position
            if scanner.sees("<!--") {
                skip(past: "-->", &scanner)
                scanner.mark("com", from: start)
            } else if scanner.sees("<![CDATA[") {
                skip(past: "]]>", &scanner)
                scanner.mark("str", from: start)
            } else if scanner.sees("<?") || scanner.sees("<!") {
                scanner.skip { $0 != UInt8(ascii: ">") }
                scanner.position = min(scanner.position + 1, scanner.bytes.count)
                scanner.mark("dir", from: start)
            } else if byte == UInt8(ascii: "<"), let next = scanner.peek(1), startsName(next) {
                tag(&scanner)
            } else if byte == UInt8(ascii: "&") {
                scanner.position += 1
                scanner.skip { $0.isLetter || $0.isDigit || $0 == UInt8(ascii: "#") }
                if scanner.peek() == UInt8(ascii: ";"), scanner.position > start + 1 {
                    scanner.position += 1
                    scanner.mark("esc", from: start)
                }
            } else {
                scanner.advance()
            }
        }
    }

    /// Classifies a start or end tag: its name, then its attributes, up to its `>`.
    /// - Parameter scanner: The scanner, at the `<`.
    private static func tag(_ scanner: inout CodeScanner) {
        scanner.position += 1
        if scanner.peek() == UInt8(ascii: "/") { scanner.position += 1 }
        let name = scanner.position
        scanner.skip(while: isNameByte)
        scanner.mark("kw", from: name)
        while let byte = scanner.peek() {
            let start = scanner.position
            if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<") {
                break
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                scanner.skipQuoted(byte, escape: nil)
                scanner.mark("str", from: start)
            } else if isNameByte(byte) {
                scanner.skip(while: isNameByte)
                scanner.mark("attr", from: start)
            } else if byte == UInt8(ascii: "="), let value = scanner.peek(1), isNameByte(value) {
                // An unquoted value, as HTML allows (`width=2`).
                scanner.position += 1
                scanner.skip { !$0.isBlank && !$0.isLineBreak && $0 != UInt8(ascii: ">") }
                scanner.mark("str", from: start + 1)
            } else {
                scanner.advance()
            }
        }
        if scanner.peek() == UInt8(ascii: ">") { scanner.position += 1 }
    }

    /// Moves past `terminator`, or to the end of the code when it never comes.
    /// - Parameters:
    ///   - terminator: What ends the construct, such as `-->`.
    ///   - scanner: The scanner, at the construct's start.
    private static func skip(past terminator: StaticString, _ scanner: inout CodeScanner) {
        scanner.position += 2
        while !scanner.isAtEnd, !scanner.sees(terminator) { scanner.position += 1 }
        scanner.position = min(
            scanner.position + terminator.utf8CodeUnitCount, scanner.bytes.count)
    }

    /// Whether a tag's name can start with `byte`.
    /// - Parameter byte: The byte after `<`.
    /// - Returns: `true` for letters, `_`, `:` and `/` (an end tag).
    private static func startsName(_ byte: UInt8) -> Bool {
        byte.isLetter || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
            || byte == UInt8(ascii: "/")
    }

    /// Whether `byte` can be part of an element or attribute name.
    /// - Parameter byte: A byte of the markup.
    /// - Returns: `true` for word bytes, `-`, `.` and `:`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte.isWordByte || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: ":")
    }
}
