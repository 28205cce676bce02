/// Everything napkin-docs knows of one DocC directive, in one place: its name, the arguments
/// it takes (with the values some allow), which must be given, the directive it must sit in,
/// which arguments are links, and how it shows in a page's body.
///
/// Each family of directives is declared in a file of its own (`DirectiveSpec+Metadata.swift`,
/// `+Layout`, `+Tutorials`); ``all`` lists the families. ``DirectiveChecker`` reads the rules,
/// the link stage the link arguments, and ``HTMLWriter`` the body.
package struct DirectiveSpec: Sendable {
    /// The name after `@`.
    package let name: String
    /// The arguments taken, by label (`""` for the unlabelled one), with the values allowed
    /// (`nil` for any value).
    let arguments: [String: [String]?]
    /// The labels that must be given.
    let required: Set<String>
    /// The directives it may sit directly in; empty for anywhere.
    let parents: Set<String>
    /// The arguments whose values name a page or a file, in the order the document lists
    /// them: the link stage resolves each (and copies the file it names).
    let links: [(label: String, role: Directive.LinkRole)]
    /// How it shows in a page's body.
    let body: Body

    /// How a directive shows in a page's body.
    package enum Body: Sendable {
        /// Not at all, nor its block: metadata, options, comments.
        case hidden
        /// Its opening, then its block; the containers the opening opened are closed after
        /// the block, innermost first, so its HTML is balanced by construction.
        case shown(@Sendable (inout DirectiveOpening) -> Void)
    }

    /// Creates the description of one directive.
    /// - Parameters:
    ///   - name: The name after `@`.
    ///   - arguments: The arguments taken, by label, with the values allowed (`nil`: any).
    ///   - required: The labels that must be given.
    ///   - parents: The directives it may sit directly in; empty for anywhere.
    ///   - links: The arguments that are links, with what they name.
    ///   - body: How it shows in a page's body.
    init(
        _ name: String, _ arguments: [String: [String]?] = [:], required: Set<String> = [],
        parents: Set<String> = [], links: [(label: String, role: Directive.LinkRole)] = [],
        body: Body
    ) {
        self.name = name
        self.arguments = arguments
        self.required = required
        self.parents = parents
        self.links = links
        self.body = body
    }

    /// Whether `directive` is this one.
    package func describes(_ directive: Directive) -> Bool { directive.name == name }

    /// Every directive known, by name.
    static let all: [String: DirectiveSpec] = Dictionary(
        uniqueKeysWithValues: (metadata + layout + tutorials).map { ($0.name, $0) })

    /// Any value is allowed.
    static let anyValue: [String]? = nil
}
