import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Markdown written for GitHub links to headings by GitHub's ids: on a page of ours, such a
/// link finds the same heading under the page's own id, and a fragment naming no heading is
/// still reported.
@Suite struct GitHubAnchorTests {
    /// Builds the `github-anchors` fixture, a plain folder.
    private func build() async -> (report: BuildReport, output: URL, root: URL) {
        let root = SiteFixture.temporaryFolder()
        let output = root.appending(path: "Site")
        let options = SiteFixture.options(
            "github-anchors", output: output, noSymbols: true, rules: .lenient)
        return (await SiteFixture.build(options), output, root)
    }

    @Test func gitHubIDsFindTheHeadingsOwnIDs() async {
        let (report, output, root) = await build()
        defer { try? FileManager.default.removeItem(at: root) }
        let kettles = SiteFixture.page("articles/kettles.html", in: output)
        #expect(kettles.contains("id=\"fill-cup-options\""))
        #expect(kettles.contains("<a href=\"#fill-cup-options\">filling</a>"))
        // GitHub numbers the second `Example` 1; the page numbers it 2.
        #expect(kettles.contains("<a href=\"#example-2\">second example</a>"))
        // The page writes its title with no id: a link to it goes to the top of the page.
        #expect(kettles.contains("<a href=\"kettles.html\">the top</a>"))
        let teapots = SiteFixture.page("articles/teapots.html", in: output)
        #expect(teapots.contains("<a href=\"kettles.html\">all about kettles</a>"))
        #expect(teapots.contains("href=\"kettles.html#fill-cup-options\""))
        #expect(teapots.contains("href=\"kettles.html#ber-das-wasser\""))
        #expect(teapots.contains("href=\"kettles.html#example\""))
        let messages = report.log.diagnostics.map(\.description)
        #expect(messages.count == 1, "\(messages)")
        #expect(
            messages.contains {
                $0.hasSuffix(
                    "Teapots.md:5:1: warning: unresolved heading in 'Kettles.md#no-such-part': "
                        + "'Kettles' has no heading 'no-such-part'")
            }, "\(messages)")
    }
}
