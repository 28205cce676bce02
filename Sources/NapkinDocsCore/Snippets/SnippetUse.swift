/// A `@Snippet(path:slice:)` directive of a source the snippet tests compile: the snippet file
/// it shows, and the `output` block right after it, if any, which the file's run must print
/// while the slice's lines run (all of the run, without a slice).
package struct SnippetUse: Hashable, Sendable {
    /// Where the directive's `@` is in the source.
    package var location: SourceLocation
    /// The directive's `path` argument, as written.
    package var snippetPath: String
    /// The directive's `slice` argument, if given.
    package var slice: String?
    /// The `output` block that follows the directive, if there is one.
    package var expectedOutput: ExpectedOutput?

    /// How the page marks what the directive shows: run (with its checked output) when an
    /// `output` block follows it, compiled otherwise.
    package var outcome: SnippetOutcome { expectedOutput == nil ? .compiled : .run }
}

/// A snippet file that a source shows, as its generated tests compile it: once per source,
/// whichever `@Snippet` directives show it.
package struct IncludedSnippet: Hashable, Sendable {
    /// The snippet file.
    package var file: SnippetLibrary.File
    /// The directives that show it, in document order.
    package var uses: [SnippetUse]

    /// The identifier its run test records (`Articles/X.md:12`, the first directive with an
    /// `output` block), or `nil` when nothing checks its output and it is only compiled.
    func runIdentifier(in path: String) -> String? {
        uses.first { $0.expectedOutput != nil }.map { "\(path):\($0.location.line)" }
    }
}
