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
        struct SnippetPagesAreCurrent: SuiteTrait, TestScoping {
            /// The pages.
            var pages: [SnippetPage]

            /// Only the suite itself is wrapped, not each test.
            var isRecursive: Bool { false }

            /// Runs the suite, then checks and records each page.
            func provideScope(
                for test: Test, testCase: Test.Case?, performing function: SnippetSuiteBody
            ) async throws {
                // A failing block may end the suite's scope with an error: the records are
                // kept all the same, then the error goes on.
                var failure: (any Error)?
                do { try await function() } catch { failure = error }
                for page in pages { page.source?.finish() }
                if let failure { throw failure }
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
