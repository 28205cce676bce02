/// A paragraph's plain text and position, such as an article's abstract.
package struct Paragraph: Hashable, Sendable {
    /// The paragraph's text with the Markdown removed; soft line breaks become spaces.
    package var text: String
    /// Where the paragraph starts.
    package var location: SourceLocation
    /// The paragraph as a summary's inline HTML, its code and emphasis kept (empty when it
    /// was not read from a model).
    package var markup = ""

    /// Creates a paragraph.
    /// - Parameters:
    ///   - text: The plain text.
    ///   - location: Where the paragraph starts.
    package init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }
}
