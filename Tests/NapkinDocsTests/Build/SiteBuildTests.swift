import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// The site as a whole: determinism, atomic replacement, and the generated index.
@Suite struct SiteBuildTests {
    @Test func identicalInputsGiveByteIdenticalSites() async throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = root.appending(path: "one")
        let second = root.appending(path: "two")
        let reportOne = await SiteFixture.build(SiteFixture.options("napkin", output: first))
        let reportTwo = await SiteFixture.build(SiteFixture.options("napkin", output: second))
        #expect(reportOne.wroteSite && reportTwo.wroteSite)
        let treeOne = SiteFixture.tree(first)
        #expect(treeOne.count > 10)
        #expect(treeOne == SiteFixture.tree(second))
    }

    @Test func siteHoldsNoAbsolutePathOrTimestamp() async throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let report = await SiteFixture.build(
            SiteFixture.options("napkin", output: root.appending(path: "Site")))
        #expect(report.wroteSite)
        for (path, data) in SiteFixture.tree(root.appending(path: "Site")) {
            let text = String(decoding: data, as: UTF8.self)
            #expect(!text.contains(SiteFixture.fixtures.path), "\(path) holds a machine path")
            #expect(!text.contains("file://"), "\(path) holds a file URL")
        }
    }

    @Test func failingBuildLeavesPreviousSiteByteIdentical() async throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appending(path: "Site")
        #expect(await SiteFixture.build(SiteFixture.options("napkin", output: output)).wroteSite)
        let before = SiteFixture.tree(output)
        let failing = await SiteFixture.build(SiteFixture.options("no-title", output: output))
        #expect(failing.exitCode == 1)
        #expect(!failing.wroteSite)
        #expect(SiteFixture.tree(output) == before)
        // No temporary folder is left beside the output.
        let siblings = try FileManager.default.contentsOfDirectory(atPath: root.path)
        #expect(siblings == ["Site"])
    }

    @Test func rebuildReplacesTheSiteItWrote() async throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appending(path: "Site")
        #expect(await SiteFixture.build(SiteFixture.options("napkin", output: output)).wroteSite)
        let second = await SiteFixture.build(
            SiteFixture.options("plain", output: output, noSymbols: true))
        #expect(second.wroteSite)
        let tree = SiteFixture.tree(output)
        #expect(tree["documentation/presenter.html"] == nil)
        #expect(tree["articles/alpha.html"] != nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["Site"])
    }

    @Test func plainFolderWithoutRootGetsGeneratedIndex() async throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appending(path: "Site")
        let report = await SiteFixture.build(
            SiteFixture.options("plain", output: output, noSymbols: true))
        #expect(report.log.diagnostics.isEmpty)
        #expect(report.wroteSite)
        let index = SiteFixture.page("index.html", in: output)
        let alpha = try #require(index.range(of: "href=\"articles/alpha.html\""))
        let beta = try #require(index.range(of: "href=\"articles/beta.html\""))
        #expect(alpha.lowerBound < beta.lowerBound)
        #expect(SiteFixture.page("articles/alpha.html", in: output).contains("href=\"beta.html\""))
    }

    @Test func printPageHoldsEveryArticleInReadingOrder() async throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appending(path: "Site")
        #expect(await SiteFixture.build(SiteFixture.options("napkin", output: output)).wroteSite)
        let print = SiteFixture.page("print.html", in: output)
        let rootArticle = try #require(print.range(of: "<h1>napkin</h1>"))
        let guide = try #require(print.range(of: "<h1>Getting Started</h1>"))
        #expect(rootArticle.lowerBound < guide.lowerBound)
        #expect(print.contains("href=\"documentation/router.html\""))
    }
}
