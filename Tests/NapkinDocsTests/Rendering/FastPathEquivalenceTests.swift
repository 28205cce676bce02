import Testing

@testable import NapkinDocs

/// Checks that the byte-level fast paths of the build give what the plain versions give.
struct FastPathEquivalenceTests {
    @Test func byteComparisonOfListingTextMatchesTheStringVersion() {
        let cases: [(text: String, html: String)] = [
            ("a < b && c", #"<span class="kw">a</span> &lt; b &amp;&amp; c"#),
            ("x &bogus;", "x &bogus;"),
            ("x &toolongentity", "x &toolongentity"),
            ("é", "e\u{301}"),
            ("caf&é;", "caf&é;"),
            ("a", "a<b"),
            ("open &amp", "open &amp"),
        ]
        for (text, html) in cases {
            #expect(
                CodeListing.shows(text, highlighted: html)
                    == (text == CodeListing.plainText(ofHighlighted: html)),
                "\(html)")
        }
    }

    @Test func sourceLinesCountEveryLineBreakStyle() {
        let lines = SourceLines("ab\r\ncd\ref\ngh")
        #expect(lines.byte(line: 2, column: 1) == UInt8(ascii: "c"))
        #expect(lines.byte(line: 3, column: 2) == UInt8(ascii: "f"))
        #expect(lines.byte(line: 4, column: 2) == UInt8(ascii: "h"))
        #expect(lines.byte(line: 1, column: 3) == nil)
        #expect(lines.byte(line: 1, column: 0) == nil)
        #expect(lines.byte(line: 5, column: 1) == nil)
        #expect(lines.firstColumn(of: Array("h".utf8), line: 4) == 2)
        #expect(SourceLines("x``y").backticks(line: 1, endingBefore: 4) == 2)
    }

    @Test func sameFolderLinksKeepTheirFileNameOnly() {
        #expect(relativeHref("articles/b.html#x", from: "articles/a.html") == "b.html#x")
        #expect(relativeHref("b.html", from: "index.html") == "b.html")
        #expect(relativeHref("Mailto:x@y.z", from: "a/b.html") == "Mailto:x@y.z")
        #expect(relativeHref("git+ssh://h/r", from: "a/b.html") == "git+ssh://h/r")
        #expect(relativeHref("1x:y.html", from: "a/b.html") == "../1x:y.html")
        #expect(relativeHref("é:y.html", from: "a/b.html") == "../é:y.html")
    }

    @Test func headingTextIsTrimmedOnlyWhenItHasBlanks() {
        #expect(ArticleSource.trimmingWhitespace("Title") == "Title")
        #expect(ArticleSource.trimmingWhitespace(" Title\t") == "Title")
        #expect(ArticleSource.trimmingWhitespace("Title\u{00A0}") == "Title")
        #expect(
            TopicsSection.isTopicsHeading(
                Heading(level: 2, text: " Topics ", location: .init(line: 1, column: 1))))
        #expect(
            !TopicsSection.isTopicsHeading(
                Heading(level: 3, text: "Topics", location: .init(line: 1, column: 1))))
    }
}
