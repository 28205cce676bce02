extension SnippetExtractor {
    /// Resolves the `@Snippet` directives of `file` against the package's snippet files: each
    /// file shown is compiled once with the source's tests (``SnippetFile/included``), whichever
    /// slices its directives show and however many there are.
    ///
    /// In a source the snippet tests compile, a directive naming no snippet, or a slice the
    /// snippet does not have, is an error at the directive: its test could not be written.
    /// (Its `snippet.hide` markers follow DocC's snippets, which may hide to the file's end.)
    /// - Parameters:
    ///   - file: The extracted source; its ``SnippetFile/uses`` are read.
    ///   - library: The package's snippet files.
    static func include(in file: inout SnippetFile, from library: SnippetLibrary) {
        var included: [IncludedSnippet] = []
        for use in file.uses {
            // A directive without a path is the directive checker's to report.
            guard !use.snippetPath.isEmpty else { continue }
            do throws(Diagnostic) {
                let shown = try library.shown(
                    path: use.snippetPath, slice: use.slice, in: file.path, at: use.location,
                    severity: .error)
                if let index = included.firstIndex(where: { $0.file == shown.file }) {
                    included[index].uses.append(use)
                } else {
                    included.append(IncludedSnippet(file: shown.file, uses: [use]))
                }
            } catch {
                file.diagnostics.append(error)
            }
        }
        file.included = included
    }
}
