/// A run of `///` lines in a Swift source file, with the comment markers removed.
struct DocComment: Hashable, Sendable {
    /// The comment's Markdown text, one line per source line.
    var text: String
    /// Where the text starts in the Swift file: the first line, and the column after `/// `.
    var origin: SourceLocation

    /// Finds every doc comment of a Swift source file.
    ///
    /// A doc comment is a run of consecutive lines starting (after indentation) with `///`; the
    /// marker is removed from each line, then the spaces that every line with text starts with
    /// (as DocC does), so that one origin column is right for every line.
    /// - Parameter source: The Swift source.
    /// - Returns: The comments, in file order.
    static func all(in source: String) -> [DocComment] {
        var comments: [DocComment] = []
        // The bytes after `///` of each line of the current run.
        var lines: [ArraySlice<UInt8>] = []
        var origin = SourceLocation(line: 1, column: 1)
        let space = UInt8(ascii: " ")
        func finish() {
            let common =
                lines.filter { $0.contains { $0 != space } }
                .map { $0.prefix { $0 == space }.count }.min() ?? 0
            // Before, only one space was removed, and a first line written `///Summary` put every
            // later line's columns one off (found by the fuzzer: `doc-comment-no-space.swift`).
            let text = lines.map {
                String(
                    decoding: $0.dropFirst(min(common, $0.prefix { $0 == space }.count)),
                    as: UTF8.self)
            }
            origin.column += common
            comments.append(DocComment(text: text.joined(separator: "\n") + "\n", origin: origin))
            lines = []
        }
        // Lines are read as bytes (most are code, and only `///` lines become text), and end
        // only where the compiler's lines end (`\n`, `\r\n`, `\r`): splitting on every newline
        // character (form feed, U+2028, …) would shift the lines of every later snippet.
        let bytes = Array(source.utf8)
        let slash = UInt8(ascii: "/")
        var start = 0
        var lineIndex = 0
        while true {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            var marker = start
            while marker < end, bytes[marker] == space || bytes[marker] == UInt8(ascii: "\t") {
                marker += 1
            }
            let isDocLine =
                end - marker >= 3 && bytes[marker] == slash && bytes[marker + 1] == slash
                && bytes[marker + 2] == slash && (end - marker == 3 || bytes[marker + 3] != slash)
            if isDocLine {
                if lines.isEmpty {
                    origin = SourceLocation(line: lineIndex + 1, column: marker + 3 - start + 1)
                }
                lines.append(bytes[(marker + 3)..<end])
            } else if !lines.isEmpty {
                finish()
            }
            guard end < bytes.count else { break }
            let isPair = bytes[end] == 0x0D && end + 1 < bytes.count && bytes[end + 1] == 0x0A
            start = end + (isPair ? 2 : 1)
            lineIndex += 1
        }
        if !lines.isEmpty { finish() }
        return comments
    }

    /// Whether the comment has three backticks or three tildes in a row somewhere, or the
    /// name `@Snippet`: without either, it holds no fenced code block and no
    /// snippet directive, so no snippet and no fence error.
    var mayHoldFence: Bool {
        if text.utf8.contains(UInt8(ascii: "@")), text.contains("@Snippet") { return true }
        var run: (byte: UInt8, count: Int) = (0, 0)
        for byte in text.utf8 {
            guard byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~") else {
                run = (0, 0)
                continue
            }
            run = byte == run.byte ? (byte, run.count + 1) : (byte, 1)
            if run.count == 3 { return true }
        }
        return false
    }
}
