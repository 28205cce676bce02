extension SnippetLibrary {
    /// What a `@Snippet(path:slice:)` directive shows: its file and the slice of it.
    package struct Shown: Hashable, Sendable {
        /// The snippet's name (its path in the folder, without `.swift`).
        var name: String
        /// The snippet file, compiled whole.
        var file: File
        /// The part of it the page shows.
        package var slice: SnippetSlice
    }

    /// Finds what a `@Snippet` of the document at `path` shows.
    /// - Parameters:
    ///   - snippetPath: The directive's `path` argument.
    ///   - sliceName: Its `slice` argument, if given.
    ///   - path: The document's path, for diagnostics.
    ///   - location: Where the diagnostic goes (the directive's `@` in the file).
    ///   - severity: How bad a snippet or slice that names nothing is: an error in a source
    ///     the snippet tests compile, a warning elsewhere.
    /// - Returns: The snippet.
    /// - Throws: A ``Diagnostic`` when no snippet has that path, or it has no such slice.
    package func shown(
        path snippetPath: String, slice sliceName: String?, in path: String,
        at location: SourceLocation, severity: Diagnostic.Severity
    ) throws(Diagnostic) -> Shown {
        guard let (name, file) = file(at: snippetPath) else {
            let count = "\(files.count) snippet\(files.count == 1 ? "" : "s") found"
            throw Diagnostic(
                severity, path: path, at: location,
                "no snippet '\(snippetPath)' in the package's Snippets folder (\(count))")
        }
        guard let slice = SnippetSlice(source: file.text, slice: sliceName) else {
            throw Diagnostic(
                severity, path: path, at: location,
                "snippet '\(name)' has no slice '\(sliceName ?? "")'"
                    + " ('// snippet.\(sliceName ?? "")' … '// snippet.end')")
        }
        return Shown(name: name, file: file, slice: slice)
    }
}
