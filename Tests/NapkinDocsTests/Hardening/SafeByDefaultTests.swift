import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore
@testable import NapkinDocsTestSupport

/// Markdown from anywhere cannot add markup, scripts or script-running links to a page. With
/// `--allow-raw-html` it can add markup and styling, and still never script: no event handler,
/// no script-running URL, no embedding element, no tag left open.
@Suite struct SafeByDefaultTests {
    /// The raw-HTML article of the corpus, built through the command line with `extra` options.
    private func buildRawArticle(_ extra: [String]) async throws -> String {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let articles = root.appending(path: "Articles")
        try FileManager.default.createDirectory(at: articles, withIntermediateDirectories: true)
        try Data(
            "# Raw\n\n<div class=\"note\">Note</div>\n\n<div class=\"note\" onclick=\"steal()\">Note</div>\n\n<a href=\"javascript:x()\">bad</a>\n"
                .utf8
        ).write(to: articles.appending(path: "Raw.md"))
        let output = root.appending(path: "Site")
        let capture = OutputCapture()
        let code = await CommandLineTool.napkinDocs.run(
            arguments: [
                "build", "--no-symbols", "--articles", articles.path, "--output", output.path,
            ]
                + extra, io: capture.io)
        #expect(code == 0, "\(capture.error)")
        return SiteFixture.page("articles/raw.html", in: output)
    }

    @Test func rawHTMLIsShownAsTextByDefault() async throws {
        let page = try await buildRawArticle([])
        #expect(page.contains("&lt;div class=&quot;note&quot; onclick=&quot;steal()&quot;&gt;"))
        #expect(page.contains("&lt;div class=&quot;note&quot;&gt;Note&lt;/div&gt;"))
        #expect(!page.contains("<div class=\"note\""))
    }

    @Test func allowRawHTMLWritesMarkupButNeverScript() async throws {
        let page = try await buildRawArticle(["--allow-raw-html"])
        #expect(page.contains("<div class=\"note\">Note</div>"))
        #expect(page.contains("&lt;div class=&quot;note&quot; onclick=&quot;steal()&quot;&gt;"))
        #expect(!page.contains("href=\"javascript:"))
        #expect(page.contains("&lt;a href=&quot;javascript:x()&quot;&gt;"))
        #expect(PageSafety.problems(in: page).isEmpty, "\(PageSafety.problems(in: page))")
    }

    @Test func theOptionIsDocumentedInHelp() async {
        let capture = OutputCapture()
        _ = await CommandLineTool.napkinDocs.run(arguments: ["build", "--help"], io: capture.io)
        #expect(capture.output.contains("--allow-raw-html"))
    }

    /// Script-running schemes are blocked however they are spelled.
    @Test(arguments: [
        "javascript:alert(1)", "JavaScript:alert(1)", " javascript:x", "java\tscript:x",
        "\u{1}javascript:x", "vbscript:x", "data:text/html,x", "DATA:image/png;base64,AA",
    ])
    func blockedSchemes(url: String) {
        #expect(LinkSafety.isBlocked(url))
    }

    @Test(arguments: [
        "https://example.com/javascript:x", "#javascript", "other.html", "mailto:a@b.c",
        "../a.html?q=data:x",
    ])
    func ordinaryURLsAreKept(url: String) {
        #expect(!LinkSafety.isBlocked(url))
    }

    /// Allowed raw HTML that could run script, embed a document or swallow the page is refused,
    /// however it is spelled: blocked URLs (even through character references), event handlers,
    /// embedding and script elements, and tags left open.
    @Test(arguments: [
        "<a href=\"javascript:x\">", "<a href='JAVASCRIPT:x'>", "<a href=javascript:x>",
        "<a href=\"&#106;avascript:x\">", "<a href=\"&#x6A;avascript:x\">",
        "<img src = \" java\tscript:x\">", "<a href=\"javascript&colon;x\">",
        "<a href=\"&#00000000106;avascript:x\">", "<a href=\"java&Tab;script:x\">",
        "<a href=\"&#X6a&#x61;vascript:x\">", "<a href=\"javascript&colon x\">",
        "<a href=\"javascript&COLON;x\">", "<img src=\"data:image/png;base64,AA\">",
        "<svg><animate attributeName=\"href\" values=\"x;javascript:y()\"/></svg>",
        "<div onclick=\"steal()\">", "<img src=x ONERROR=steal()>", "<a/onmouseover=steal()>",
        "<svg onload=steal()>", "<iframe src=\"page.html\"></iframe>", "<IFRAME>",
        "<object data=\"movie.swf\"></object>", "<embed src=\"movie.swf\">",
        "<frameset><frame src=\"a.html\"></frameset>", "<base href=\"https://example.com/\">",
        "<script>steal()</script>", "<style>body{}</style>", "<textarea>", "<title>",
        "<div title=\"open", "<div\ntitle=\"x\"", "<!-- <img src=x onerror=steal()> -->",
    ])
    func allowedRawHTMLIsRefused(html: String) {
        #expect(!RawHTMLPolicy.allows(html))
    }

    /// Markup and styling pass as written.
    @Test(arguments: [
        "<a href=\"https://example.com\">", "<p>metadata: none</p>", "<kbd>javascript:</kbd>",
        "<span>&#8212;</span>", "<div class=\"note\" style=\"color: red\">",
        "<details><summary>More</summary>", "</div>",
        "<img src=\"a.png\" alt=\"A chart of data: x\">",
        "<table><tr><td align=\"left\">x</td></tr></table>", "<!-- a comment -->", "a < b",
        "<a title=\"one\" data-x='2' hidden>",
        // Shapes common in READMEs: a centred logo, a badge link, a dark-mode picture, a break.
        "<p align=\"center\">\n  <img src=\"logo.png\" alt=\"Logo\" width=\"200\">\n</p>",
        "<a href=\"https://example.com/ci\"><img src=\"badge.svg\" alt=\"CI\"></a>",
        "<picture><source media=\"(prefers-color-scheme: dark)\" srcset=\"dark.png 2x\"><img src=\"light.png\"></picture>",
        "<br/>", "<details open>\n<summary>Click</summary>\n\nHidden text.\n</details>",
    ])
    func allowedRawHTMLIsKept(html: String) {
        #expect(RawHTMLPolicy.allows(html))
    }

    /// Every attribute value the layout writes escapes all five significant characters.
    @Test func attributesEscapeEverySignificantCharacter() {
        #expect(
            HTMLEscaping.attribute(#"<a "b" 'c' & d>"#)
                == "&lt;a &quot;b&quot; &#39;c&#39; &amp; d&gt;")
        #expect(HTMLEscaping.text("<b> & \"q\"") == "&lt;b&gt; &amp; \"q\"")
    }
}
