extension SnippetSupport {
    /// The runtime's `SnippetTally`, which counts what the target's snippet tests did and
    /// prints it in one line when the test process ends.
    static let tallySource = """
        /// Counts the outcomes of the test target's snippet blocks, and keeps the blocks that
        /// failed for `snippet-baseline`.
        enum SnippetTally {
            /// The outcomes, in the order the summary names them.
            static let outcomes = ["compiled", "run", "failing", "baselined", "not compilable as written"]
            /// How many blocks ended with each outcome.
            static let counts = SnippetLocked([String: Int]())
            /// Per file, the blocks that did not compile: baseline key and fence line.
            static let failing = SnippetLocked([String: [(key: String, line: Int)]]())
            /// The test target's module, from this file's identifier.
            static let module = String(#fileID.prefix { $0 != "/" })
            /// Registers the summary with the process's exit, once.
            static let printsAtExit: Void = {
                atexit { SnippetTally.printSummary() }
            }()

            /// Counts one block as `outcome`.
            static func note(_ outcome: String) {
                _ = printsAtExit
                counts.withLock { $0[outcome, default: 0] += 1 }
            }

            /// Prints `Module: snippet blocks: N compiled, N run, …`, when any block was counted.
            static func printSummary() {
                let counted = counts.withLock { $0 }
                guard !counted.isEmpty else { return }
                let parts = outcomes.map { "\\(counted[$0, default: 0]) \\($0)" }
                let line = "\\(module): snippet blocks: " + parts.joined(separator: ", ") + "\\n"
                FileHandle.standardOutput.write(Data(line.utf8))
            }

            /// Writes the blocks of `path` that did not compile to the records' `failing` folder
            /// (one baseline line each), or removes the file when there are none.
            static func writeFailing(of path: String, into recordFolder: String) {
                let folder = URL(fileURLWithPath: recordFolder).appendingPathComponent("failing")
                    .appendingPathComponent(module)
                let file = folder.appendingPathComponent(path.replacingOccurrences(of: "/", with: "__") + ".txt")
                let blocks = failing.withLock { $0[path] ?? [] }
                guard !blocks.isEmpty else {
                    try? FileManager.default.removeItem(at: file)
                    return
                }
                try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let lines = blocks.map { "\\($0.key) \\(path):\\($0.line)\\n" }.joined()
                try? Data(lines.utf8).write(to: file, options: .atomic)
            }
        }


        """
}
