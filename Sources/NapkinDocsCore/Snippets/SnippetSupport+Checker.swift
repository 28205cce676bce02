extension SnippetSupport {
    /// The runtime's `SnippetChecker`, which type-checks each ```` ```swift ```` block on its
    /// own and reports the compiler's errors at the author's line and column.
    static let checkerSource = """
        /// Type-checks ```swift blocks, each in a compilation of its own, against the modules the
        /// test build made: a block that does not compile fails its own test and no other.
        /// A ```swift block to type-check: one case of its page's test.
        struct SnippetBlock: Sendable, Decodable, CustomTestStringConvertible {
            /// The block in the test's report: its page's file name and its fence's line.
            var name: String
            /// The line of the block's fence.
            var fence: Int
            /// The source to type-check: the block under a `#sourceLocation` of its page, and
            /// the context it reaches.
            var source: String
            /// The page, as the compiler's messages name it.
            var path: String
            /// The block's lines in the page.
            var lines: ClosedRange<Int>
            /// How many columns the page's line has before the generated line's first.
            var columnShift: Int
            /// Whether the block is a package manifest.
            var manifest: Bool
            /// The block in the page's record (`path:line`).
            var identifier: String
            /// The block's key in the baseline.
            var key: String
            /// The baseline's file, when the baseline lists the block.
            var baselineFile: String?
            /// For a `compile-fail` block, the diagnostics the compiler must print (`error: …`).
            var expectedFailure: [String]? = nil
            /// The module the block needs, which the page leaves it out without.
            var requiredModule: String? = nil

            /// The name, as the report shows each case.
            var testDescription: String { name }
        }

        enum SnippetChecker {
            /// Checks `block`: it compiles, or, for a `compile-fail` block, the compiler rejects
            /// it with each diagnostic it expects.
            static func check(_ block: SnippetBlock) async {
                guard let expected = block.expectedFailure else { return await expectCompiles(block) }
                if await SnippetCompiler.expectFailure(
                    block.source, path: block.path, lines: block.lines, expected: expected,
                    sourceLocation: fenceLocation(of: block))
                {
                    SnippetHarness.passed(block.identifier, as: "compiled")
                }
            }

            /// Where `#sourceLocation(file: path, line: fence)` puts the line of `block`'s fence.
            static func fenceLocation(of block: SnippetBlock) -> Testing.SourceLocation {
                Testing.SourceLocation(
                    fileID: "\\(SnippetTally.module)/\\(block.path.split(separator: "/").last ?? "")",
                    filePath: block.path, line: block.fence, column: 1)
            }

            /// One diagnostic the compiler printed, with the source lines it showed under it.
            struct Reported {
                /// The line, in the Markdown or Swift file.
                var line: Int
                /// The column, in the generated line.
                var column: Int
                /// `error`, `warning` or `note`.
                var severity: String
                /// The message.
                var message: String
                /// The lines the compiler printed under it: the code and a caret.
                var excerpt: [Substring]
            }

            /// Type-checks `block`'s source, the block under a `#sourceLocation` of its page
            /// with the page's other blocks it reaches as context, and records each error on
            /// the block's lines at its line and column (`columnShift` more than the generated
            /// line's: the fence's indentation, and a doc comment's `///`); other issues go to
            /// the fence's line. Records that the block passed when it has no error. A
            /// baselined block passes while it fails, and fails once it compiles. A block that
            /// fails is noted under its baseline key, for `snippet-baseline`.
            static func expectCompiles(_ block: SnippetBlock) async {
                let (source, path, lines, identifier) = (block.source, block.path, block.lines, block.identifier)
                let sourceLocation = fenceLocation(of: block)
                let (status, firstOutput) = await SnippetCompiler.typecheck(source, manifest: block.manifest)
                var output = firstOutput
                var compiles = compiled(status: status, output: output, path: path, lines: lines)
                // Another block of the page that fails keeps no block from being checked: the
                // blocks with errors are left out of the context, and the block checked again.
                var reduced = source
                for _ in 0..<2 where !compiles {
                    let elsewhere = Set(
                        diagnostics(in: output, path: path).filter { $0.severity == "error" && !lines.contains($0.line) }
                            .map(\\.line))
                    guard !elsewhere.isEmpty, let next = withoutBlocks(containing: elsewhere, in: reduced) else { break }
                    reduced = next
                    let retry = await SnippetCompiler.typecheck(reduced, manifest: block.manifest)
                    output = retry.1
                    compiles = compiled(status: retry.0, output: output, path: path, lines: lines)
                }
                // The errors shown are those the block has with the whole page, when it has any.
                if diagnostics(in: firstOutput, path: path).contains(where: { $0.severity == "error" && lines.contains($0.line) }) {
                    output = firstOutput
                }
                if !compiles {
                    SnippetTally.failing.withLock { $0[path, default: []].append((block.key, lines.lowerBound - 1)) }
                }
                if let baselineFile = block.baselineFile {
                    if !compiles {
                        SnippetHarness.passed(identifier, as: "baselined")
                        return
                    }
                    Issue.record(
                        "This block compiles now: remove its line from the baseline (\\(baselineFile)), or record the baseline again",
                        sourceLocation: sourceLocation)
                    return
                }
                if compiles {
                    SnippetHarness.passed(identifier, as: "compiled")
                    return
                }
                let reported = diagnostics(in: output, path: path)
                let errors = reported.filter { $0.severity == "error" && lines.contains($0.line) }
                guard !errors.isEmpty else {
                    Issue.record(
                        Comment(rawValue: "The compiler stopped before it reached this block:\\n\\(output)"),
                        sourceLocation: sourceLocation)
                    return
                }
                for error in errors {
                    var location = sourceLocation
                    location.line = error.line
                    location.column = error.column + block.columnShift
                    let notes = reported.filter { $0.severity == "note" && $0.line == error.line }
                    var text = "\\(path):\\(error.line):\\(location.column): error: \\(error.message)"
                    for line in error.excerpt { text += "\\n    " + line }
                    for note in notes { text += "\\n    note: \\(note.message)" }
                    Issue.record(Comment(rawValue: text), sourceLocation: location)
                }
            }

            /// `source` with the lines of every context block that holds one of `errorLines` left
            /// empty (the blocks between `#sourceLocation` directives), or `nil` when none does.
            static func withoutBlocks(containing errorLines: Set<Int>, in source: String) -> String? {
                var lines = source.split(separator: "\\n", omittingEmptySubsequences: false).map(String.init)
                var changed = false
                var index = 0
                while index < lines.count {
                    guard lines[index].hasPrefix("#sourceLocation(file:"),
                        let marker = lines[index].range(of: "line: ", options: .backwards),
                        let first = Int(lines[index][marker.upperBound...].prefix { $0.isNumber })
                    else {
                        index += 1
                        continue
                    }
                    let end = lines[(index + 1)...].firstIndex { $0 == "#sourceLocation()" } ?? lines.count
                    let covered = first..<(first + end - index - 1)
                    if errorLines.contains(where: covered.contains) {
                        for blank in (index + 1)..<end { lines[blank] = "" }
                        changed = true
                    }
                    index = end
                }
                return changed ? lines.joined(separator: "\\n") : nil
            }

            /// Whether the compiler's run shows the block on `lines` compiling: it succeeded, or
            /// its only errors are on other blocks of the page and no module was missing.
            static func compiled(status: Int32, output: String, path: String, lines: ClosedRange<Int>) -> Bool {
                guard status != 0 else { return true }
                let reported = diagnostics(in: output, path: path).filter { $0.severity == "error" }
                return !reported.isEmpty && !reported.contains { lines.contains($0.line) }
                    && !output.contains("error: no such module")
            }

            /// The diagnostics on `path` in the compiler's output (LLVM style: a line
            /// `path:line:column: severity: message`, then the code it points at).
            static func diagnostics(in output: String, path: String) -> [Reported] {
                var result: [Reported] = []
                var current: Reported?
                var elsewhere = false
                for line in output.split(separator: "\\n", omittingEmptySubsequences: false) {
                    let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
                    if parts.count == 5, let number = Int(parts[1]), let column = Int(parts[2]),
                        ["error", "warning", "note", "remark"].contains(parts[3].trimmingCharacters(in: .whitespaces))
                    {
                        if let current { result.append(current) }
                        current = nil
                        elsewhere = parts[0] != path
                        if !elsewhere {
                            current = Reported(
                                line: number, column: column, severity: parts[3].trimmingCharacters(in: .whitespaces),
                                message: parts[4].trimmingCharacters(in: .whitespaces)
                                    .replacingOccurrences(of: "SnippetCheck.", with: ""), excerpt: [])
                        }
                    } else if !elsewhere, !line.isEmpty, current != nil {
                        current?.excerpt.append(line)
                    }
                }
                if let current { result.append(current) }
                return result
            }
        }


        """
}
