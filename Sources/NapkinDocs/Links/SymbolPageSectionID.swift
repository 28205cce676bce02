/// The id of a section every symbol page writes under the same name: declared here once, for
/// the renderers that write it and for the routes that keep members and headings from taking
/// it (Topics and See Also take theirs from the page's uniquer, after the members).
enum SymbolPageSectionID: String, CaseIterable, CustomStringConvertible, Sendable {
    /// The symbol's declaration.
    case declaration
    /// The doc comment's discussion and the extension article.
    case overview
    /// The doc comment's parameters.
    case parameters
    /// What the symbol returns.
    case returnValue = "return-value"
    /// What the symbol throws.
    case `throws`
    /// The types the symbol conforms to or inherits from, and those that conform to it.
    case relationships
    /// The articles that mention the symbol.
    case mentionedIn = "mentioned-in"

    /// The id as written in the page.
    var description: String { rawValue }
}
