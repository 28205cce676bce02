extension SnippetSupport {
    /// The runtime's pages: the ```` ```swift ```` blocks of a page without a run block, which
    /// the target's one test of snippet blocks checks, and the suite trait that checks each
    /// page is current and records its pass once that test ran.
    static let pagesSource = """
        /// A page whose blocks are only type-checked: its generated file holds this value and no
        /// test, so that a page costs the build no macro; the target's index lists every page.
        struct SnippetPage: Sendable {
            /// The check that the page is current, and the record of its pass; `nil` for none.
            var source: SnippetSourceIsCurrent?
            /// The blocks to type-check, in page order.
            var blocks: [SnippetBlock] = []
        }

        /// Checks that each page is current, and records whether it passed, once the suite
        /// holding the target's test of snippet blocks has run.
        struct SnippetPagesAreCurrent: SnippetFinishingTrait {
            /// The pages.
            var pages: [SnippetPage]

            /// Only the suite itself is wrapped, not each test.
            var isRecursive: Bool { false }

            /// Checks and records each page.
            func finish() {
                for page in pages { page.source?.finish() }
            }
        }

        extension Trait where Self == SnippetPagesAreCurrent {
            /// Checks that each of `pages` is current, and records whether it passed.
            static func snippetPages(_ pages: [SnippetPage]) -> Self {
                SnippetPagesAreCurrent(pages: pages)
            }
        }


        """
}
