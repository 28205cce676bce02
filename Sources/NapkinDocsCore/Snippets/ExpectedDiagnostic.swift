import Foundation

/// One line of a `diagnostics` block: a diagnostic the compiler must report on the lines of the
/// `compile-fail` block before it.
package struct ExpectedDiagnostic: Hashable, Sendable {
    /// `error` or `warning`.
    package var severity: String
    /// Text the diagnostic's message must contain.
    package var text: String
    /// The file line of the `diagnostics` block's line.
    package var line: Int

    /// The severities a line may start with.
    static let severities = ["error", "warning"]

    /// Creates an expected diagnostic.
    /// - Parameters:
    ///   - severity: `error` or `warning`.
    ///   - text: Text the message must contain.
    ///   - line: The file line it was written on.
    package init(severity: String, text: String, line: Int) {
        self.severity = severity
        self.text = text
        self.line = line
    }

    /// Reads the lines of a `diagnostics` block.
    /// - Parameters:
    ///   - block: The block.
    ///   - path: The file's path, for diagnostics.
    /// - Returns: One expected diagnostic per non-blank line.
    /// - Throws: A ``Diagnostic`` at the first line that names no severity, or at the fence of
    ///   a block with no line.
    static func lines(of block: CodeBlock, path: String) throws(Diagnostic) -> [ExpectedDiagnostic]
    {
        var result: [ExpectedDiagnostic] = []
        for (offset, line) in block.code.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { continue }
            let number = block.firstCodeLine + offset
            guard let colon = trimmed.firstIndex(of: ":"),
                severities.contains(String(trimmed[..<colon])),
                !trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                    .isEmpty
            else {
                throw Diagnostic.error(
                    "a 'diagnostics' line is 'error: TEXT' or 'warning: TEXT', found '\(trimmed)'",
                    path: path, at: SourceLocation(line: number, column: block.location.column))
            }
            result.append(
                ExpectedDiagnostic(
                    severity: String(trimmed[..<colon]),
                    text: trimmed[trimmed.index(after: colon)...].trimmingCharacters(
                        in: .whitespaces),
                    line: number))
        }
        guard !result.isEmpty else {
            throw Diagnostic.error(
                "a 'diagnostics' block lists at least one 'error: TEXT' or 'warning: TEXT' line",
                path: path, at: block.location)
        }
        return result
    }
}
