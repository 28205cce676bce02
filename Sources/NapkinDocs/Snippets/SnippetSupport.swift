/// The runtime that generated snippet tests call, written into each test target by the
/// `SnippetTests` plugin (`napkin-docs snippet-support`), so that an adopting package needs no
/// harness of its own and no dependency beyond the toolchain's Foundation and Swift Testing.
///
/// It holds:
/// 1. a module-wide `print` that shadows the standard one in the generated files and sends
///    what snippets print to the test in progress (tasks they start included, through a task
///    local);
/// 2. `SnippetHarness.run`, which runs a run block and returns what it printed, and
///    `expectOutput`, which compares that with the `output` block, trailing blanks aside;
/// 3. the `.generated(from:at:fingerprint:runs:recordingIn:)` suite trait, which fails a
///    file's suite when its source changed or went away after the tests were generated, so that
///    a build plan SwiftPM failed to renew cannot pass unnoticed, and records each source that
///    passed (``SnippetRecords``), which is the evidence the site's marks rest on.
///
/// The source is compiled only in the test targets it is written into; the generator's tests
/// compile and run it with generated files.
public enum SnippetSupport {
    /// The name of the file the plugin writes the runtime to.
    public static let fileName = "SnippetSupport.swift"

    /// A 64-bit FNV-1a fingerprint of a source file's bytes; the runtime computes the same one
    /// to tell whether the file changed since its tests were generated.
    /// - Parameter bytes: The file's contents.
    /// - Returns: The fingerprint.
    public static func fingerprint(of bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    /// The Swift source of the runtime.
    public static let source = """
        // Written by `napkin-docs snippet-support` for the SnippetTests plugin: the runtime the
        // generated snippet tests call. Do not edit; it is written again at each build.
        // swift-format-ignore-file
        import Foundation
        import Testing

        /// Sends what snippets print to the run test in progress. Declared once for the module,
        /// it shadows the standard `print` in every generated file without adding a name that
        /// each file would provide and use (which would make one article's edit recompile all).
        func print(_ items: Any..., separator: String = " ", terminator: String = "\\n") {
            SnippetHarness.print(items, separator: separator, terminator: terminator)
        }

        /// Captures what run blocks print and compares it with their `output` blocks.
        enum SnippetHarness {
            /// The buffer of the run test in progress; tasks started inside the test inherit it.
            @TaskLocal static var buffer: SnippetOutputBuffer?

            /// Writes like the standard `print`, into the current test's buffer when there is one.
            static func print(_ items: [Any], separator: String, terminator: String) {
                let text = items.map { String(describing: $0) }.joined(separator: separator) + terminator
                if let buffer {
                    buffer.append(text)
                } else {
                    Swift.print(text, terminator: "")
                }
            }

            /// Runs a run block's code and returns everything it printed.
            static func run(_ identifier: String, _ body: () async throws -> Void) async throws -> String {
                try await capturing(body)
            }

            /// Runs `body` and returns what it printed through the module's `print`.
            static func capturing(_ body: () async throws -> Void) async throws -> String {
                let buffer = SnippetOutputBuffer()
                try await $buffer.withValue(buffer) { try await body() }
                return buffer.text
            }

            /// The run blocks that passed in this process, by identifier (`Articles/X.md:16`).
            static let passedRuns = SnippetLockedSet()

            /// Notes that the run block with `identifier` ran to its end and printed what it must.
            static func passed(_ identifier: String) {
                passedRuns.insert(identifier)
            }

            /// Records an issue at the `output` block's line when `actual` differs from
            /// `expected`, trailing spaces and tabs of each line and trailing empty lines aside,
            /// and returns whether they matched.
            @discardableResult
            static func expectOutput(
                _ actual: String, toBe expected: String,
                sourceLocation: Testing.SourceLocation = #_sourceLocation
            ) -> Bool {
                guard normalized(actual) != normalized(expected) else { return true }
                Issue.record(
                    "The run block's output differs from its output block.\\n--- expected\\n\\(expected)--- actual\\n\\(actual)---",
                    sourceLocation: sourceLocation)
                return false
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

        /// The text printed during one run test; a lock makes appending safe from any task.
        final class SnippetOutputBuffer: @unchecked Sendable {
            /// Guards `storage`.
            private let lock = NSLock()
            /// The text so far.
            private var storage = ""

            /// Appends printed text.
            func append(_ text: String) {
                lock.lock()
                defer { lock.unlock() }
                storage += text
            }

            /// Everything appended so far.
            var text: String {
                lock.lock()
                defer { lock.unlock() }
                return storage
            }
        }

        /// A set of strings that any task may add to.
        final class SnippetLockedSet: @unchecked Sendable {
            /// Guards `storage`.
            private let lock = NSLock()
            /// The strings so far.
            private var storage = Set<String>()

            /// Adds a string.
            func insert(_ element: String) {
                lock.lock()
                defer { lock.unlock() }
                storage.insert(element)
            }

            /// Whether the set holds `element`.
            func contains(_ element: String) -> Bool {
                lock.lock()
                defer { lock.unlock() }
                return storage.contains(element)
            }
        }

        /// Fails a generated file's suite when the source it was generated from changed or is
        /// gone: the tests that ran are then not the tests of the documentation as it is. When
        /// the source is current and every run block passed, it records that the source passed,
        /// for the site's marks; otherwise it removes that record.
        struct SnippetSourceIsCurrent: SuiteTrait, TestScoping {
            /// The source as written in diagnostics (`Articles/X.md`).
            var path: String
            /// The source's absolute path when the tests were generated.
            var file: String
            /// The fingerprint of the source's bytes when the tests were generated.
            var fingerprint: UInt64
            /// The identifiers of the source's run blocks.
            var runs: [String]
            /// The folder of pass records, if any.
            var recordFolder: String?

            /// Only the suite itself is wrapped, not each test.
            var isRecursive: Bool { false }

            /// Runs the suite, then records an issue if the source is not what was compiled.
            func provideScope(
                for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
            ) async throws {
                try await function()
                let location = Testing.SourceLocation(
                    fileID: "SnippetTests/\\(path)", filePath: file, line: 1, column: 1)
                guard let data = FileManager.default.contents(atPath: file) else {
                    Issue.record(
                        "\\(path) is gone, but tests generated from it ran; build again so that SwiftPM plans the current files",
                        sourceLocation: location)
                    return
                }
                var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
                let current = hash == fingerprint
                if !current {
                    Issue.record(
                        "\\(path) changed after its tests were generated; build again to test it as it is",
                        sourceLocation: location)
                }
                guard let recordFolder else { return }
                let record = URL(fileURLWithPath: recordFolder).appendingPathComponent(
                    path.replacingOccurrences(of: "/", with: "__") + ".passed")
                guard current, runs.allSatisfy(SnippetHarness.passedRuns.contains) else {
                    try? FileManager.default.removeItem(at: record)
                    return
                }
                try? FileManager.default.createDirectory(
                    atPath: recordFolder, withIntermediateDirectories: true)
                try? Data("\\(fingerprint) \\(path)\\n".utf8).write(to: record, options: .atomic)
            }
        }

        extension Trait where Self == SnippetSourceIsCurrent {
            /// Fails the suite when the source at `file` no longer has the given fingerprint, and
            /// records in `recordFolder` whether the source passed.
            static func generated(
                from path: String, at file: String, fingerprint: UInt64, runs: [String],
                recordingIn recordFolder: String? = nil
            ) -> Self {
                SnippetSourceIsCurrent(
                    path: path, file: file, fingerprint: fingerprint, runs: runs,
                    recordFolder: recordFolder)
            }
        }

        """
}
