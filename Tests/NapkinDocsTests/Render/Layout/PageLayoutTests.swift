import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks the structure of the page template: escaping, relative links, landmarks.
struct PageLayoutTests {
    /// A page two folders down with every navigation part filled in.
    static let nestedPage = PageContent(
        path: "documentation/routing/router.html",
        title: #"Router<script>"'&"#,
        eyebrow: "Class",
        abstract: #"Routes "children" & <b>more</b>."#,
        bodyHTML: "<p id=\"intro\">Body</p>",
        breadcrumbs: [NavLink(title: "napkin", href: "index.html")],
        onThisPage: [
            NavLink(title: "Attaching <children>", href: "#attaching", level: 2),
            NavLink(title: "Order", href: "#order", level: 3),
        ],
        previous: NavLink(title: "Presenter", href: "documentation/presenter.html"),
        next: NavLink(title: "Lifecycle", href: "articles/lifecycle.html#order"))

    /// The rendered nested page.
    let html = PageLayout.html(for: nestedPage, siteTitle: "napkin")

    @Test func documentIsHTML5InEnglishWithCharsetAndViewport() {
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\""))
        #expect(html.contains("<meta charset=\"utf-8\">"))
        #expect(
            html.contains(
                "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
        #expect(html.hasSuffix("</html>\n"))
    }

    @Test func titleAndAbstractAreEscapedEverywhere() {
        #expect(!html.contains("<script>\""))
        #expect(!html.contains("<b>more</b>"))
        #expect(html.contains("<title>Router&lt;script&gt;\"'&amp; – napkin</title>"))
        #expect(html.contains("<h1>Router&lt;script&gt;\"'&amp;</h1>"))
        #expect(
            html.contains(#"content="Routes &quot;children&quot; &amp; &lt;b&gt;more&lt;/b&gt;.""#))
        #expect(html.contains("Attaching &lt;children&gt;"))
    }

    @Test func everyLinkIsRelativeToTheNestedPage() {
        #expect(html.contains(#"href="../../assets/style.css""#))
        #expect(html.contains(#"src="../../navigation.js""#))
        #expect(html.contains(#"src="../../assets/search.js""#))
        #expect(html.contains(#"<a class="site-title" href="../../index.html">"#))
        #expect(html.contains(#"href="../presenter.html""#))
        #expect(html.contains(##"href="../../articles/lifecycle.html#order""##))
        #expect(html.contains(##"href="#attaching""##))
        #expect(html.contains(#"data-root="../../""#))
    }

    @Test func noURLIsAbsolute() {
        for attribute in ["href=\"", "src=\""] {
            var rest = html[...]
            while let range = rest.range(of: attribute) {
                rest = rest[range.upperBound...]
                let value = rest.prefix(while: { $0 != "\"" })
                #expect(!value.hasPrefix("/"), "absolute path \(value)")
                #expect(!value.contains("://"), "absolute URL \(value)")
            }
        }
    }

    @Test func landmarksAndNavigationArePresent() {
        #expect(html.contains(##"<a class="skip-link" href="#main">"##))
        #expect(html.contains(#"<main id="main""#))
        #expect(html.contains(#"<nav class="breadcrumbs" aria-label="Breadcrumbs">"#))
        #expect(html.contains(#"<nav class="sidebar" id="sidebar" aria-label="Documentation">"#))
        #expect(html.contains(#"<label for="nav-toggle""#))
        #expect(html.contains(#"<input type="search" id="search-input""#))
        #expect(html.contains(#"rel="prev""#) && html.contains(#"rel="next""#))
        #expect(html.contains("<footer"))
        #expect(html.contains(##"<li class="outline-depth-1"><a href="#order">Order</a></li>"##))
    }

    @Test func theLayoutWritesEachIDItDeclaresAndNoOther() {
        let ids = html.components(separatedBy: " id=\"").dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
        // Besides the body's own `intro`, every id is the layout's, declared for the routes.
        #expect(
            ids.filter { $0 != "intro" }.sorted() == PageLayoutID.allCases.map(\.rawValue).sorted())
    }

    @Test func sidebarWorksWithoutJavaScriptThroughTheContentsLink() {
        #expect(
            html.contains(#"<p class="sidebar-home"><a href="../../index.html">Contents</a></p>"#))
    }

    @Test func topLevelPageUsesNoParentPrefix() {
        let page = PageContent(path: "index.html", title: "napkin", eyebrow: "", bodyHTML: "")
        let index = PageLayout.html(for: page, siteTitle: "napkin")
        #expect(index.contains(#"href="assets/style.css""#))
        #expect(index.contains("<title>napkin</title>"))
        #expect(!index.contains("../"))
        #expect(!index.contains("class=\"breadcrumbs\""))
        #expect(!index.contains("class=\"pager\""))
    }

    @Test func outputIsDeterministic() {
        #expect(PageLayout.html(for: Self.nestedPage, siteTitle: "napkin") == html)
    }
}
