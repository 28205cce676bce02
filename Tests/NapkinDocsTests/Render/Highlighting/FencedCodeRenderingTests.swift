import Foundation
import Testing

@testable import NapkinDocs

/// Checks that a page's fenced blocks in other languages than Swift are highlighted when a
/// lexer knows their language, and written plain, as before, when none does.
struct FencedCodeRenderingTests {
    @Test func jsonBlocksAreHighlightedAndUnknownLanguagesStayPlain() async throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appending(path: "Site")
        let report = await SiteFixture.build(
            SiteFixture.options("fence-languages", output: output, noSymbols: true))
        #expect(report.log.diagnostics.isEmpty)
        let page = SiteFixture.page("articles/languages.html", in: output)
        #expect(
            page.contains(
                #"<pre><code class="language-json">{<span class="attr">"name"</span>: <span class="str">"napkin"</span>, <span class="attr">"count"</span>: <span class="num">2</span>}"#
            ))
        #expect(
            page.contains(
                #"<pre><code class="language-text">{"name": "napkin"} &lt;plain&gt;"#
                    + "\n</code></pre>"
            ))
    }
}
