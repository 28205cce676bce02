extension SnippetSupport {
    /// The runtime's slice marks: what each slice of a snippet file printed, for the `output`
    /// block after a `@Snippet(path:slice:)`.
    static let slicesSource = """
        extension SnippetHarness {
            /// Notes in the run's output that a slice of a snippet file starts (its name) or
            /// ends (`end`): the generated code calls it where the file has a top-level
            /// `// snippet.NAME` or `// snippet.end` line. The mark is bracketed by U+001F,
            /// which snippets do not print.
            static func slice(_ name: String) {
                print(["\\u{1F}\\(name)\\u{1F}"], separator: "", terminator: "")
            }

            /// What `output` holds of what slice `name` printed, or all of it for `nil`; the
            /// marks are left out.
            static func printed(_ output: String, slice name: String?) -> String {
                var result = ""
                var current: Substring?
                let parts = output.split(separator: "\\u{1F}", omittingEmptySubsequences: false)
                for (index, part) in parts.enumerated() {
                    // Text and marks alternate: each mark sits between two separators.
                    if index % 2 == 1 {
                        current = part == "end" ? nil : part
                    } else if name == nil || current.map(String.init) == name {
                        result += part
                    }
                }
                return result
            }
        }


        """
}
