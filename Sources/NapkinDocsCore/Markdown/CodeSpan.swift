/// An inline code span, which DocC also uses for symbol links (``` ``Presenter`` ```).
package struct CodeSpan: Hashable, Sendable {
    /// The code between the backticks, as cmark normalises it.
    package var code: String
    /// Where the span starts (its first backtick).
    package var location: SourceLocation
    /// Whether the span was written with exactly two backticks, which makes it a symbol link.
    package var isSymbolLink: Bool

    /// Creates a code span.
    /// - Parameters:
    ///   - code: The code between the backticks.
    ///   - location: Where the first backtick is.
    ///   - isSymbolLink: Whether the span was written with exactly two backticks.
    package init(code: String, location: SourceLocation, isSymbolLink: Bool) {
        self.code = code
        self.location = location
        self.isSymbolLink = isSymbolLink
    }
}
