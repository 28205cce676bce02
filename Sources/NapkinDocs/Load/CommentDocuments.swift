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
        let commented = catalog.symbols.filter { $0.docComment != nil }
        let parsed = Parallel.map(commented) { symbol in
            let comment = symbol.docComment!
            return MarkdownDocument(source: comment.markdown, path: comment.path)
        }
        documents = Dictionary(zip(commented.map(\.id), parsed)) { first, _ in first }
    }

    /// No comments, for a site without symbols.
    static let empty = CommentDocuments()

    /// Creates an empty set.
    private init() {}

    /// The parsed comment of a symbol, if it has one.
    /// - Parameter id: The symbol's precise identifier.
    subscript(id: String) -> MarkdownDocument? { documents[id] }
}
