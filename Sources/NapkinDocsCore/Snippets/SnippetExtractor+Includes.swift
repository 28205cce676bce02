extension SnippetExtractor {
    /// Resolves the `@Snippet` directives of `file` against the package's snippet files: each
    /// file shown is compiled once with the source's tests (``SnippetFile/included``), whichever
    /// slices its directives show and however many there are.
    ///
    /// In a source the snippet tests compile, a directive naming no snippet, or a slice the
    /// snippet does not have, is an error at the directive: its test could not be written. An
    /// `output` block after a slice whose markers are not top-level statements is an error at
    /// the block: what the slice prints cannot be told apart.
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
                if let slice = use.slice, let output = use.expectedOutput,
                    !TopLevelCode.split(shown.file.text).sliceMarks.values.contains(slice)
                {
                    throw Diagnostic.error(
                        "the output of slice '\(slice)' of \(shown.file.displayPath) cannot be told "
                            + "apart: its '// snippet.\(slice)' and '// snippet.end' lines must be "
                            + "top-level statements, outside every declaration and brace",
                        path: file.path, at: output.location)
                }
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
