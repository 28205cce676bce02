import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// The ids links give a page's headings are the ids the page writes, and a heading the page
/// does not show (inside `@Comment`, or in a doc comment an extension file overrides) is none.
@Suite struct HeadingAnchorsTests {
    @Test func linksAfterAHiddenHeadingNameIDsThePageWrites() async {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appending(path: "Site")
        let report = await SiteFixture.build(
            SiteFixture.options("hidden-headings", output: output, noSymbols: true, rules: .lenient)
        )
        let drafts = SiteFixture.page("articles/drafts.html", in: output)
        // GitHub counts the hidden `Notes`; the page gives the one it shows the plain id.
        #expect(drafts.contains("<a href=\"#notes\">the notes</a>"))
        let fragments = drafts.components(separatedBy: "href=\"#").dropFirst().map {
            $0.prefix { $0 != "\"" }
        }
        #expect(!fragments.isEmpty)
        for fragment in fragments {
            #expect(drafts.contains("id=\"\(fragment)\""), "no id '\(fragment)'")
        }
        let messages = report.log.diagnostics.map(\.description)
        #expect(
            messages.contains {
                $0.contains(
                    "Drafts.md:4:1: warning: unresolved heading in '<doc:#Draft>': 'Drafts' "
                        + "has no heading 'Draft'")
            }, "\(messages)")
    }

    @Test func anOverriddenDocCommentGivesThePageNoHeadings() async throws {
        let catalog = SiteFixture.fixtures.appending(path: "catalog/OverridingHeadings.docc").path
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let parsed = try ArgumentParser.parse(["--articles", catalog], for: .build)
        var options = Subcommand.buildOptions(from: parsed, packageRoot: root.path)
        options.outputFolder = root.appending(path: "site").path
        let report = await SiteFixture.build(options)
        let index = SiteFixture.page("index.html", in: root.appending(path: "site"))
        let entry = SiteFixture.page("documentation/entry.html", in: root.appending(path: "site"))
        // The page shows the extension file's `Overview`, after its own `overview` section id.
        #expect(entry.contains("id=\"overview-2\"") && !entry.contains("hidden-part"))
        #expect(index.contains("href=\"documentation/entry.html#overview-2\""))
        #expect(!index.contains("entry.html#hidden-part"))
        let messages = report.log.diagnostics.map(\.description)
        #expect(
            messages.contains {
                $0.contains(
                    "Lexicon.md:4:1: warning: unresolved heading in '<doc:Entry#Hidden-Part>'")
            }, "\(messages)")
    }
}
