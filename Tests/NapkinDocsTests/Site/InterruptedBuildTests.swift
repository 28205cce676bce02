import Foundation
import Testing

@testable import NapkinDocs

/// A build killed at a named stage (through `NAPKIN_DOCS_PAUSE_AT`) leaves the previous site
/// byte-identical, and the next build succeeds and removes the temporary folder.
@Suite struct InterruptedBuildTests {
    /// The `napkin-docs` executable built beside the test bundle, when there is one.
    static let executable: URL? = {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let tool = folder.appending(path: "napkin-docs")
        return FileManager.default.isExecutableFile(atPath: tool.path) ? tool : nil
    }()

    @Test(.enabled(if: executable != nil), arguments: ["load", "render", "index", "write"])
    func buildKilledAtStageLeavesPreviousSite(stage: String) async throws {
        let tool = try #require(Self.executable)
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appending(path: "Site")
        #expect(
            await SiteFixture.build(SiteFixture.options("plain", output: output, noSymbols: true))
                .wroteSite)
        let before = SiteFixture.tree(output)

        let process = Process()
        process.executableURL = tool
        process.arguments = [
            "build", "--symbol-graph", SiteFixture.tinyGraph, "--articles",
            SiteFixture.articles("napkin"),
            "--output", output.path,
        ]
        process.environment = ["NAPKIN_DOCS_PAUSE_AT": stage, "NAPKIN_DOCS_PAUSE_SECONDS": "30"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Wait for the pause line, then kill the build where it stands.
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("paused at \(stage)") {
            let chunk = errors.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += chunk
        }
        #expect(String(decoding: seen, as: UTF8.self).contains("napkin-docs: paused at \(stage)"))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(SiteFixture.tree(output) == before)

        let next = await SiteFixture.build(SiteFixture.options("napkin", output: output))
        #expect(next.wroteSite)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["Site"])
    }
}
