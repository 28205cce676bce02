/// The UTF-8 bytes of a text, split into lines, for reading the source at a node's position.
///
/// cmark-gfm (as shipped by Debian) does not say how many backticks opened a code span, nor
/// how a link was written, so the bridge looks at the source bytes where the node starts.
struct SourceLines: Sendable {
    /// Each line's bytes, without its line break (`\n`, `\r\n` or `\r`).
    private let lines: [[UInt8]]

    /// Splits `text` into lines the way cmark counts them.
    /// - Parameter text: The Markdown source.
    init(_ text: String) {
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        var previousWasCarriageReturn = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") && previousWasCarriageReturn {
                previousWasCarriageReturn = false
                continue
            }
            previousWasCarriageReturn = byte == UInt8(ascii: "\r")
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                lines.append(current)
                current = []
            } else {
                current.append(byte)
            }
        }
        lines.append(current)
        self.lines = lines
    }

    /// Returns the byte at a 1-based line and column, or `nil` past the end of the text.
    /// - Parameters:
    ///   - line: The 1-based line.
    ///   - column: The 1-based column, in bytes.
    /// - Returns: The byte there, if any.
    func byte(line: Int, column: Int) -> UInt8? {
        guard lines.indices.contains(line - 1) else { return nil }
        let bytes = lines[line - 1]
        return bytes.indices.contains(column - 1) ? bytes[column - 1] : nil
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
        let bytes = lines[line - 1]
        guard bytes.count >= needle.count else { return nil }
        for start in 0...(bytes.count - needle.count)
        where bytes[start..<start + needle.count].elementsEqual(needle) {
            return start + 1
        }
        return nil
    }
}
