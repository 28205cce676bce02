/// Splits a snippet's code into what is compiled and what is shown, per DocC's convention:
/// lines between `// snippet.hide` and `// snippet.show` are compiled but not shown.
enum HiddenLines {
    /// The marker that starts hidden lines, as diagnostics name it.
    private static let hideMarker = SnippetMarker.hide.text
    /// The marker that ends hidden lines, as diagnostics name it.
    private static let showMarker = SnippetMarker.show.text

    /// Removes the hidden lines and the markers from `code`.
    /// - Parameters:
    ///   - code: The block's code, one line per source line.
    ///   - firstLine: The file line of the code's first line, for diagnostics.
    ///   - columnOffset: The number of columns before the code on each line (a doc comment's
    ///     `/// `), for diagnostics.
    ///   - path: The file's path, for diagnostics.
    /// - Returns: The code as shown.
    /// - Throws: A ``Diagnostic`` at a marker that is not balanced: a `show` with no `hide`
    ///   before it, a `hide` inside hidden lines, or a `hide` never followed by a `show`.
    static func displayedCode(
        of code: String, firstLine: Int, columnOffset: Int = 0, path: String
    ) throws(Diagnostic) -> String {
        // Most blocks hide nothing: with no marker anywhere, the code is shown as it is.
        guard SnippetMarker.mayOccur(in: code) else { return code }
        var shown: [Substring] = []
        var openHide: SourceLocation?
        for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let marker = SnippetMarker(line)
            let location = SourceLocation(
                line: firstLine + index,
                column: columnOffset + 1 + line.prefix { $0 == " " || $0 == "\t" }.utf8.count)
            if marker == .hide {
                if let openHide {
                    throw Diagnostic.error(
                        "'\(hideMarker)' inside lines already hidden at line \(openHide.line)",
                        path: path, at: location)
                }
                openHide = location
            } else if marker == .show {
                guard openHide != nil else {
                    throw Diagnostic.error(
                        "'\(showMarker)' without a '\(hideMarker)' before it", path: path,
                        at: location)
                }
                openHide = nil
            } else if openHide == nil {
                shown.append(line)
            }
        }
        if let openHide {
            throw Diagnostic.error(
                "'\(hideMarker)' without a matching '\(showMarker)'", path: path, at: openHide)
        }
        return shown.joined(separator: "\n")
    }
}
