/// Every doc comment of the documented module, parsed once per build (in parallel), by the
/// precise identifier of its symbol; link resolution, Topics, page rendering and the snippet
/// counts all read these documents.
///
/// A comment is parsed as the text the symbol graph gives, so its locations are comment lines
/// and columns; ``DocCommentSource/sourcePosition(line:column:)`` maps them to the source file.
struct CommentDocuments: Sendable {
    /// The parsed comments, by symbol identifier.
    private var documents: [String: MarkdownDocument] = [:]

    /// Parses the doc comment of every symbol of `catalog` that has one.
    /// - Parameter catalog: The documented module's API.
    init(catalog: SymbolCatalog) {
        let commented = catalog.symbols.compactMap { symbol in
            symbol.docComment.map { (id: symbol.id, comment: $0) }
        }
        let parsed = Parallel.map(commented) {
            MarkdownDocument(source: $0.comment.markdown, path: $0.comment.path)
        }
        documents = Dictionary(zip(commented.map(\.id), parsed)) { first, _ in first }
    }

    /// The parsed comment of a symbol, if it has one.
    /// - Parameter id: The symbol's precise identifier.
    subscript(id: String) -> MarkdownDocument? { documents[id] }
}
