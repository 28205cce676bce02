import NapkinDocsCore

/// Walks the bytes of a code block for one of the small lexers of ``CodeHighlighter`` and
/// writes what they classify as escaped HTML with `<span class="…">` runs.
///
/// A lexer only moves ``position`` forward and calls ``mark(_:from:)`` on the bytes it has
/// classified; every byte it passes over without marking is written as plain text. So the
/// output always holds every byte of the input once and in order, whatever the lexer does,
/// and each byte is looked at a bounded number of times.
struct CodeScanner {
    /// The code's UTF-8 bytes.
    let bytes: [UInt8]
    /// The next byte to read.
    var position = 0
    /// The end of the bytes already written to ``output``.
    private var written = 0
    /// The HTML written so far, as UTF-8.
    private var output: [UInt8] = []

    /// Prepares to scan `code`.
    /// - Parameter code: The code block's text.
    init(_ code: String) {
        bytes = Array(code.utf8)
        output.reserveCapacity(bytes.count * 2)
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position >= bytes.count }

    /// The byte `offset` places after ``position``, or `nil` past the end.
    /// - Parameter offset: How far to look ahead.
    /// - Returns: The byte, or `nil`.
    func peek(_ offset: Int = 0) -> UInt8? {
        let index = position + offset
        return index < bytes.count ? bytes[index] : nil
    }

    /// Tells whether the bytes at ``position`` spell `text`.
    /// - Parameter text: ASCII text.
    /// - Returns: `true` when the code continues with `text`.
    func sees(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[position + $0] == text.utf8Start[$0] }
    }

    /// Moves past one character: a whole UTF-8 sequence, so no span splits a character.
    mutating func advance() {
        position += 1
        while position < bytes.count, bytes[position] & 0xC0 == 0x80 { position += 1 }
    }

    /// Moves past every byte that satisfies `predicate`.
    /// - Parameter predicate: Which bytes to pass.
    mutating func skip(while predicate: (UInt8) -> Bool) {
        while position < bytes.count, predicate(bytes[position]) { position += 1 }
    }

    /// Moves to the end of the line: onto its `\r` or `\n`, or to the end of the code.
    mutating func skipToLineEnd() {
        skip { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
    }

    /// Moves past a line break (`\n`, `\r\n` or `\r`) if one is at ``position``.
    mutating func skipLineBreak() {
        if peek() == UInt8(ascii: "\r") { position += 1 }
        if peek() == UInt8(ascii: "\n") { position += 1 }
    }

    /// Moves past a quoted run that starts at ``position`` with its opening `quote`: to just
    /// after the closing quote, or to the end of the line when it is never closed.
    /// - Parameters:
    ///   - quote: The quote character.
    ///   - escape: The character that makes the next one literal, if the language has one.
    mutating func skipQuoted(_ quote: UInt8, escape: UInt8? = UInt8(ascii: "\\")) {
        position += 1
        while let byte = peek(), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") {
            position += 1
            if byte == quote { return }
            if byte == escape, let next = peek(), next != UInt8(ascii: "\n"),
                next != UInt8(ascii: "\r")
            {
                advance()
            }
        }
    }

    /// The text of the bytes from `start` to ``position``.
    /// - Parameter start: Where the text starts.
    /// - Returns: The text.
    func text(from start: Int) -> String {
        String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Writes the bytes from `start` to ``position`` in a span of class `kind`, after the
    /// bytes not yet written before `start`, as plain text.
    /// - Parameters:
    ///   - kind: The CSS class.
    ///   - start: Where the classified run starts; earlier bytes already written are skipped.
    mutating func mark(_ kind: String, from start: Int) {
        let start = boundary(max(start, written))
        let end = boundary(max(min(position, bytes.count), start))
        guard start < end else { return }
        writeEscaped(upTo: start)
        output.append(contentsOf: "<span class=\"\(kind)\">".utf8)
        writeEscaped(upTo: end)
        output.append(contentsOf: "</span>".utf8)
    }

    /// Writes what is left as plain text and returns the whole HTML.
    /// - Returns: The highlighted code, to place inside `<pre><code>`.
    mutating func finish() -> HTMLFragment {
        writeEscaped(upTo: bytes.count)
        return HTMLFragment(markup: String(decoding: output, as: UTF8.self))
    }

    /// The first index at or after `index` that starts a character (or the end).
    /// - Parameter index: A byte index.
    /// - Returns: An index that is not inside a UTF-8 sequence.
    private func boundary(_ index: Int) -> Int {
        var index = index
        while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
        return index
    }

    /// Writes the bytes from ``written`` to `end`, escaping `&`, `<` and `>`.
    /// - Parameter end: Where to stop.
    private mutating func writeEscaped(upTo end: Int) {
        while written < end {
            switch bytes[written] {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case let byte: output.append(byte)
            }
            written += 1
        }
    }
}

extension UInt8 {
    /// Whether the byte is an ASCII letter.
    var isLetter: Bool { (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") }
    /// Whether the byte is an ASCII digit.
    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    /// Whether the byte can be part of a word: a letter, a digit, `_`, or any byte of a
    /// non-ASCII character.
    var isWordByte: Bool { isLetter || isDigit || self == UInt8(ascii: "_") || self >= 0x80 }
    /// Whether the byte is a space or a tab.
    var isBlank: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }
    /// Whether the byte ends a line.
    var isLineBreak: Bool { self == UInt8(ascii: "\n") || self == UInt8(ascii: "\r") }
}
