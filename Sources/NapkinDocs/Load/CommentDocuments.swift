import NapkinDocsCore

/// Every doc comment of the documented module, parsed once per build (in parallel), by the
/// precise identifier of its symbol; link resolution, Topics, page rendering and the snippet
/// counts all read these documents.
///
/// A comment is parsed as the text the symbol graph gives, so its locations are comment lines
/// and columns; ``DocCommentSource/sourcePosition(line:column:)`` maps them to the source file.
struct CommentDocuments: Sendable {
    /// The parsed comments, by symbol identifier.
    private var documents: [String: MarkdownDocument] = [:]
    /// Each comment split into DocC's sections, by symbol identifier.
    private var parts: [String: DocCommentParts] = [:]
    /// The comments' directives that DocC would not read (and the snippets they name that
    /// are not found), at their places in the `.swift` files, in the catalog's symbol order.
    private(set) var diagnostics: [Diagnostic] = []
    /// The code of each comment's `@Snippet` directives, by symbol identifier, then by the
    /// directive's location in the comment.
    private var includedCode: [String: [SourceLocation: IncludedCode]] = [:]

    /// Parses the doc comment of every symbol of `catalog` that has one.
    /// - Parameters:
    ///   - catalog: The documented module's API.
    ///   - includes: The package's snippets, which a comment's `@Snippet` shows.
    init(catalog: SymbolCatalog, includes: CatalogIncludes = CatalogIncludes()) {
        let commented = catalog.symbols.compactMap { symbol in
            symbol.docComment.map { (id: symbol.id, comment: $0) }
        }
        let parsed = Parallel.map(commented) {
            let document = MarkdownDocument(source: $0.comment.markdown, path: $0.comment.path)
            return (document, DocCommentParts(document))
        }
        for (entry, (document, _)) in zip(commented, parsed) where !document.directives.isEmpty {
            let included = includes.code(for: document)
            if !included.code.isEmpty { includedCode[entry.id] = included.code }
            for problem in DirectiveChecker.diagnostics(of: document) + included.diagnostics {
                let location = problem.location ?? SourceLocation(line: 1, column: 1)
                let position = entry.comment.sourcePosition(
                    line: location.line, column: location.column)
                diagnostics.append(
                    entry.comment.reported(
                        .warning(
                            problem.message, path: entry.comment.path,
                            at: SourceLocation(line: position.line, column: position.column)),
                        symbol: catalog.symbol(withID: entry.id)?.path ?? entry.id))
            }
        }
        let ids = commented.map(\.id)
        documents = Dictionary(zip(ids, parsed.map(\.0))) { first, _ in first }
        parts = Dictionary(zip(ids, parsed.map(\.1))) { first, _ in first }
    }

    /// The code of the `@Snippet` directives of a symbol's comment, by location in the comment.
    /// - Parameter id: The symbol's precise identifier.
    func includedCode(of id: String) -> [SourceLocation: IncludedCode] {
        includedCode[id] ?? [:]
    }

    /// The parsed comment of a symbol, if it has one.
    /// - Parameter id: The symbol's precise identifier.
    subscript(id: String) -> MarkdownDocument? { documents[id] }

    /// The sections of a symbol's comment, split once for every page that shows them.
    /// - Parameter id: The symbol's precise identifier.
    /// - Returns: The parts, or `nil` for a symbol without a comment.
    func parts(of id: String) -> DocCommentParts? { parts[id] }
}
