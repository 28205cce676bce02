import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// The files of the articles folder that pages show or link to are copied into the site, and
/// nothing else is: not the files no page names, not HTML, not a file outside the folder.
@Suite struct LocalFilesTests {
    @Test func theFilesPagesNameAreCopiedAndNoOthers() async throws {
        let folder = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let articles = folder.appending(path: "Articles")
        let pictures = articles.appending(path: "guide/pics")
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        try """
        # Guide

        ![Tree](pics/tree.png) [the page](demo.html) [outside](../../secret.txt) ![svg](pics/map.svg)
        [svg as a link](pics/map.svg)
        """.write(to: articles.appending(path: "guide/Guide.md"), atomically: true, encoding: .utf8)
        for name in ["pics/tree.png", "pics/unused.png", "pics/map.svg", "demo.html"] {
            try Data(name.utf8).write(to: articles.appending(path: "guide/" + name))
        }
        try Data("secret".utf8).write(to: folder.appending(path: "secret.txt"))
        let options = BuildOptions(
            articlesFolder: articles.path, outputFolder: folder.appending(path: "Site").path,
            noSymbols: true)
        let (files, report) = await SiteBuilder(options: options).generate()
        let copied = files.map(\.path).filter { $0.hasPrefix("files/") }
        #expect(copied == ["files/guide/pics/map.svg", "files/guide/pics/tree.png"])
        let tree = try #require(files.first { $0.path == "files/guide/pics/tree.png" })
        #expect(tree.contents == Data("pics/tree.png".utf8))
        // The file outside the folder is a warning, and the page link to HTML stays as written.
        #expect(
            report.log.diagnostics.map(\.message) == [
                "no file '../secret.txt' in the articles folder for '../../secret.txt'"
            ])
        let page = try #require(files.first { $0.path == "articles/guide.html" })
        let html = String(decoding: page.contents, as: UTF8.self)
        #expect(html.contains("<a href=\"demo.html\">the page</a>"))
        #expect(html.contains("<a href=\"pics/map.svg\">svg as a link</a>"))
    }
}
