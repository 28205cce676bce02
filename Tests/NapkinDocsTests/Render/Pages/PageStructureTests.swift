import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// The structure that matters on generated pages, checked on the `napkin` fixture site.
@Suite struct PageStructureTests {
    /// Builds the fixture site once per test into a temporary folder and returns it.
    private func site() async throws -> URL {
        let output = SiteFixture.temporaryFolder().appending(path: "Site")
        let report = await SiteFixture.build(SiteFixture.options("napkin", output: output))
        try #require(report.wroteSite)
        return output
    }

    /// The number of times `needle` occurs in `text`.
    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func articlePageHasNavigationAnchorsAndListings() async throws {
        let output = try await site()
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let page = SiteFixture.page("articles/getting-started.html", in: output)
        #expect(page.contains("<li><a href=\"../index.html\">napkin</a></li>"))
        #expect(page.contains("<h2 id=\"create-a-router\">"))
        #expect(page.contains("<h2 id=\"create-a-router-2\">"))
        #expect(page.contains("<a href=\"#create-a-router-2\">Create a router</a>"))
        #expect(!page.contains("<h1>Getting Started</h1>\n<h1"))
        #expect(count("<h1>", in: page) == 1)
        #expect(page.contains("<span class=\"listing-caption\">App.swift</span>"))
        #expect(page.contains("mark-compiled") && page.contains("mark-run"))
        #expect(!page.contains("let hidden") && !page.contains("snippet.hide"))
        #expect(count("hello\n", in: page) == 1)
        #expect(page.contains("<a href=\"../documentation/router.html\" class=\"type\">Router</a>"))
        #expect(
            page.contains("class=\"external\" rel=\"external noopener\" href=\"https://swift.org\"")
        )
        #expect(page.contains("rel=\"prev\" href=\"../index.html\""))
        #expect(page.contains("rel=\"next\" href=\"../documentation/presenter.html\""))
    }

    @Test func docLinksShowTheArticleTitle() async throws {
        let output = try await site()
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let index = SiteFixture.page("index.html", in: output)
        #expect(
            index.contains("<a href=\"articles/getting-started.html\">Getting Started</a> first"))
        #expect(index.contains("<a href=\"documentation/presenter.html\">the presenter guide</a>"))
        #expect(!index.contains("doc:GettingStarted"))
    }

    @Test func symbolPageHasDeclarationMembersAndRelationships() async throws {
        let output = try await site()
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let presenter = SiteFixture.page("documentation/presenter.html", in: output)
        #expect(presenter.contains("<p class=\"eyebrow\">Class</p>"))
        #expect(presenter.contains("<section class=\"declaration-section\" id=\"declaration\">"))
        #expect(
            presenter.contains(
                "<h3 id=\"creating-a-presenter\">Creating a Presenter</h3>\n<section class=\"member\" id=\"init-viewcontroller\">"
            ))
        #expect(presenter.contains("<h3 id=\"instance-properties\">Instance Properties</h3>"))
        #expect(presenter.contains("<dt><code>viewController</code></dt>"))
        #expect(presenter.contains("<h3>Conforms To</h3>"))
        #expect(
            presenter.contains("<li><a href=\"presentable.html\"><code>Presentable</code></a></li>")
        )
        // A protocol of the standard library links to its published page, marked external.
        #expect(
            presenter.contains(
                "<li><a class=\"external\" rel=\"external noopener\" href=\"https://developer.apple.com"
                    + "/documentation/swift/sendable\"><code>Sendable</code></a></li>"))
        #expect(
            presenter.contains(
                "<h2>Mentioned In</h2>\n<ul class=\"topic-list\">\n<li><a href=\"../index.html\">napkin</a>"
            ))
        let presentable = SiteFixture.page("documentation/presentable.html", in: output)
        #expect(presentable.contains("<h3>Conforming Types</h3>"))
        let router = SiteFixture.page("documentation/router.html", in: output)
        #expect(router.contains("<section class=\"member\" id=\"attachchild-_\">"))
        #expect(router.contains("<h5>Return Value</h5>") && router.contains("<h5>Throws</h5>"))
        #expect(router.contains("<a class=\"type\" href=\"router.html\">Router</a>"))
    }

    /// A symbol in a Topics or See Also list shows its declaration's short form, the name
    /// bold and the text escaped, as DocC's lists do; an article keeps its title.
    @Test func topicListsShowASymbolsDeclaration() async throws {
        let output = try await site()
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let index = SiteFixture.page("index.html", in: output)
        #expect(
            index.contains(
                "<li><a href=\"documentation/presenter.html\"><code class=\"decl-title\">class <strong>Presenter</strong></code></a>"
            ))
        #expect(
            index.contains(
                "<code class=\"decl-title\">func <strong>dispatch</strong>(priority: TaskPriority?, () async -&gt; Void) -&gt; Task&lt;Void, Never&gt;</code></a><p>Starts a task"
            ))
        #expect(index.contains("<li><a href=\"articles/getting-started.html\">Getting Started</a>"))
        let guide = SiteFixture.page("articles/getting-started.html", in: output)
        #expect(
            guide.contains(
                "<h2>See Also</h2>\n<ul class=\"topic-list\">\n<li><a href=\"../documentation/presenter.html\"><code class=\"decl-title\">class <strong>Presenter</strong></code></a>"
            ))
    }

    @Test func extensionArticleExtendsTheSymbolPage() async throws {
        let output = try await site()
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let presenter = SiteFixture.page("documentation/presenter.html", in: output)
        #expect(presenter.contains("<p>Presenters format view state once.</p>"))
        #expect(presenter.contains("<a href=\"#usage\">Usage</a>"))
        let pages = SiteFixture.tree(output).keys.filter { $0.hasPrefix("articles/") }
        #expect(pages.sorted() == ["articles/", "articles/getting-started.html"])
    }

    @Test func searchIndexListsArticlesSymbolsAndHeadings() async throws {
        let output = try await site()
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        // The head and its shards, read together.
        let shards = try FileManager.default.contentsOfDirectory(
            at: output.appendingPathComponent("search"), includingPropertiesForKeys: nil)
        let index =
            try shards.map { try String(contentsOf: $0, encoding: .utf8) }.joined()
            + SiteFixture.page("search-index.js", in: output)
        #expect(
            index.contains("[\"Getting Started\",\"articles/getting-started.html\",\"article\""))
        #expect(index.contains("[\"Presenter\",\"documentation/presenter.html\",\"class\""))
        #expect(index.contains("\"Create a router\",\"create-a-router\""))
        #expect(index.contains("\"attachChild(_:)\",\"attachchild-_\""))
        #expect(index.contains("\"Usage\",\"usage\""))
    }

    @Test func everyHrefIsRelative() async throws {
        let output = try await site()
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        for (path, data) in SiteFixture.tree(output) where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            #expect(!html.contains("href=\"/"), "\(path)")
            #expect(!html.contains("src=\"/"), "\(path)")
        }
    }
}
