/// One directive of a document as the outline lists it: the directive, with its locations in
/// the file, and the directive it sits directly in.
package struct DirectiveUse: Hashable, Sendable {
    /// The directive; its locations (and its arguments') are in the file.
    package var directive: Directive
    /// The name of the directive whose block holds it, or `nil` at the top of the document
    /// (or inside ordinary Markdown such as a list).
    package var parent: String?
    /// Where the `@` is in the file.
    package var location: SourceLocation { directive.location }
}
