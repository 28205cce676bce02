/// The plain text of a document between one heading and the next, for the search index.
package struct Section: Hashable, Sendable {
    /// The heading that opens the section, or `nil` for the text before the first heading.
    package var heading: Heading?
    /// The plain text of the section's blocks (code blocks left out), one block per line.
    package var text: String

    /// Creates a section.
    /// - Parameters:
    ///   - heading: The heading opening the section, if any.
    ///   - text: The plain text of its blocks.
    package init(heading: Heading?, text: String) {
        self.heading = heading
        self.text = text
    }
}
