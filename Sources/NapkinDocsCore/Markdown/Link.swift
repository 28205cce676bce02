/// A link or an image of a Markdown document.
package struct Link: Hashable, Sendable {
    /// How a link was written.
    package enum Kind: Hashable, Sendable {
        /// `[text](destination)` or a reference link `[text][ref]`.
        case link
        /// `<scheme:…>` (this includes DocC's `<doc:Article>`) or a bare GFM autolink.
        case autolink
        /// `![alt](source)`.
        case image
    }

    /// The destination (URL) as written, after cmark's unescaping.
    package var destination: String
    /// The title, or an empty string.
    package var title: String
    /// The link's text (or the image's alternative text), with the Markdown removed.
    package var text: String
    /// Where the link starts (`[`, `<`, `!`, or the first letter of a bare autolink).
    package var location: SourceLocation
    /// How the link was written.
    package var kind: Kind

    /// Creates a link.
    /// - Parameters:
    ///   - destination: The destination.
    ///   - title: The title, or an empty string.
    ///   - text: The plain text.
    ///   - location: Where the link starts.
    ///   - kind: How the link was written.
    package init(
        destination: String, title: String, text: String, location: SourceLocation, kind: Kind
    ) {
        self.destination = destination
        self.title = title
        self.text = text
        self.location = location
        self.kind = kind
    }
}
