import Testing

// How a run block's output is compared with its output block. A file of its own, so that the
// generator's tests compile this very file beside their stand-in harness
// (`Tests/NapkinDocsTests/Snippets/SwiftCompiler.swift`) instead of a copy of it.

extension SnippetHarness {
    /// Records an issue at the caller's location (the `output` block's line) when `actual`
    /// differs from `expected`, trailing whitespace of each line aside.
    /// - Parameters:
    ///   - actual: What the run block printed.
    ///   - expected: The `output` block's text.
    ///   - sourceLocation: Where the `output` block is; generated code sets it with `#sourceLocation`.
    static func expectOutput(
        _ actual: String, toBe expected: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        guard normalized(actual) != normalized(expected) else { return }
        Issue.record(
            "The run block's output differs from its output block.\n--- expected\n\(expected)--- actual\n\(actual)---",
            sourceLocation: sourceLocation)
    }

    /// The text with trailing spaces and tabs removed from each line, and trailing empty lines dropped.
    /// - Parameter text: Printed or expected text.
    /// - Returns: The lines to compare.
    static func normalized(_ text: String) -> [Substring] {
        let blanks: Set<Character> = [" ", "\t", "\r"]
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            (line: Substring) -> Substring in
            var end = line.endIndex
            while end > line.startIndex, blanks.contains(line[line.index(before: end)]) {
                end = line.index(before: end)
            }
            return line[..<end]
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
