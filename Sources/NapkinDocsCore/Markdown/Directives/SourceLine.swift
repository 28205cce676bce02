/// One line of a Markdown text as the directive scanner reads it: its number, its text without
/// the line ending, and its indentation.
struct SourceLine {
    /// The 1-based line number in the parsed text.
    var number: Int
    /// The line's text, without its line ending.
    var text: Substring
    /// Where the first character that is not a space or a tab is (`text.endIndex` when blank).
    var contentStart: Substring.Index
    /// The indentation in columns: a space is one, a tab goes to the next multiple of 4, as
    /// cmark counts it.
    var indent: Int

    /// Reads one line.
    /// - Parameters:
    ///   - text: The line, without its ending.
    ///   - number: Its 1-based number.
    init(_ text: Substring, number: Int) {
        self.text = text
        self.number = number
        var columns = 0
        var index = text.startIndex
        while index < text.endIndex, text[index] == " " || text[index] == "\t" {
            columns = text[index] == " " ? columns + 1 : (columns + 4) & ~3
            index = text.index(after: index)
        }
        contentStart = index
        indent = columns
    }

    /// The text after the indentation.
    var content: Substring { text[contentStart...] }

    /// Whether the line holds only spaces and tabs.
    var isBlank: Bool { contentStart == text.endIndex }

    /// The 1-based column (in UTF-8 bytes, as cmark counts) of `index`.
    func column(of index: Substring.Index) -> Int {
        text.utf8.distance(from: text.startIndex, to: index) + 1
    }

    /// Splits a text into lines where cmark splits it: at LF, CRLF and CR (read as bytes:
    /// walking the text's characters would cost a grapheme break at each).
    static func lines(of source: String) -> [SourceLine] {
        var lines: [SourceLine] = []
        let bytes = source.utf8
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                index = bytes.index(after: index)
                continue
            }
            lines.append(SourceLine(source[start..<index], number: lines.count + 1))
            var next = bytes.index(after: index)
            if byte == UInt8(ascii: "\r"), next < bytes.endIndex, bytes[next] == UInt8(ascii: "\n")
            {
                next = bytes.index(after: next)
            }
            (start, index) = (next, next)
        }
        if start < bytes.endIndex || lines.isEmpty {
            lines.append(SourceLine(source[start...], number: lines.count + 1))
        }
        return lines
    }

    /// The line without up to `columns` columns of its indentation.
    /// - Returns: The rest of the line, and how many bytes were removed.
    func dedented(by columns: Int) -> (text: Substring, removed: Int) {
        var width = 0
        var index = text.startIndex
        while index < contentStart, width < columns {
            let next = text[index] == " " ? width + 1 : (width + 4) & ~3
            // A tab that reaches past the columns to remove is kept.
            if next > columns { break }
            width = next
            index = text.index(after: index)
        }
        return (text[index...], text.utf8.distance(from: text.startIndex, to: index))
    }

    /// Whether the line could open or close a code fence: three backticks or tildes after
    /// fewer than four columns of indentation, relative to `base`.
    func fence(relativeTo base: Int) -> (character: Character, length: Int, info: Substring)? {
        guard indent - base < 4, let first = content.first, first == "`" || first == "~" else {
            return nil
        }
        let length = content.prefix { $0 == first }.count
        guard length >= 3 else { return nil }
        let info = content.dropFirst(length)
        if first == "`", info.utf8.contains(UInt8(ascii: "`")) { return nil }
        return (first, length, info)
    }
}
