extension SnippetSupport {
    /// The runtime's pages: the ```` ```swift ```` blocks of a page without a run block, which
    /// the target's one test of snippet blocks checks, and the suite trait that checks each
    /// page is current and records its pass once that test ran.
    static let pagesSource = """
        /// A page whose blocks are only type-checked: its generated file holds this value and no
        /// test, so that a page costs the build no macro; the target's index lists every page.
        /// Its blocks are in a data file beside that file, so an edit to them compiles no Swift.
        struct SnippetPage: Sendable {
            /// The check that the page is current, and the record of its pass; `nil` for none.
            var source: SnippetSourceIsCurrent?
            /// The blocks to type-check, in page order.
            var blocks: [SnippetBlock] = []
            /// The data file, and why it could not be read, if it could not.
            var unread: (file: String, reason: String)?

            /// What the data file holds.
            private struct Contents: Decodable {
                var source: SnippetSourceIsCurrent?
                var blocks: [SnippetBlock]
            }

            /// Reads the page from its data file, leaving out the blocks that need a module the
            /// target cannot import. A file that cannot be read leaves the page without blocks,
            /// and the suite reports it.
            init(dataFile: String, missingModules: [String] = []) {
                do {
                    let data = try Data(contentsOf: URL(fileURLWithPath: dataFile))
                    let contents = try JSONDecoder().decode(Contents.self, from: data)
                    source = contents.source
                    blocks = contents.blocks.filter { block in
                        block.requiredModule.map { !missingModules.contains($0) } ?? true
                    }
                } catch {
                    unread = (dataFile, "\\(error)")
                }
            }
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
                for page in pages {
                    if let (file, reason) = page.unread {
                        Issue.record(
                            "cannot read \\(file), which lists a page's blocks (\\(reason)); build again",
                            sourceLocation: Testing.SourceLocation(
                                fileID: "SnippetTests/\\(file.split(separator: "/").last ?? "")",
                                filePath: file, line: 1, column: 1))
                    }
                    page.source?.finish()
                }
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
