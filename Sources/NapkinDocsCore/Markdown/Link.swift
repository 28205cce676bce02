/// A link or an image of a Markdown document.
public struct Link: Hashable, Sendable {
    /// How a link was written.
    public enum Kind: Hashable, Sendable {
        /// `[text](destination)` or a reference link `[text][ref]`.
        case link
        /// `<scheme:…>` (this includes DocC's `<doc:Article>`) or a bare GFM autolink.
        case autolink
        /// `![alt](source)`.
        case image
    }

    /// The destination (URL) as written, after cmark's unescaping.
    public var destination: String
    /// The title, or an empty string.
    public var title: String
    /// The link's text (or the image's alternative text), with the Markdown removed.
    public var text: String
    /// Where the link starts (`[`, `<`, `!`, or the first letter of a bare autolink).
    public var location: SourceLocation
    /// How the link was written.
    public var kind: Kind

    /// Creates a link.
    /// - Parameters:
    ///   - destination: The destination.
    ///   - title: The title, or an empty string.
    ///   - text: The plain text.
    ///   - location: Where the link starts.
    ///   - kind: How the link was written.
    public init(
        destination: String, title: String, text: String, location: SourceLocation, kind: Kind
    ) {
        self.destination = destination
        self.title = title
        self.text = text
        self.location = location
        self.kind = kind
    }
}
