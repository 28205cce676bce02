import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// The ids links give a page's headings are the ids the page writes, headings that no page
/// shows (inside `@Comment`) included.
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
}
