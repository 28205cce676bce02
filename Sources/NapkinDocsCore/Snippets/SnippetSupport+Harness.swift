extension SnippetSupport {
    /// The runtime's `print` and `SnippetHarness`: capturing output, comparing it, and the ends of run blocks.
    static let harnessSource = """
        /// Sends what snippets print to the run test in progress. Declared once for the module,
        /// it shadows the standard `print` in every generated file without adding a name that
        /// each file would provide and use (which would make one article's edit recompile all).
        func print(_ items: Any..., separator: String = " ", terminator: String = "\\n") {
            SnippetHarness.print(items, separator: separator, terminator: terminator)
        }

        /// Captures what run blocks print and compares it with their `output` blocks.
        enum SnippetHarness {
            /// The buffer of the run test in progress; tasks started inside the test inherit it.
            @TaskLocal static var buffer: SnippetLocked<String>?

            /// Writes like the standard `print`, into the current test's buffer when there is one.
            static func print(_ items: [Any], separator: String, terminator: String) {
                let text = items.map { String(describing: $0) }.joined(separator: separator) + terminator
                if let buffer {
                    buffer.withLock { $0 += text }
                } else {
                    // Unbuffered, so that what a `run crash` block prints before it traps, in
                    // the exit test's own process, is not lost with the process.
                    FileHandle.standardOutput.write(Data(text.utf8))
                }
            }

            /// Runs a run block's code and returns everything it printed.
            static func run(_ identifier: String, _ body: () async throws -> Void) async throws -> String {
                try await capturing(body)
            }

            /// Runs `body` and returns what it printed through the module's `print`.
            static func capturing(_ body: () async throws -> Void) async throws -> String {
                let buffer = SnippetLocked("")
                try await $buffer.withValue(buffer) { try await body() }
                return buffer.withLock { $0 }
            }

            /// The run blocks that passed in this process, by identifier (`Articles/X.md:16`).
            static let passedRuns = SnippetLocked(Set<String>())

            /// Notes that the block with `identifier` held (a run block ran to its end and
            /// printed what it must), and counts it as `outcome` in the target's summary.
            static func passed(_ identifier: String, as outcome: String = "run") {
                _ = passedRuns.withLock { $0.insert(identifier) }
                SnippetTally.note(outcome)
            }

            /// Records an issue at the `output` block's line when `actual` does not match
            /// `expected`, and returns whether it matched. Trailing spaces and tabs of each line
            /// and trailing empty lines do not count; a line `...` matches any run of lines;
            /// `unordered` compares the lines as a multiset.
            @discardableResult
            static func expectOutput(
                _ actual: String, toBe expected: String, unordered: Bool = false,
                sourceLocation: Testing.SourceLocation = #_sourceLocation
            ) -> Bool {
                let actualLines = normalized(actual)
                let expectedLines = normalized(expected)
                if unordered {
                    let wildcard = expectedLines.contains("...")
                    var missing: [Substring] = []
                    var unmatched = actualLines
                    for line in expectedLines where line != "..." {
                        if let index = unmatched.firstIndex(of: line) {
                            unmatched.remove(at: index)
                        } else {
                            missing.append(line)
                        }
                    }
                    guard !missing.isEmpty || (!wildcard && !unmatched.isEmpty) else { return true }
                    var message = "The run block's output does not hold the lines of its output block, in any order."
                    for line in missing { message += "\\n  missing:    \\(line)" }
                    if !wildcard { for line in unmatched { message += "\\n  unexpected: \\(line)" } }
                    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
                    return false
                }
                guard !matches(actualLines[...], expectedLines[...]) else { return true }
                var message = "The run block's output differs from its output block, line by line:"
                for index in 0..<max(actualLines.count, expectedLines.count) {
                    let want = index < expectedLines.count ? String(expectedLines[index]) : "(nothing)"
                    let got = index < actualLines.count ? String(actualLines[index]) : "(nothing)"
                    let sign = want == got || want == "..." ? " " : "✗"
                    message += "\\n\\(sign) expected: \\(want)\\n  actual:   \\(got)"
                }
                Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
                return false
            }

            /// Whether `actual` matches `expected`, where a line `...` matches any run of lines.
            static func matches(_ actual: ArraySlice<Substring>, _ expected: ArraySlice<Substring>) -> Bool {
                guard let first = expected.first else { return actual.isEmpty }
                if first == "..." {
                    let rest = expected.dropFirst()
                    return (actual.startIndex...actual.endIndex).contains { matches(actual[$0...], rest) }
                }
                guard actual.first == first else { return false }
                return matches(actual.dropFirst(), expected.dropFirst())
            }

            /// Runs a `run throws` block and returns what it printed and what it threw.
            static func runThrowing(
                _ identifier: String, _ body: () async throws -> Void
            ) async -> (output: String, error: (any Error)?) {
                let buffer = SnippetLocked("")
                do {
                    try await $buffer.withValue(buffer) { try await body() }
                    return (buffer.withLock { $0 }, nil)
                } catch {
                    return (buffer.withLock { $0 }, error)
                }
            }

            /// Records an issue at the fence's line when a `run throws` block returned.
            @discardableResult
            static func expectThrown(
                _ error: (any Error)?, sourceLocation: Testing.SourceLocation = #_sourceLocation
            ) -> Bool {
                guard error == nil else { return true }
                Issue.record(
                    "This block returned, but it must throw ('swift run throws').",
                    sourceLocation: sourceLocation)
                return false
            }

            /// Records an issue at the fence's line when an exit test's process ended other than
            /// by a signal (a trap), and returns what the process printed.
            static func expectTrap(
                _ result: ExitTest.Result?, sourceLocation: Testing.SourceLocation = #_sourceLocation
            ) -> (trapped: Bool, output: String) {
                guard let result else { return (false, "") }
                let output = String(decoding: result.standardOutputContent, as: UTF8.self)
                if case .signal = result.exitStatus { return (true, output) }
                Issue.record(
                    "This block ended its process with \\(result.exitStatus), but it must trap ('swift run crash').",
                    sourceLocation: sourceLocation)
                return (false, output)
            }

            /// The lines of `text` as compared: trailing blanks of each line and trailing empty
            /// lines removed.
            static func normalized(_ text: String) -> [Substring] {
                let blanks: Set<Character> = [" ", "\\t", "\\r"]
                var lines = text.split(separator: "\\n", omittingEmptySubsequences: false).map {
                    (line: Substring) -> Substring in
                    var end = line.endIndex
                    while end > line.startIndex, blanks.contains(line[line.index(before: end)]) {
                        end = line.index(before: end)
                    }
                    return line[..<end]
                }
                while lines.last?.isEmpty == true { lines.removeLast() }
                return lines
            }
        }


        """
}
