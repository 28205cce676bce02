import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// `print.html` holds each article as its page shows it, with only the page's own links and ids
/// moved to the site root.
@Suite struct PrintPageTests {
    /// Text in a code block that looks like an attribute stays as written. (Rebasing the
    /// rendered bytes used to rewrite it: `href="esm.md#x"` shown in a Node.js document's code
    /// became `href="articles/esm.md#x"`, and `id="x"` got the article's prefix.) The fence
    /// names no language with a lexer, so the attribute-like text stays in one run of bytes.
    @Test func codeThatLooksLikeAnAttributeIsNotRebased() async throws {
        let folder = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let articles = folder.appending(path: "Articles")
        try FileManager.default.createDirectory(at: articles, withIntermediateDirectories: true)
        try """
        # Guide

        See [the other page](Other.md) and <doc:Other>.

        ```text
        <a href="esm.md#x">x</a> <a id="y"></a>
        ```
        """.write(to: articles.appending(path: "Guide.md"), atomically: true, encoding: .utf8)
        try "# Other\n\nText.\n".write(
            to: articles.appending(path: "Other.md"), atomically: true, encoding: .utf8)
        let options = BuildOptions(
            articlesFolder: articles.path, outputFolder: folder.appending(path: "Site").path,
            noSymbols: true)
        let (files, report) = await SiteBuilder(options: options).generate()
        #expect(!report.log.hasErrors, "\(report.log)")
        let page = try #require(files.first { $0.path == "print.html" })
        let html = String(decoding: page.contents, as: UTF8.self)
        #expect(html.contains(#"&lt;a href="esm.md#x"&gt;x&lt;/a&gt; &lt;a id="y"&gt;"#))
        // The article's own link is still made relative to the root.
        #expect(html.contains(#"href="articles/other.html""#))
    }
}
