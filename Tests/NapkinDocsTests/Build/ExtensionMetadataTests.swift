import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// An extension article's `@Metadata` shapes its symbol's page as it shapes an article's:
/// `@DocumentationExtension(mergeBehavior: override)` replaces the doc comment, and the
/// header shows its badges; without it the article is added after the comment.
@Suite struct ExtensionMetadataTests {
    /// Builds the napkin fixture with its extension article of `Presenter` rewritten.
    static func presenterPage(extension text: String) async throws -> String {
        let folder = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let articles = folder.appending(path: "Articles")
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: SiteFixture.articles("napkin")), to: articles)
        try text.write(
            to: articles.appending(path: "PresenterGuide.md"), atomically: true,
            encoding: .utf8)
        let options = BuildOptions(
            articlesFolder: articles.path, outputFolder: folder.appending(path: "Site").path,
            symbolGraphs: [SiteFixture.tinyGraph], packageRoot: SiteFixture.fixtures.path,
            moduleName: "napkin")
        let (files, report) = await SiteBuilder(options: options).generate()
        #expect(!report.log.hasErrors, "\(report.log)")
        let page = try #require(files.first { $0.path == "documentation/presenter.html" })
        return String(decoding: page.contents, as: UTF8.self)
    }

    @Test func overrideReplacesTheDocComment() async throws {
        let html = try await Self.presenterPage(
            extension: """
                # ``Presenter``

                The presenter, as the article tells it.

                @Metadata {
                    @DocumentationExtension(mergeBehavior: override)
                    @Available(iOS, introduced: "17.0")
                }
                """)
        #expect(!html.contains("A base class for presenters"))
        #expect(html.contains("<p class=\"abstract\">The presenter, as the article tells it.</p>"))
        #expect(html.contains("<li class=\"badge\">iOS 17.0+</li>"))
    }

    @Test func appendKeepsTheDocComment() async throws {
        let html = try await Self.presenterPage(
            extension: """
                # ``Presenter``

                More about the presenter.

                @Metadata {
                    @DocumentationExtension(mergeBehavior: append)
                }
                """)
        #expect(html.contains("A base class for presenters"))
        #expect(html.contains("More about the presenter."))
    }
}
