import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// `print.html` stays one page while its articles fit, and becomes an index of parts cut in
/// reading order when they do not, so that no print page grows with the site.
@Suite struct PrintPagesTests {
    /// Three articles of about 100 bytes each, under the root, in reading order.
    static func sections() -> (sections: [String: PrintSection], navigation: SiteNavigation) {
        let pages = ["articles/a.html", "articles/b.html", "articles/c.html"]
        var sections: [String: PrintSection] = [:]
        for (number, page) in pages.enumerated() {
            sections[page] = PrintSection(
                page: page, title: "Article \(number + 1)",
                bodyHTML: "<p>" + String(repeating: "x", count: 100) + "</p>\n")
        }
        let navigation = SiteNavigation(
            root: NavLink(title: "Home", href: "index.html"),
            groups: [
                "index.html": [
                    SiteNavigation.Group(
                        title: "Articles",
                        pages: pages.enumerated().map {
                            NavLink(title: "Article \($0.offset + 1)", href: $0.element)
                        })
                ]
            ])
        return (sections, navigation)
    }

    @Test func articlesThatFitStayOnOnePage() throws {
        var (sections, navigation) = Self.sections()
        let files = PrintPages.files(
            sections: &sections, navigation: navigation, siteTitle: "Site", partLimit: 10_000)
        #expect(files.map(\.path) == ["print.html"])
        let html = String(decoding: files[0].contents, as: UTF8.self)
        for id in ["articles-a-html", "articles-b-html", "articles-c-html"] {
            #expect(html.contains("<article class=\"print-article\" id=\"\(id)\">"))
        }
        #expect(sections.isEmpty)
    }

    @Test func articlesThatDoNotFitAreCutIntoPartsInReadingOrder() throws {
        var (sections, navigation) = Self.sections()
        // Two sections fit under the limit; the third starts a second part.
        let limit = 2 * (sections["articles/a.html"]?.size ?? 0)
        let files = PrintPages.files(
            sections: &sections, navigation: navigation, siteTitle: "Site", partLimit: limit)
        #expect(files.map(\.path) == ["print.html", "print-1.html", "print-2.html"])
        let text = files.map { String(decoding: $0.contents, as: UTF8.self) }
        #expect(
            text[1].contains("id=\"articles-a-html\"") && text[1].contains("id=\"articles-b-html\"")
        )
        #expect(!text[1].contains("id=\"articles-c-html\""))
        #expect(text[2].contains("id=\"articles-c-html\""))
        #expect(text[2].contains("<title>Site: all articles, part 2 of 2 – Site</title>"))
        // The index links each article where its part holds it.
        #expect(text[0].contains("<a href=\"print-1.html#articles-b-html\">Article 2</a>"))
        #expect(text[0].contains("<a href=\"print-2.html#articles-c-html\">Article 3</a>"))
        #expect(!text[0].contains("print-article"))
        #expect(sections.isEmpty)
    }

    @Test func anArticleLargerThanAPartHasAPartOfItsOwn() throws {
        var (sections, navigation) = Self.sections()
        let files = PrintPages.files(
            sections: &sections, navigation: navigation, siteTitle: "Site", partLimit: 1)
        #expect(
            files.map(\.path) == ["print.html", "print-1.html", "print-2.html", "print-3.html"])
    }
}
