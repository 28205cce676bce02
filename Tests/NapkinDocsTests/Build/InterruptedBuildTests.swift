import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// A build killed at a named stage (through `NAPKIN_DOCS_PAUSE_AT`, which `PausingBuild` reads)
/// leaves the previous site
/// byte-identical, or, killed between the swap's two renames, leaves it beside the output where
/// the next build puts it back; the next build succeeds and removes every temporary folder.
@Suite struct InterruptedBuildTests {
    /// What the folder beside the output holds while the build is paused at a stage.
    struct Paused: Sendable, CustomTestStringConvertible {
        /// The stage.
        var stage: String
        /// Whether the output folder exists.
        var hasOutput: Bool
        /// Whether the new site's temporary folder exists.
        var hasNewFolder: Bool
        /// Whether the previous site has been moved aside.
        var hasOldFolder: Bool
        /// The stage's name, as the test's argument.
        var testDescription: String { stage }
    }

    /// Every stage the hook can stop at, and what exists beside the output then.
    static let stages = [
        Paused(stage: "load", hasOutput: true, hasNewFolder: false, hasOldFolder: false),
        Paused(stage: "render", hasOutput: true, hasNewFolder: true, hasOldFolder: false),
        Paused(stage: "index", hasOutput: true, hasNewFolder: true, hasOldFolder: false),
        Paused(stage: "write", hasOutput: true, hasNewFolder: true, hasOldFolder: false),
        Paused(stage: "swap", hasOutput: false, hasNewFolder: true, hasOldFolder: true),
        Paused(stage: "cleanup", hasOutput: true, hasNewFolder: false, hasOldFolder: true),
    ]

    /// `PausingBuild`, the `napkin-docs` command line with the pause hook, that `swift build`
    /// puts beside the test bundle.
    static let executable = URL(fileURLWithPath: CommandLine.arguments[0])
        .deletingLastPathComponent().appending(path: "PausingBuild")

    @Test(arguments: stages)
    func buildKilledAtStageLeavesPreviousSite(paused: Paused) async throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.executable.path),
            "PausingBuild is not built at \(Self.executable.path); run swift build first")
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appending(path: "Site")
        #expect(
            await SiteFixture.build(SiteFixture.options("plain", output: output, noSymbols: true))
                .wroteSite)
        let before = SiteFixture.tree(output)
        let writer = SiteWriter(output: OutputFolder(path: output.path))

        try killBuild(at: paused.stage, output: output)
        let exists = { FileTree.type(of: $0) != nil }
        #expect(exists(output.path) == paused.hasOutput)
        #expect(exists(writer.newFolder) == paused.hasNewFolder)
        #expect(exists(writer.oldFolder) == paused.hasOldFolder)
        switch paused.stage {
        case "swap":
            // The only moment the output is missing: the previous site waits beside it, whole.
            #expect(SiteFixture.tree(URL(fileURLWithPath: writer.oldFolder)) == before)
            writer.recover()
            #expect(SiteFixture.tree(output) == before)
        case "cleanup":
            // The new site is in place; only the previous one is left to remove.
            #expect(SiteFixture.tree(output) != before)
        default:
            #expect(SiteFixture.tree(output) == before)
        }

        let next = await SiteFixture.build(SiteFixture.options("napkin", output: output))
        #expect(next.wroteSite)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["Site"])
    }

    /// A killed swap is recovered by the next build itself, without a separate step.
    @Test func nextBuildPutsBackASiteLeftAsideBySwap() async throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appending(path: "Site")
        #expect(await SiteFixture.build(SiteFixture.options("napkin", output: output)).wroteSite)
        let before = SiteFixture.tree(output)
        let writer = SiteWriter(output: OutputFolder(path: output.path))
        // The state a kill between the renames leaves: the output aside, a new folder half made.
        #expect(rename(output.path, writer.oldFolder) == 0)
        try FileManager.default.createDirectory(
            atPath: writer.newFolder, withIntermediateDirectories: true)
        try Data("half".utf8).write(to: URL(fileURLWithPath: writer.newFolder + "/index.html"))

        // A build that fails still puts the previous site back, and writes nothing.
        let failing = await SiteFixture.build(
            SiteFixture.options("unresolved", output: output, strict: true))
        #expect(!failing.wroteSite)
        #expect(SiteFixture.tree(output) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["Site"])
    }

    /// The shipping `napkin-docs` has no pause hook: the variable changes nothing there.
    @Test func shippingToolIgnoresThePauseVariable() throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let process = Process()
        process.executableURL = Self.executable.deletingLastPathComponent()
            .appending(path: "napkin-docs")
        process.arguments = [
            "build", "--no-symbols", "--articles", SiteFixture.articles("plain"), "--output",
            root.appending(path: "Site").path,
        ]
        process.environment = ["NAPKIN_DOCS_PAUSE_AT": "load", "NAPKIN_DOCS_PAUSE_SECONDS": "30"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let printed = String(
            decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(printed)")
        #expect(!printed.contains("paused"), "\(printed)")
    }

    /// Starts `PausingBuild build` (the `napkin-docs` command line) paused at `stage`, waits for its pause line, and kills it.
    private func killBuild(at stage: String, output: URL) throws {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = [
            "build", "--symbol-graph", SiteFixture.tinyGraph, "--articles",
            SiteFixture.articles("napkin"), "--output", output.path,
        ]
        process.environment = ["NAPKIN_DOCS_PAUSE_AT": stage, "NAPKIN_DOCS_PAUSE_SECONDS": "30"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("paused at \(stage)") {
            let chunk = errors.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += chunk
        }
        #expect(String(decoding: seen, as: UTF8.self).contains("napkin-docs: paused at \(stage)"))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
