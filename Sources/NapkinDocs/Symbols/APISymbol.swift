import Foundation
import NapkinDocsCore

/// One public declaration of the documented module, ready to be linked to and rendered.
///
/// Built by ``SymbolCatalog`` from a ``SymbolGraph/Symbol``; the raw JSON types never leave the
/// Symbols stage.
package struct APISymbol: Sendable, Hashable, Identifiable {
    /// The compiler's unique identifier (USR).
    package var id: String
    /// What kind of declaration this is.
    package var kind: SymbolKind
    /// The names from the module down to this symbol (`["Router", "attachChild(_:)"]`).
    package var pathComponents: [String]
    /// The symbol's title, such as `attachChild(_:)`.
    package var title: String
    /// The declaration as typed fragments.
    package var fragments: [SymbolGraph.Fragment]
    /// The declaration's short form that lists of links show (`func load()`), as typed
    /// fragments; empty when the symbol graph gives none.
    package var subHeading: [SymbolGraph.Fragment] = []
    /// The documentation comment, if the symbol has one.
    package var docComment: DocCommentSource?
    /// The access level, `public` or `open`.
    package var accessLevel: String
    /// The identifier of the type this symbol is a member of, if any.
    package var parentID: String?
    /// The types a callable symbol takes and returns, for type-signature disambiguation.
    package var signature: TypeSignature?
    /// The absolute path of the file that declares the symbol, for source links (never shown).
    package var sourceFile: String?
    /// The 1-based line of the declaration in ``sourceFile``.
    package var sourceLine: Int?
    /// The symbol's `@available` attributes: platforms, versions, deprecation.
    package var availability: [SymbolAvailability] = []

    /// Whether an `@available` attribute deprecates the symbol.
    package var isDeprecated: Bool {
        availability.contains(where: \.isDeprecation)
    }

    /// The DocC link path of the symbol, such as `Router/attachChild(_:)`.
    package var path: String {
        pathComponents.joined(separator: "/")
    }

    /// The symbol's full dotted name, such as `Router.attachChild(_:)`.
    package var qualifiedName: String {
        pathComponents.joined(separator: ".")
    }

    /// The first paragraph of the doc comment as plain Markdown text, or `nil` without a comment.
    package var abstractMarkdown: String? {
        guard let markdown = docComment?.markdown else { return nil }
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        let paragraph = lines.prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let text = paragraph.joined(separator: "\n")
        return text.isEmpty ? nil : text
    }
}
