/// The one-line summary `napkin-docs snippets` prints: the snippets of some files, counted by
/// outcome.
package struct SnippetSummary: Hashable, Sendable {
    /// The number of files holding at least one snippet.
    package var files = 0
    /// The snippets counted by outcome.
    package var counts = SnippetCounts()

    /// Counts the snippets of `files`.
    /// - Parameter files: The extracted files.
    package init(_ files: [SnippetFile]) {
        let counted = files.filter { !$0.snippets.isEmpty || !$0.uses.isEmpty }
        self.files = counted.count
        counts = SnippetCounts(counted)
    }

    /// The summary line: `52 snippets in 14 files: 41 compiled, 9 run, 2 skipped (requires UIKit)`.
    package var description: String {
        let snippets = counts.total
        let nouns = (snippets == 1 ? "snippet" : "snippets", files == 1 ? "file" : "files")
        return "\(snippets) \(nouns.0) in \(files) \(nouns.1): " + counts.description
    }
}
