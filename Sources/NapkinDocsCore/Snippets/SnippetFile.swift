/// The snippets of one source file (an article, or a Swift file's doc comments), with the
/// problems found while extracting them.
package struct SnippetFile: Hashable, Sendable {
    /// The file's path as shown in diagnostics and `#sourceLocation`.
    package var path: String
    /// The Swift snippets, in file order.
    package var snippets: [Snippet]
    /// The problems found; the file's snippets must not be trusted when one is an error.
    package var diagnostics: [Diagnostic]
    /// The `@Snippet` directives, in file order, each with the `output` block after it.
    package var uses: [SnippetUse] = []
    /// The snippet files the directives show, each once, as the tests compile them; filled
    /// when the file is extracted with the package's ``SnippetLibrary``.
    package var included: [IncludedSnippet] = []

    /// Creates a snippet file.
    /// - Parameters:
    ///   - path: The file's path as shown in diagnostics.
    ///   - snippets: The snippets, in file order.
    ///   - diagnostics: The problems found.
    package init(path: String, snippets: [Snippet] = [], diagnostics: [Diagnostic] = []) {
        self.path = path
        self.snippets = snippets
        self.diagnostics = diagnostics
    }

    /// Returns the snippet whose opening fence is at `location`, for a renderer walking the
    /// document's code blocks.
    /// - Parameter location: A code block's location.
    /// - Returns: The snippet made from that block, if it is one.
    package func snippet(at location: SourceLocation) -> Snippet? {
        snippets.first { $0.location == location }
    }

    /// Whether an `output` block at `location` is the expected output of one of the run blocks.
    /// - Parameter location: A code block's location.
    /// - Returns: `true` when a run block's ``Snippet/expectedOutput`` starts there.
    package func isExpectedOutput(at location: SourceLocation) -> Bool {
        snippets.contains { $0.expectedOutput?.location == location }
            || uses.contains { $0.expectedOutput?.location == location }
    }

    /// Returns the `@Snippet` directive at `location`, for a renderer showing its code.
    /// - Parameter location: A directive's location.
    /// - Returns: The directive, with its `output` block, if it is one of the file's.
    package func use(at location: SourceLocation) -> SnippetUse? {
        uses.first { $0.location == location }
    }
}
