/// The UTF-8 bytes of a text, split into lines, for reading the source at a node's position.
///
/// cmark-gfm (as shipped by Debian) does not say how many backticks opened a code span, nor
/// how a link was written, so the bridge looks at the source bytes where the node starts.
/// The bytes are kept in one buffer with each line's start offset: one allocation per text,
/// not one per line.
struct SourceLines: Sendable {
    /// The text's bytes, line breaks included.
    private let bytes: [UInt8]
    /// Each line's first byte and its end (just before its line break), as offsets in `bytes`.
    private let lines: [(start: Int, end: Int)]

    /// Splits `text` into lines the way cmark counts them (`\n`, `\r\n` or `\r` end a line).
    /// - Parameter text: The Markdown source.
    init(_ text: String) {
        let bytes = Array(text.utf8)
        var lines: [(start: Int, end: Int)] = []
        lines.reserveCapacity(bytes.count / 32 + 1)
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                lines.append((start, index))
                let isPair =
                    byte == UInt8(ascii: "\r") && index + 1 < bytes.count
                    && bytes[index + 1] == UInt8(ascii: "\n")
                index += isPair ? 2 : 1
                start = index
            } else {
                index += 1
            }
        }
        lines.append((start, bytes.count))
        self.bytes = bytes
        self.lines = lines
    }

    /// Returns the bytes of a 1-based line without its line break (none past the end).
    /// - Parameter line: The 1-based line.
    /// - Returns: The line's bytes, indexed as in the whole text.
    func bytes(ofLine line: Int) -> ArraySlice<UInt8> {
        guard lines.indices.contains(line - 1) else { return [] }
        let (start, end) = lines[line - 1]
        return bytes[start..<end]
    }

    /// Returns the byte at a 1-based line and column, or `nil` past the end of the text.
    /// - Parameters:
    ///   - line: The 1-based line.
    ///   - column: The 1-based column, in bytes.
    /// - Returns: The byte there, if any.
    func byte(line: Int, column: Int) -> UInt8? {
        guard lines.indices.contains(line - 1), column >= 1 else { return nil }
        let (start, end) = lines[line - 1]
        let offset = start + column - 1
        return offset < end ? bytes[offset] : nil
    }

    /// Counts the backticks in a row that end just before a 1-based line and column.
    /// - Parameters:
    ///   - line: The 1-based line.
    ///   - column: The 1-based column just after the backticks, in bytes.
    /// - Returns: The number of consecutive backticks before it (0 if there is none).
    func backticks(line: Int, endingBefore column: Int) -> Int {
        var count = 0
        while column - count > 1, byte(line: line, column: column - count - 1) == UInt8(ascii: "`")
        {
            count += 1
        }
        return count
    }

    /// Returns the 1-based column where `needle` first occurs on a line, if it does.
    /// - Parameters:
    ///   - needle: The bytes to find.
    ///   - line: The 1-based line to search.
    /// - Returns: The column of the first byte of the first occurrence.
    func firstColumn(of needle: [UInt8], line: Int) -> Int? {
        guard !needle.isEmpty, lines.indices.contains(line - 1) else { return nil }
        let (start, end) = lines[line - 1]
        guard end - start >= needle.count else { return nil }
        for first in start...(end - needle.count)
        where bytes[first..<first + needle.count].elementsEqual(needle) {
            return first - start + 1
        }
        return nil
    }

    /// Returns whether a line is a closing code fence: after any container markers (`>` and
    /// blanks), `length` or more `character`s and nothing but blanks.
    /// - Parameters:
    ///   - line: The 1-based line.
    ///   - character: The fence character, `` ` `` or `~`.
    ///   - length: The opening fence's length.
    /// - Returns: `true` when the line closes a fence of that kind.
    func endsWithFence(line: Int, character: UInt8, length: Int) -> Bool {
        guard lines.indices.contains(line - 1) else { return false }
        let (start, end) = lines[line - 1]
        var last = end
        while last > start,
            bytes[last - 1] == UInt8(ascii: " ") || bytes[last - 1] == UInt8(ascii: "\t")
        {
            last -= 1
        }
        var first = last
        while first > start, bytes[first - 1] == character { first -= 1 }
        guard last - first >= length else { return false }
        return bytes[start..<first].allSatisfy {
            $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: ">")
        }
    }
}
