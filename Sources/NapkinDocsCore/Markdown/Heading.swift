/// A heading of a Markdown document (ATX `## Title` or setext).
package struct Heading: Hashable, Sendable {
    /// The level, from 1 (`#`) to 6 (`######`).
    package var level: Int
    /// The heading's text with the Markdown removed (code spans keep their code).
    package var text: String
    /// Where the heading starts.
    package var location: SourceLocation

    /// Creates a heading.
    /// - Parameters:
    ///   - level: The level, from 1 to 6.
    ///   - text: The plain text.
    ///   - location: Where the heading starts.
    package init(level: Int, text: String, location: SourceLocation) {
        self.level = level
        self.text = text
        self.location = location
    }
}
