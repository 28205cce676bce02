import Foundation
import NapkinDocs
import NapkinLocking
import Testing

// The one hand-written file of the snippet tests. The build plugin generates the rest: one
// file per article and per framework source file, each with a suite of its own
// (`ArticleSnippets_Articles_X_md`) holding its run blocks' tests, checked by the
// `.everyRunBlockRuns(in:)` trait below, and sending its `print` calls to `SnippetHarness`.

/// The tests of the harness itself.
struct ArticleSnippets {
    /// A `print` inside a `Task` started by an actor reaches the capture buffer of the test that
    /// started it, as articles' workers print from such tasks.
    @Test func printsFromTasksStartedInActorsAreCaptured() async throws {
        let output = try await SnippetHarness.capturing {
            await PrintingWorker().start()
            SnippetHarness.print(["done"], separator: " ", terminator: "\n")
        }
        #expect(output == "from a task 1\ndone\n")
    }

    /// The output comparison ignores trailing blanks per line and trailing empty lines, and
    /// nothing else.
    @Test func outputComparisonIgnoresOnlyTrailingWhitespace() {
        #expect(SnippetHarness.normalized("a  \nb\t\n\n") == SnippetHarness.normalized("a\nb\n"))
        #expect(SnippetHarness.normalized(" a\n") != SnippetHarness.normalized("a\n"))
        #expect(SnippetHarness.normalized("a\n\nb\n") != SnippetHarness.normalized("a\nb\n"))
    }
}

/// Sends what snippets print to the harness, which captures it during a run test.
///
/// Declared once for the module, it shadows the standard `print` in every generated file. A
/// `print` declared in each generated file would be one top-level name provided by every file
/// and used by every file, so the compiler's dependency tracking would recompile all of them
/// whenever one article changed.
/// - Parameters:
///   - items: The values to print.
///   - separator: The text between values.
///   - terminator: The text after the last value.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    SnippetHarness.print(items, separator: separator, terminator: terminator)
}

/// An actor printing from a task it starts, for the capture test.
private actor PrintingWorker {
    /// Starts a task that prints, and waits for it.
    func start() async {
        let task = Task {
            SnippetHarness.print(["from a task", 1], separator: " ", terminator: "\n")
        }
        await task.value
    }
}

/// Captures what run blocks print and checks it against their `output` blocks.
enum SnippetHarness {
    /// The buffer of the run test in progress; tasks started inside the test inherit it.
    @TaskLocal static var buffer: OutputBuffer?

    /// The run blocks whose test has started, by identifier (`Articles/X.md:88`).
    static let startedRuns = SanitizedMutex<Set<String>>([])

    /// Writes like the standard `print`, into the current test's buffer when there is one.
    /// - Parameters:
    ///   - items: The values to print.
    ///   - separator: The text between values.
    ///   - terminator: The text after the last value.
    static func print(_ items: [Any], separator: String, terminator: String) {
        let text = items.map { String(describing: $0) }.joined(separator: separator) + terminator
        if let buffer {
            buffer.append(text)
        } else {
            Swift.print(text, terminator: "")
        }
    }

    /// Runs a run block's code, recording that it ran, and returns what it printed.
    /// - Parameters:
    ///   - identifier: The run block's identifier (`Articles/X.md:88`).
    ///   - body: The run block's code.
    /// - Returns: Everything the code printed, tasks it started included.
    /// - Throws: What the code throws.
    static func run(_ identifier: String, _ body: () async throws -> Void) async throws -> String {
        startedRuns.withLock { _ = $0.insert(identifier) }
        return try await capturing(body)
    }

    /// Runs `body` and returns what it printed.
    /// - Parameter body: The code to run.
    /// - Returns: Everything printed through ``print(_:separator:terminator:)``.
    /// - Throws: What `body` throws.
    static func capturing(_ body: () async throws -> Void) async throws -> String {
        let buffer = OutputBuffer()
        try await $buffer.withValue(buffer) { try await body() }
        return buffer.text
    }
}

/// The text printed during one run test; a lock makes it safe to append from any task.
final class OutputBuffer: Sendable {
    /// The text so far.
    private let storage = SanitizedMutex("")

    /// Appends printed text.
    /// - Parameter text: The text.
    func append(_ text: String) {
        storage.withLock { $0 += text }
    }

    /// Everything appended so far.
    var text: String { storage.withLock { $0 } }
}

/// Fails a generated file's suite when a run block of its source file had no test that ran.
///
/// It runs around the whole suite, so it checks after every test of the suite has finished,
/// however they were scheduled. The run blocks expected are read from the source file with
/// NapkinDocs, the library that generated the tests, so a generated file older than its
/// source cannot pass unnoticed. A filtered run (`--filter`, `--skip`) runs only some tests on
/// purpose, so the check is left out then.
struct EveryRunBlockRuns: SuiteTrait, TestScoping {
    /// The source file whose run blocks must have run, relative to the package (`Articles/X.md`).
    var path: String

    /// Only the suite itself is wrapped, not each test.
    var isRecursive: Bool { false }

    /// Runs the suite, then records an issue for each run block whose test did not start.
    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await function()
        let arguments = CommandLine.arguments
        guard !arguments.contains("--filter"), !arguments.contains("--skip") else { return }
        let started = SnippetHarness.startedRuns.withLock { $0 }
        for runBlock in expectedRunBlocks() where !started.contains(runBlock.identifier) {
            Issue.record(
                "The run block at \(runBlock.identifier) has no test that ran; is its generated file stale?",
                sourceLocation: runBlock.location)
        }
    }

    /// The run blocks of the source file that must have run here (those that require a module
    /// are compiled only where it exists, and counted as skipped elsewhere).
    private func expectedRunBlocks() -> [(
        identifier: String, location: Testing.SourceLocation
    )] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let sources = SnippetSources.files(inPackageAt: root).filter { $0.path == path }
        return sources.flatMap { source in
            SnippetExtractor.extract(fileAt: source.url, path: source.path).snippets
                .filter { $0.mode == .run && $0.requiredModule == nil }
                .map { snippet in
                    (
                        snippet.runIdentifier,
                        Testing.SourceLocation(
                            fileID: "ArticleSnippetTests/\(source.url.lastPathComponent)",
                            filePath: source.url.path, line: snippet.location.line, column: 1)
                    )
                }
        }
    }
}

extension Trait where Self == EveryRunBlockRuns {
    /// Fails the suite when a run block of the source file at `path` had no test that ran.
    /// - Parameter path: The source file, relative to the package (`Articles/X.md`).
    /// - Returns: The trait.
    static func everyRunBlockRuns(in path: String) -> Self { EveryRunBlockRuns(path: path) }
}
