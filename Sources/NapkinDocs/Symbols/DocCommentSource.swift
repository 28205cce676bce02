import NapkinDocsCore

/// A symbol's documentation comment as Markdown text, with the way back to its `.swift` lines.
///
/// The comment's lines are joined into one Markdown document; a position in that document
/// (1-based line and column) maps back to the source file through ``sourcePosition(line:column:)``,
/// so a broken link in a doc comment is reported at its place in the `.swift` file.
package struct DocCommentSource: Sendable, Hashable {
    /// The comment as Markdown, one comment line per Markdown line.
    package var markdown: String
    /// The source file, as shown in diagnostics (relative to the package root when possible).
    package var path: String
    /// The 1-based source line and column where each comment line's text starts.
    package var lineStarts: [SourcePosition]
    /// Whether the graph places the comment in a source file; when it does not, ``path`` is
    /// the graph's file and no line in it is the comment's.
    package var isLocated: Bool

    /// A 1-based line and column in a source file.
    package struct SourcePosition: Sendable, Hashable {
        /// The 1-based line.
        package var line: Int
        /// The 1-based column.
        package var column: Int

        /// Creates a position.
        /// - Parameters:
        ///   - line: The 1-based line.
        ///   - column: The 1-based column.
        package init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// Creates a comment source.
    /// - Parameters:
    ///   - markdown: The comment's text.
    ///   - path: The file the comment is in, as shown in diagnostics.
    ///   - lineStarts: Where each line of `markdown` starts in that file.
    ///   - isLocated: Whether the graph places the comment in a source file.
    package init(
        markdown: String, path: String, lineStarts: [SourcePosition], isLocated: Bool = true
    ) {
        self.markdown = markdown
        self.path = path
        self.lineStarts = lineStarts
        self.isLocated = isLocated
    }

    /// A problem found in the comment, as it is reported. A comment the graph places nowhere
    /// (DocC leaves its problems unreported) gives a note on the graph's file that names the
    /// symbol, with no line, so that the count of warnings is DocC's and nothing is hidden.
    /// - Parameters:
    ///   - diagnostic: The problem, at the place ``sourcePosition(line:column:)`` gave.
    ///   - symbol: The symbol whose comment it is, as its link path.
    /// - Returns: The diagnostic as reported.
    func reported(_ diagnostic: Diagnostic, symbol: String) -> Diagnostic {
        guard !isLocated else { return diagnostic }
        return Diagnostic(
            diagnostic.severity == .error ? .error : .note, path: path,
            "\(diagnostic.message) (in the doc comment of '\(symbol)', which the symbol graph "
                + "places in no source file)")
    }

    /// Maps a position in ``markdown`` to the position in the source file.
    /// - Parameters:
    ///   - line: The 1-based line in the comment's Markdown.
    ///   - column: The 1-based column in that line.
    /// - Returns: The 1-based line and column in the `.swift` file; the comment's first line when
    ///   the line is out of range (which only a malformed graph can cause).
    package func sourcePosition(line: Int, column: Int) -> SourcePosition {
        guard line >= 1, line <= lineStarts.count else {
            return lineStarts.first ?? SourcePosition(line: 1, column: 1)
        }
        let start = lineStarts[line - 1]
        return SourcePosition(line: start.line, column: start.column + max(column, 1) - 1)
    }
}
