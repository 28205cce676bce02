import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks that `napkin-docs snippets` and `napkin-docs build` count the same blocks alike.
struct SnippetCountsTests {
    /// A compile-fail block is counted apart from the compiled ones by the summary and by the
    /// site's build alike: neither claims it compiled.
    @Test func summaryAndSiteCountACompileFailBlockAlike() async throws {
        let (report, summary) = await Self.buildAndSummarize()
        #expect(report.wroteSite)
        #expect(summary.counts.compiled == 1)
        #expect(summary.counts.failingToCompile == 1)
        #expect(report.snippets == summary.counts)
    }

    /// The summary of `napkin-docs snippets` and the build's line word the counts alike.
    @Test func summaryAndBuildLineWordTheCountsAlike() async throws {
        let (report, summary) = await Self.buildAndSummarize()
        let counts = "1 compiled, 1 run, 1 must not compile, 1 not compiled"
        #expect(summary.description == "4 snippets in 1 file: \(counts)")
        #expect(report.summary(output: "Site").contains(" 4 snippets (\(counts)) to Site "))
    }

    /// Builds the `compile-fail` fixture (one block of each outcome) and summarizes its article
    /// as `napkin-docs snippets` does.
    /// - Returns: The build's report and the summary.
    private static func buildAndSummarize() async -> (BuildReport, SnippetSummary) {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let report = await SiteFixture.build(
            SiteFixture.options(
                "compile-fail", output: root.appending(path: "Site"), noSymbols: true))
        let article = URL(fileURLWithPath: SiteFixture.articles("compile-fail"))
            .appending(path: "Counting.md")
        let summary = SnippetSummary([
            SnippetExtractor.extract(
                fileAt: article, path: "Articles/Counting.md", library: SnippetLibrary())
        ])
        return (report, summary)
    }
}
