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
                let buffer = SnippetOutputBuffer()
                do {
                    try await $buffer.withValue(buffer) { try await body() }
                    return (buffer.text, nil)
                } catch {
                    return (buffer.text, error)
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

        /// Compiles `compile-fail` blocks on their own, against the modules the test build made.
        enum SnippetCompiler {
            /// Type-checks `source` (a block, its imports first, under a `#sourceLocation` of its
            /// Markdown file), and records an issue at the fence when it compiles, or when a line
            /// of `expected` (`error: TEXT`) matches no diagnostic on `lines` of `path`.
            @discardableResult
            static func expectFailure(
                _ source: String, path: String, lines: ClosedRange<Int>, expected: [String],
                sourceLocation: Testing.SourceLocation = #_sourceLocation
            ) async -> Bool {
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "snippet-compile-fail-\\(UUID().uuidString)")
                defer { try? FileManager.default.removeItem(at: folder) }
                let file = folder.appendingPathComponent("Block.swift")
                do {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    try Data(source.utf8).write(to: file)
                } catch {
                    Issue.record("Cannot write the block to compile it: \\(error)", sourceLocation: sourceLocation)
                    return false
                }
                let arguments = ["-typecheck", "-swift-version", "6", "-parse-as-library"]
                    + moduleFolders().flatMap { ["-I", $0] } + [file.path]
                let (status, output) = await run(arguments, in: folder)
                let reported = output.split(separator: "\\n").filter { line in
                    let parts = line.split(separator: ":", maxSplits: 3)
                    guard parts.count == 4, parts[0] == path, let number = Int(parts[1]) else { return false }
                    return lines.contains(number)
                        && (parts[3].hasPrefix(" error:") || parts[3].hasPrefix(" warning:"))
                }
                let shown = reported.isEmpty ? "  (none on this block's lines)" : reported.map { "  " + $0 }.joined(separator: "\\n")
                guard status != 0 else {
                    Issue.record(
                        "This block compiled, but it must not ('swift compile-fail'). The compiler said:\\n\\(shown)",
                        sourceLocation: sourceLocation)
                    return false
                }
                var passed = true
                if !reported.contains(where: { $0.contains(": error:") }) {
                    Issue.record(
                        "The compiler failed, but reported no error on this block's lines:\\n\\(output)",
                        sourceLocation: sourceLocation)
                    passed = false
                }
                for line in expected {
                    let colon = line.firstIndex(of: ":")!
                    let severity = line[..<colon]
                    let text = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                    guard !reported.contains(where: { $0.contains(": \\(severity): ") && $0.contains(text) }) else { continue }
                    Issue.record(
                        "No diagnostic matches '\\(line)'. The compiler said:\\n\\(shown)",
                        sourceLocation: sourceLocation)
                    passed = false
                }
                return passed
            }

            /// The folders holding the modules of the test build: beside the test runner.
            static func moduleFolders() -> [String] {
                var folders: [URL] = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
                #if canImport(Darwin)
                // On Apple platforms the tests are a bundle that `xctest` loads; elsewhere the
                // runner is the test executable itself (and `Bundle.allBundles` leaks there).
                for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                    folders.append(bundle.bundleURL.deletingLastPathComponent())
                }
                #endif
                return folders.flatMap { [$0.appendingPathComponent("Modules").path, $0.path] }
                    .filter { FileManager.default.fileExists(atPath: $0) }
            }

            /// Runs the compiler (`SWIFTC`, else `xcrun swiftc` on Apple platforms, else
            /// `swiftc` on the `PATH`) and returns its status and everything it printed.
            static func run(_ arguments: [String], in folder: URL) async -> (Int32, String) {
                let process = Process()
                if let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] {
                    process.executableURL = URL(fileURLWithPath: swiftc)
                    process.arguments = arguments
                } else {
                    #if os(macOS)
                    process.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
                    process.arguments = ["swiftc"] + arguments
                    #else
                    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                    process.arguments = ["swiftc"] + arguments
                    #endif
                }
                let log = folder.appendingPathComponent("compiler.log")
                _ = FileManager.default.createFile(atPath: log.path, contents: nil)
                guard let handle = try? FileHandle(forWritingTo: log) else { return (-1, "cannot write \\(log.path)") }
                defer { try? handle.close() }
                process.standardOutput = handle
                process.standardError = handle
                let status: Int32 = await withCheckedContinuation { continuation in
                    process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
                    do {
                        try process.run()
                    } catch {
                        process.terminationHandler = nil
                        continuation.resume(returning: -1)
                    }
                }
                let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                return (status, output)
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
