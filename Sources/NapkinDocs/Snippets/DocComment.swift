/// A run of `///` lines in a Swift source file, with the comment markers removed.
struct DocComment: Hashable, Sendable {
    /// The comment's Markdown text, one line per source line.
    var text: String
    /// Where the text starts in the Swift file: the first line, and the column after `/// `.
    var origin: SourceLocation

    /// Finds every doc comment of a Swift source file.
    ///
    /// A doc comment is a run of consecutive lines starting (after indentation) with `///`; the
    /// marker and one following space are removed from each line.
    /// - Parameter source: The Swift source.
    /// - Returns: The comments, in file order.
    static func all(in source: String) -> [DocComment] {
        var comments: [DocComment] = []
        var lines: [Substring] = []
        var origin = SourceLocation(line: 1, column: 1)
        let sourceLines = source.split(
            omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, line) in sourceLines.enumerated() {
            let indentation = line.prefix { $0 == " " || $0 == "\t" }
            let rest = line.dropFirst(indentation.count)
            guard rest.hasPrefix("///"), !rest.hasPrefix("////") else {
                if !lines.isEmpty {
                    comments.append(
                        DocComment(text: lines.joined(separator: "\n") + "\n", origin: origin))
                    lines = []
                }
                continue
            }
            var text = rest.dropFirst(3)
            if text.hasPrefix(" ") { text = text.dropFirst() }
            if lines.isEmpty {
                origin = SourceLocation(
                    line: index + 1, column: line.utf8.count - text.utf8.count + 1)
            }
            lines.append(text)
        }
        if !lines.isEmpty {
            comments.append(DocComment(text: lines.joined(separator: "\n") + "\n", origin: origin))
        }
        return comments
    }
}
