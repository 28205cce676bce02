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
        // The text after `///` of each line of the current run.
        var lines: [Substring] = []
        var origin = SourceLocation(line: 1, column: 1)
        func finish() {
            let common =
                lines.filter { $0.contains { $0 != " " } }
                .map { $0.prefix { $0 == " " }.count }.min() ?? 0
            // Before, only one space was removed, and a first line written `///Summary` put every
            // later line's columns one off (found by the fuzzer: `doc-comment-no-space.swift`).
            let text = lines.map { $0.dropFirst(min(common, $0.prefix { $0 == " " }.count)) }
            origin.column += common
            comments.append(DocComment(text: text.joined(separator: "\n") + "\n", origin: origin))
            lines = []
        }
        // Only the line breaks the compiler counts (`\n`, `\r\n`, `\r`): splitting on every
        // `isNewline` character (form feed, U+2028, …) would shift the lines of every later
        // snippet, and `#sourceLocation` with them.
        let sourceLines = source.split(omittingEmptySubsequences: false) {
            $0 == "\n" || $0 == "\r\n" || $0 == "\r"
        }
        for (index, line) in sourceLines.enumerated() {
            let indentation = line.prefix { $0 == " " || $0 == "\t" }
            let rest = line.dropFirst(indentation.count)
            guard rest.hasPrefix("///"), !rest.hasPrefix("////") else {
                if !lines.isEmpty { finish() }
                continue
            }
            let text = rest.dropFirst(3)
            if lines.isEmpty {
                origin = SourceLocation(
                    line: index + 1, column: line.utf8.count - text.utf8.count + 1)
            }
            lines.append(text)
        }
        if !lines.isEmpty { finish() }
        return comments
    }
}
