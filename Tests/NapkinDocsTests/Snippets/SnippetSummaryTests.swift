import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks the summary line of `napkin-docs snippets`.
struct SnippetSummaryTests {
    /// Every kind is counted, files without snippets are not, and skipped ones name their module.
    @Test func summaryCountsEachKind() {
        let markdown = """
            ```swift
            struct A {}
            ```

            ```swift run
            print(1)
            ```

            ```swift requires=UIKit
            import UIKit
            ```

            ```swift ignore
            x
            ```
            """
        let files = [
            SnippetExtractor.snippets(in: MarkdownDocument(source: markdown, path: "A.md")),
            SnippetFile(path: "Empty.md"),
        ]
        #expect(
            SnippetSummary(files).description
                == "4 snippets in 1 file: 1 compiled, 1 run, 1 skipped (requires UIKit), 1 not compiled"
        )
    }
}
