import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// DocC's link grammar on a whole site: links in an extension article relative to its symbol,
/// ambiguous links reported at their place, and `#heading` anchors checked against the pages.
@Suite struct LinkAnchorTests {
    /// Builds the `docc-links` fixture over the overloads graph.
    private func build() async -> (report: BuildReport, output: URL) {
        let options = OverloadsFixture.siteOptions()
        let output = URL(fileURLWithPath: options.outputFolder)
        return (await SiteFixture.build(options), output)
    }

    @Test func extensionArticleLinksAreRelativeToItsSymbol() async {
        let (report, output) = await build()
        let messages = report.log.diagnostics.map(\.description)
        #expect(!messages.contains { $0.contains("'init()'") || $0.contains("configuration") })
        let box = SiteFixture.page("documentation/box.html", in: output)
        #expect(box.contains("href=\"#init\""))
        #expect(box.contains("href=\"#init-_\""))
    }

    @Test func ambiguousLinkIsAWarningAtItsPlace() async {
        let (report, _) = await build()
        let messages = report.log.diagnostics.map(\.description)
        #expect(
            messages.contains {
                $0.contains("Box.md:3:61: warning: ambiguous symbol link 'run()': it names 3")
                    && $0.contains("'run()-59c9'") && $0.contains("'run()-type.method'")
            }, "\(messages)")
    }

    @Test func headingAnchorsResolveToTheHeadingsID() async {
        let (report, output) = await build()
        let guide = SiteFixture.page("articles/a-guide.html", in: output)
        #expect(guide.contains("id=\"second-part\""))
        // A link to a section shows the section's heading, as DocC shows it.
        #expect(guide.contains("<a href=\"#second-part\">Second Part</a>"))
        // `<doc:#Second-Part>` names a heading of the page that holds it, as in DocC: the
        // outline's entry and the two links.
        #expect(
            guide.components(separatedBy: "<a href=\"#second-part\">Second Part</a>").count == 4)
        #expect(guide.contains("href=\"../documentation/box.html#details\""))
        let box = SiteFixture.page("documentation/box.html", in: output)
        #expect(box.contains("id=\"details\""))
        let messages = report.log.diagnostics.map(\.description)
        #expect(!messages.contains { $0.contains("<doc:#Second-Part>") }, "\(messages)")
        #expect(
            messages.contains {
                $0.hasSuffix(
                    "Articles/Guide.md:9:22: warning: unresolved heading in "
                        + "'<doc:Guide#Third-Part>': 'A Guide' has no heading 'Third-Part'")
            }, "\(messages)")
    }
}
