import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks that `napkin-docs snippets` and `napkin-docs build` count the same blocks alike.
struct SnippetCountsTests {
    /// A compile-fail block is counted apart from the compiled ones by the summary and by the
    /// site's build alike: neither claims it compiled.
    @Test func summaryAndSiteCountACompileFailBlockAlike() async throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let report = await SiteFixture.build(
            SiteFixture.options(
                "compile-fail", output: root.appending(path: "Site"), noSymbols: true))
        #expect(report.wroteSite)
        let article = URL(fileURLWithPath: SiteFixture.articles("compile-fail"))
            .appending(path: "Counting.md")
        let summary = SnippetSummary([
            SnippetExtractor.extract(
                fileAt: article, path: "Articles/Counting.md", library: SnippetLibrary())
        ])
        #expect(summary.counts.compiled == 1)
        #expect(summary.counts.failingToCompile == 1)
        #expect(report.snippets == summary.counts)
    }
}
