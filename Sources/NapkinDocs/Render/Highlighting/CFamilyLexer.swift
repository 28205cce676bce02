/// Classifies C, C++ and Objective-C for ``CodeHighlighter``: the three share one grammar of
/// comments, literals and preprocessor lines, and differ in their reserved words.
struct CFamilyLexer {
    /// The language's reserved words, Objective-C's `@` words included (`@interface`).
    let keywords: Set<String>

    /// Classifies the whole code.
    /// - Parameter scanner: The scanner over the code.
    func lex(_ scanner: inout CodeScanner) {
        // Whether only blanks precede the position on its line, where `#` opens a directive.
        var lineStart = true
        // Whether the line is an `#include` or `#import`, whose `<…>` names a header.
        var includes = false
        while let byte = scanner.peek() {
            let start = scanner.position
            switch byte {
            case UInt8(ascii: "/") where scanner.peek(1) == UInt8(ascii: "/"):
                let isDoc = scanner.sees("///") || scanner.sees("//!")
                scanner.skipToLineEnd()
                scanner.mark(isDoc ? "doc" : "com", from: start)
            case UInt8(ascii: "/") where scanner.peek(1) == UInt8(ascii: "*"):
                let isDoc = scanner.sees("/**") && !scanner.sees("/**/") || scanner.sees("/*!")
                JSONLexer.skipBlockComment(&scanner)
                scanner.mark(isDoc ? "doc" : "com", from: start)
            case UInt8(ascii: "#") where lineStart:
                scanner.position += 1
                scanner.skip { $0.isBlank }
                scanner.skip { $0.isWordByte }
                let word = scanner.text(from: start)
                includes = word.hasSuffix("include") || word.hasSuffix("import")
                scanner.mark("dir", from: start)
            case UInt8(ascii: "<") where includes:
                scanner.skip { $0 != UInt8(ascii: ">") && !$0.isLineBreak }
                if scanner.peek() == UInt8(ascii: ">") { scanner.position += 1 }
                scanner.mark("str", from: start)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                scanner.skipQuoted(byte)
                scanner.mark("str", from: start)
            case UInt8(ascii: "@") where scanner.peek(1) == UInt8(ascii: "\""):
                scanner.position += 1
                scanner.skipQuoted(UInt8(ascii: "\""))
                scanner.mark("str", from: start)
            case UInt8(ascii: "@") where scanner.peek(1)?.isLetter == true:
                scanner.position += 1
                scanner.skip { $0.isWordByte }
                if keywords.contains(scanner.text(from: start)) { scanner.mark("kw", from: start) }
            case _
            where byte.isDigit || byte == UInt8(ascii: ".") && scanner.peek(1)?.isDigit == true:
                skipNumber(&scanner)
                scanner.mark("num", from: start)
            case _ where byte.isWordByte:
                scanner.skip { $0.isWordByte }
                let word = scanner.text(from: start)
                if keywords.contains(word) {
                    scanner.mark("kw", from: start)
                } else if Self.isTypeName(scanner.bytes[start..<scanner.position]) {
                    scanner.mark("type", from: start)
                }
            case UInt8(ascii: "\\") where scanner.peek(1)?.isLineBreak == true:
                // A continued line is still the directive's line.
                scanner.position += 1
                scanner.skipLineBreak()
                continue
            default:
                scanner.advance()
            }
            if byte.isLineBreak {
                (lineStart, includes) = (true, false)
            } else if !byte.isBlank {
                lineStart = false
            }
        }
    }

    /// Moves past a number: digits, a radix prefix, a fraction, an exponent with its sign,
    /// digit separators (`1'000`) and suffixes (`10UL`, `1.5f`).
    /// - Parameter scanner: The scanner, at the number's first byte.
    private func skipNumber(_ scanner: inout CodeScanner) {
        while let byte = scanner.peek() {
            if byte.isWordByte || byte == UInt8(ascii: ".") {
                scanner.position += 1
            } else if byte == UInt8(ascii: "'"), scanner.peek(1).map(\.isWordByte) == true {
                scanner.position += 1
            } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"),
                let last = scanner.bytes[..<scanner.position].last,
                "eEpP".utf8.contains(last)
            {
                scanner.position += 1
            } else {
                return
            }
        }
    }

    /// Whether a name reads as a type: a capital first letter and at least one lowercase
    /// letter, so that `NSString` and `Widget` are types and the macro `MAX_SIZE` is not.
    /// - Parameter name: The name's bytes.
    /// - Returns: `true` for a type name.
    static func isTypeName(_ name: ArraySlice<UInt8>) -> Bool {
        guard let first = name.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z")
        else { return false }
        return name.contains { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
    }
}
