extension SnippetSupport {
    /// The runtime's locked storage and the suite trait that checks a source is current and
    /// records its pass.
    static let sourceCheckSource = """
        /// A value any task may read and change: what one run test printed, the run blocks
        /// that passed. `@unchecked Sendable` because `lock` guards every access to `value`;
        /// the standard library's `Mutex` would be checked, but needs macOS 15 or later, which
        /// a package adopting the plugin may not require.
        final class SnippetLocked<Value>: @unchecked Sendable {
            /// Guards `value`.
            private let lock = NSLock()
            /// The value.
            private var value: Value

            /// Creates the storage with its first value.
            init(_ value: Value) {
                self.value = value
            }

            /// Runs `body` with the value, alone.
            func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
                lock.lock()
                defer { lock.unlock() }
                return body(&value)
            }
        }

        #if compiler(>=6.2)
        /// The suite's body as `TestScoping` passes it: `@concurrent` written out, so that a
        /// target with `NonisolatedNonsendingByDefault` still matches the protocol.
        typealias SnippetSuiteBody = @concurrent @Sendable () async throws -> Void
        #else
        /// The suite's body as `TestScoping` passes it.
        typealias SnippetSuiteBody = @Sendable () async throws -> Void
        #endif

        /// A suite trait that runs its suite, then finishes: counts, checks and records.
        protocol SnippetFinishingTrait: SuiteTrait, TestScoping {
            /// What is done once the suite has run.
            func finish()
        }

        extension SnippetFinishingTrait {
            /// Runs the suite, then ``finish()``.
            func provideScope(
                for test: Test, testCase: Test.Case?, performing function: SnippetSuiteBody
            ) async throws {
                // A failing test may end the suite's scope with an error: what `finish`
                // counts and records is kept all the same, then the error goes on.
                var failure: (any Error)?
                do { try await function() } catch { failure = error }
                finish()
                if let failure { throw failure }
            }
        }

        /// Fails a generated file's suite when the source it was generated from changed or is
        /// gone: the tests that ran are then not the tests of the documentation as it is. When
        /// the source is current and every run block passed, it records that the source passed,
        /// for the site's marks; otherwise it removes that record.
        struct SnippetSourceIsCurrent: SnippetFinishingTrait, Decodable {
            /// The source as written in diagnostics (`Articles/X.md`).
            var path: String
            /// The source's absolute path when the tests were generated.
            var file: String
            /// The fingerprint of the source's bytes when the tests were generated.
            var fingerprint: UInt64
            /// The identifiers of the source's run blocks.
            var runs: [String]
            /// The snippet files the source shows (`@Snippet`): path as written, absolute path
            /// and fingerprint when the tests were generated.
            var includes: [(path: String, file: String, fingerprint: UInt64)] = []
            /// The folder of pass records, if any.
            var recordFolder: String?
            /// How many of the source's blocks cannot compile as written (disabled tests).
            var notCompilable = 0
            /// The baseline keys of its blocks that the baseline lists: the record names them, so
            /// that the site shows them without a mark.
            var baselined: [String] = []

            /// What a checked page's data file holds (`SnippetPage`): all but the snippet files,
            /// which only a page with run tests shows.
            private enum CodingKeys: String, CodingKey {
                case path, file, fingerprint, runs, recordFolder, notCompilable, baselined
            }

            /// Only the suite itself is wrapped, not each test.
            var isRecursive: Bool { false }

            /// Counts the suite's blocks, checks that its sources are current, and records
            /// whether they passed.
            func finish() {
                let passed = SnippetHarness.passedRuns.withLock { runs.filter($0.contains) }
                for _ in passed.count..<runs.count { SnippetTally.note("failing") }
                for _ in 0..<notCompilable { SnippetTally.note("not compilable as written") }
                if let recordFolder { SnippetTally.writeFailing(of: path, into: recordFolder) }
                var current = true
                for (shown, shownFile, shownFingerprint) in [(path, file, fingerprint)] + includes {
                    let shownLocation = Testing.SourceLocation(
                        fileID: "SnippetTests/\\(shown)", filePath: shownFile, line: 1, column: 1)
                    guard let data = FileManager.default.contents(atPath: shownFile) else {
                        Issue.record(
                            "\\(shown) is gone, but tests generated from it ran; build again so that SwiftPM plans the current files",
                            sourceLocation: shownLocation)
                        current = false
                        continue
                    }
                    if snippetFingerprint(of: data) != shownFingerprint {
                        Issue.record(
                            shown == path
                                ? "\\(path) changed after its tests were generated; build again to test it as it is"
                                : "\\(shown), which \\(path) shows, changed after its tests were generated; build again to test it as it is",
                            sourceLocation: shownLocation)
                        current = false
                    }
                }
                guard let recordFolder else { return }
                let record = URL(fileURLWithPath: recordFolder).appendingPathComponent(
                    path.replacingOccurrences(of: "/", with: "__") + ".passed")
                guard current, passed.count == runs.count else {
                    try? FileManager.default.removeItem(at: record)
                    return
                }
                try? FileManager.default.createDirectory(
                    atPath: recordFolder, withIntermediateDirectories: true)
                let lines = [(path, fingerprint)] + includes.map { ($0.path, $0.fingerprint) }
                let text = lines.map { "\\($0.1) \\($0.0)\\n" }.joined() + baselined.map { "baselined \\($0)\\n" }.joined()
                try? Data(text.utf8).write(to: record, options: .atomic)
            }
        }

        extension Trait where Self == SnippetSourceIsCurrent {
            /// Fails the suite when the source at `file`, or a snippet file it shows, no longer has
            /// the given fingerprint, and records in `recordFolder` whether the source passed.
            static func generated(
                from path: String, at file: String, fingerprint: UInt64, runs: [String],
                including includes: [(path: String, file: String, fingerprint: UInt64)] = [],
                recordingIn recordFolder: String? = nil
            ) -> Self {
                SnippetSourceIsCurrent(
                    path: path, file: file, fingerprint: fingerprint, runs: runs,
                    includes: includes, recordFolder: recordFolder)
            }
        }

        """
}
