/// Splits a snippet's code into what is compiled and what is shown, per DocC's convention:
/// lines between `// snippet.hide` and `// snippet.show` are compiled but not shown.
enum HiddenLines {
    /// The marker that starts hidden lines.
    static let hideMarker = "// snippet.hide"
    /// The marker that ends hidden lines.
    static let showMarker = "// snippet.show"

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
        guard mentionsMarker(code) else { return code }
        var shown: [Substring] = []
        var openHide: SourceLocation?
        for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let marker = line.trimmingCharacters(in: [" ", "\t", "\r"])
            let location = SourceLocation(
                line: firstLine + index,
                column: columnOffset + 1 + line.prefix { $0 == " " || $0 == "\t" }.utf8.count)
            if marker == hideMarker {
                if let openHide {
                    throw Diagnostic.error(
                        "'\(hideMarker)' inside lines already hidden at line \(openHide.line)",
                        path: path, at: location)
                }
                openHide = location
            } else if marker == showMarker {
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

extension HiddenLines {
    /// The bytes both markers start with.
    private static let markerStart = Array("// snippet.".utf8)

    /// Whether `code` holds `// snippet.` anywhere, read as bytes (the check runs on every
    /// block, and most hold no marker).
    /// - Parameter code: A block's code.
    /// - Returns: `true` when a marker may be there.
    static func mentionsMarker(_ code: String) -> Bool {
        var code = code
        return code.withUTF8 { bytes in
            let marker = markerStart
            guard bytes.count >= marker.count else { return false }
            var index = 0
            while index <= bytes.count - marker.count {
                if bytes[index] == marker[0], bytes[index + 3] == marker[3],
                    (1..<marker.count).allSatisfy({ bytes[index + $0] == marker[$0] })
                {
                    return true
                }
                index += 1
            }
            return false
        }
    }
}

extension Substring {
    /// The substring without leading and trailing characters from `set`.
    /// - Parameter set: The characters to trim.
    /// - Returns: The trimmed text.
    fileprivate func trimmingCharacters(in set: Set<Character>) -> Substring {
        guard let first = firstIndex(where: { !set.contains($0) }) else { return "" }
        let last = lastIndex(where: { !set.contains($0) })!
        return self[first...last]
    }
}
