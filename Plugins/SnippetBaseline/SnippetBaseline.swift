import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory snippet-baseline`: records the snippet
/// blocks that fail today, so that the next `swift test` is green and every block added or
/// edited after it is checked.
///
/// 1. Remove what earlier runs found failing, and run the generated snippet suites (every suite
///    the `SnippetTests` plugin writes is named `ArticleSnippets_…`).
/// 2. For each test target, write `SnippetBaseline.txt` in its folder from the blocks its tests
///    found failing (`napkin-snippets record-baseline`), or remove it when none fails.
@main
struct SnippetBaselineCommand: CommandPlugin {
    /// Runs the command.
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let records = context.package.directoryURL.appending(path: ".build/snippet-records")
        try? FileManager.default.removeItem(at: records.appending(path: "failing"))
        // SwiftPM's `packageManager.test` runs no Swift Testing test, so `swift test` itself
        // runs the generated suites, in a scratch folder of its own: this command holds the
        // package's `.build`.
        let succeeded = try runSnippetTests(in: context.package.directoryURL)
        let tool = try context.tool(named: "napkin-snippets")
        let testTargets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
            .filter { $0.kind == .test }
        var recorded = false
        for target in testTargets {
            let baseline = target.directoryURL.appending(path: "SnippetBaseline.txt")
            let failing = records.appending(path: "failing/\(target.name)")
            let hasFailing = FileManager.default.fileExists(
                atPath: failing.path(percentEncoded: false))
            let hasBaseline = FileManager.default.fileExists(
                atPath: baseline.path(percentEncoded: false))
            guard hasFailing || hasBaseline else { continue }
            recorded = true
            let process = Process()
            process.executableURL = tool.url
            process.arguments = [
                "record-baseline", "--records", records.path(percentEncoded: false),
                "--module", target.name, "--output", baseline.path(percentEncoded: false),
            ]
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw SnippetBaselineError.recordFailed(target.name)
            }
        }
        if !recorded {
            print(
                succeeded
                    ? "Every snippet block passes: no baseline is needed."
                    : "The snippet tests failed before any block was checked; see the output above."
            )
        }
    }
}

extension SnippetBaselineCommand {
    /// Runs `swift test` on the generated snippet suites of the package in `folder`, with the
    /// snippet records kept where `swift test` keeps them, and returns whether it passed.
    func runSnippetTests(in folder: URL) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // The suites the generator writes: each page with a run block has its own
        // (`ArticleSnippets_…`), and one, `SnippetBlocks`, checks the blocks of all the others.
        process.arguments = [
            "swift", "test", "--filter", "ArticleSnippets_|SnippetBlocks", "--scratch-path",
            folder.appending(path: ".build/snippet-baseline").path(percentEncoded: false),
        ]
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}

/// What stops the baseline from being recorded.
enum SnippetBaselineError: Error, CustomStringConvertible {
    /// Writing a test target's baseline failed.
    case recordFailed(String)

    /// The message SwiftPM shows.
    var description: String {
        switch self {
        case .recordFailed(let target): "could not write the snippet baseline of '\(target)'"
        }
    }
}
