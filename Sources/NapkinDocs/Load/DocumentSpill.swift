import Foundation
import NapkinDocsCore
import Synchronization

/// How the load stage keeps memory flat: the parsed articles past a budget wait on disk until
/// they are rendered.
///
/// Rendering needs every article's links resolved, and resolving needs every article's titles
/// and headings, so no page can be rendered before the last source is parsed. Holding every
/// model until then would make memory grow with the site. Instead,
/// each article past the budget keeps in memory only what extracting and resolving read, and
/// its text, model, code blocks and sections wait in a ``SpillFile`` beside the output
/// (``ArticleSource/setAside(in:)``); the worker that renders its page reads them back
/// (``ArticleSource/readBack()``). Each source is still parsed once. A small site stays whole in
/// memory, where reading back would only cost time.
enum DocumentSpill {
    /// Opens the spill file for parsed articles in `folder`.
    /// - Parameter folder: The folder the output is in.
    /// - Returns: The file, or `nil` when it cannot be made (the articles then stay in memory).
    static func file(in folder: String) -> SpillFile? {
        SpillFile(folder: folder, name: ".napkin-docs-articles")
    }

    /// The budget of Markdown bytes kept whole in memory, shared by the loading workers.
    final class Budget: Sendable {
        /// How many bytes may be kept.
        private let bytes: Int
        /// How many bytes have been counted so far.
        private let counted = Atomic<Int>(0)

        /// Creates a budget.
        /// - Parameter bytes: How many bytes of Markdown may be kept.
        init(bytes: Int) {
            self.bytes = bytes
        }

        /// Counts a loaded article and tells whether it stays whole in memory: it does when
        /// the rest of the build reads its text before rendering, or while the budget lasts.
        /// - Parameter article: A loaded article.
        /// - Returns: Whether to keep it whole.
        func keeps(_ article: ArticleSource) -> Bool {
            if article.staysInMemory { return true }
            let size = article.document.source.utf8.count
            let total = counted.wrappingAdd(size, ordering: .relaxed).newValue
            return total <= bytes
        }
    }
}
