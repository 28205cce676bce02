import Foundation

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Compiles generated snippet files with `swiftc`, against a stand-in `napkin` module
/// (`Fixtures/snippets/harness`) and the runtime the plugin writes (``SnippetSupport``), each
/// test in a folder of its own.
struct SwiftCompiler {
    /// What a compiler or program run produced.
    struct Outcome {
        /// The exit status.
        var status: Int32
        /// Standard output and standard error, together.
        var output: String

        /// Whether the run shows the test, or the case of a page's test, named `name`
        /// passing: a case is reported only with `--verbose`, which ``runTests(_:)`` passes.
        func passed(_ name: String) -> Bool {
            output.split(separator: "\n").contains { line in
                line.contains(" passed after")
                    && (line.contains("Test \"\(name)\" ") || line.contains("block → \(name) ("))
            }
        }

        /// Whether the run shows the test named `name` skipped, with `reason`.
        func skipped(_ name: String, because reason: String) -> Bool {
            output.split(separator: "\n").contains { line in
                line.contains("Test \"\(name)\" ") && line.contains(" skipped: \"\(reason)\"")
            }
        }

        /// Whether the run shows an issue of the test, or the case of a page's test, named
        /// `name`, at `location`.
        func recordedIssue(_ name: String, at location: String) -> Bool {
            output.split(separator: "\n").contains { line in
                line.contains("recorded an issue")
                    && (line.contains("Test \"\(name)\" ") || line.contains("block → \(name) "))
                    && line.contains(" at \(location)")
            }
        }
    }

    /// The folder this compiler works in.
    let folder: URL

    /// Creates a work folder and builds the stand-in `napkin` module in it.
    /// - Throws: When the folder cannot be made or the stand-in does not compile.
    init() async throws {
        folder = FileManager.default.temporaryDirectory.appending(
            path: "napkin-snippets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let library = folder.appending(path: "libnapkin.so")
        let outcome = try await Self.run(
            "swiftc",
            [
                "-emit-library", "-emit-module", "-module-name", "napkin", "-parse-as-library",
                "-emit-module-path", folder.appending(path: "napkin.swiftmodule").path,
                "-o", library.path, SnippetFixtures.url("harness/napkin.swift").path,
            ])
        guard outcome.status == 0 else { throw CompilerFailure(output: outcome.output) }
        try Data(SnippetSupport.source.utf8).write(
            to: folder.appending(path: SnippetSupport.fileName))
    }

    /// Extracts a fixture article and writes its generated test file into the work folder, as
    /// the plugin does for a page of napkin's catalog (its snippets use `napkin` unimported).
    /// - Parameters:
    ///   - fixture: The article's path below `Fixtures/snippets`.
    ///   - path: The path the article pretends to have (`Articles/X.md`).
    /// - Returns: The generated file.
    /// - Throws: When the file cannot be written.
    func generate(_ fixture: String, as path: String) throws -> URL {
        try generate(fileAt: SnippetFixtures.url(fixture), as: path)
    }

    /// Extracts an article and writes its generated test file (and its page's data file) into
    /// the work folder, with the check that the article is unchanged when the tests run.
    /// - Parameters:
    ///   - source: The article.
    ///   - path: The path the article pretends to have (`Articles/X.md`).
    ///   - records: Where the suite records that the article passed, if anywhere.
    ///   - library: The snippet files its `@Snippet` directives show.
    ///   - baseline: The blocks recorded as failing.
    /// - Returns: The generated file.
    /// - Throws: When the file cannot be written.
    func generate(
        fileAt source: URL, as path: String, recordingIn records: URL? = nil,
        snippets library: SnippetLibrary = SnippetLibrary(),
        baseline: SnippetBaseline = SnippetBaseline()
    ) throws
        -> URL
    {
        let file = SnippetExtractor.extract(fileAt: source, path: path, library: library)
        let url = folder.appending(path: URL(fileURLWithPath: path).lastPathComponent + ".swift")
        let generated = SnippetSourceGenerator.files(
            for: file, importing: ["napkin"],
            origin: .of(
                fileAt: source, recordFolder: records?.path,
                including: file.included.map(\.file)),
            baseline: (baseline, "Tests/T/SnippetBaseline.txt"))
        try Data(generated.swift.utf8).write(to: url)
        if let data = generated.data {
            try Data(data.utf8).write(
                to: URL(fileURLWithPath: SnippetPageData.path(besideSwiftFile: url.path)))
        }
        return url
    }

    /// Type-checks generated files with the stand-in harness.
    /// - Parameters:
    ///   - files: The generated files.
    ///   - features: Upcoming language features to turn on, as an adopter's target may.
    /// - Returns: The compiler's outcome.
    /// - Throws: When the compiler cannot be started.
    func typecheck(_ files: [URL], features: [String] = []) async throws -> Outcome {
        try await Self.run(
            "swiftc",
            ["-swift-version", "6", "-typecheck", "-module-name", "Fixture", "-I", folder.path]
                + features.flatMap { ["-enable-upcoming-feature", $0] } + sources(files))
    }

    /// Builds generated files into a test runner, runs it, and returns what it printed.
    /// - Parameter files: The generated files.
    /// - Returns: The runner's outcome (the compiler's when it does not compile).
    /// - Throws: When the compiler or the runner cannot be started.
    func runTests(_ files: [URL]) async throws -> Outcome {
        let runner = folder.appending(path: "runner")
        let build = try await Self.run(
            "swiftc",
            [
                "-swift-version", "6", "-warnings-as-errors", "-module-name", "Fixture", "-I",
                folder.path, "-L",
                folder.path, "-lnapkin",
                "-Xlinker", "-rpath", "-Xlinker", folder.path, "-o", runner.path,
            ]
                + sources(files) + [
                    try index(of: files).path, SnippetFixtures.url("harness/main.swift").path,
                ])
        guard build.status == 0 else { return build }
        return try await Self.run(runner.path, ["--verbose"])
    }

    /// Writes the index of the checked pages among `files`, as `extract-all-snippets` does:
    /// each such file declares the value that lists its blocks.
    private func index(of files: [URL]) throws -> URL {
        let prefix = "let " + SnippetSourceGenerator.pageName(for: "")
        let pages = try files.flatMap { file in
            try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                .filter { $0.hasPrefix(prefix) }
                .map { String($0.dropFirst("let ".count).prefix { $0 != ":" }) }
        }
        let url = folder.appending(path: "SnippetPages.swift")
        try Data(SnippetSourceGenerator.index(ofPages: pages).utf8).write(to: url)
        return url
    }

    /// The files to compile: the generated ones and the runtime.
    private func sources(_ files: [URL]) -> [String] {
        files.map(\.path) + [folder.appending(path: SnippetSupport.fileName).path]
    }

    /// Runs a program found on the `PATH` (or at a path) and collects its output.
    ///
    /// The output goes to a file and the end is awaited, not waited for, so that a test never
    /// blocks one of the few threads Swift concurrency runs every test on.
    static func run(_ program: String, _ arguments: [String]) async throws -> Outcome {
        let log = FileManager.default.temporaryDirectory.appending(
            path: "napkin-swiftc-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        process.standardOutput = handle
        process.standardError = handle
        let status = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        return Outcome(status: status, output: try String(contentsOf: log, encoding: .utf8))
    }
}

/// The stand-in module did not compile; the message holds the compiler's output.
struct CompilerFailure: Error, CustomStringConvertible {
    /// The compiler's output.
    var output: String
    /// The compiler's output.
    var description: String { output }
}
