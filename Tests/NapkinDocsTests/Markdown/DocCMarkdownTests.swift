import Testing

@testable import NapkinDocsCore

/// Markdown that DocC reads beyond CommonMark and GFM, written as DocC draws it: term lists,
/// table spans, asides with a title of their own, and typographic punctuation.
@Suite struct DocCMarkdownTests {
    /// The HTML of `source` parsed as a DocC page.
    static func html(_ source: String) -> String {
        MarkdownDocument(source: source, path: "T.md").renderHTML()
    }

    @Test func termItemsAreADefinitionList() {
        #expect(
            Self.html("- term Cache: Where results are kept.\n- term `Key`: Names a result.\n")
                == "<dl>\n<dt>Cache</dt>\n<dd>\n<p>Where results are kept.</p>\n</dd>\n"
                + "<dt><code>Key</code></dt>\n<dd>\n<p>Names a result.</p>\n</dd>\n</dl>\n")
    }

    @Test func aDefinitionKeepsTheItemsOtherBlocksAndInlines() {
        #expect(
            Self.html("- Term *Lease*: Held for **one** hour.\n\n  Renewed on use.\n")
                == "<dl>\n<dt><em>Lease</em></dt>\n<dd>\n<p>Held for <strong>one</strong> hour.</p>\n"
                + "<p>Renewed on use.</p>\n</dd>\n</dl>\n")
    }

    @Test func itemsThatAreNotTermsStayBulletsInTheirOwnList() {
        #expect(
            Self.html("- First\n- term A: one\n- term B: two\n- Last\n")
                == "<ul>\n<li>First</li>\n</ul>\n<dl>\n<dt>A</dt>\n<dd>\n<p>one</p>\n</dd>\n"
                + "<dt>B</dt>\n<dd>\n<p>two</p>\n</dd>\n</dl>\n<ul>\n<li>Last</li>\n</ul>\n")
    }

    @Test func aTermNeedsTheKeywordAColonAndABulletedList() {
        #expect(Self.html("- terminal: no\n") == "<ul>\n<li>terminal: no</li>\n</ul>\n")
        #expect(Self.html("- term without colon\n") == "<ul>\n<li>term without colon</li>\n</ul>\n")
        #expect(Self.html("1. term A: b\n") == "<ol>\n<li>term A: b</li>\n</ol>\n")
        // A colon inside emphasis or code is not the separator.
        #expect(Self.html("- term `a:b`\n") == "<ul>\n<li>term <code>a:b</code></li>\n</ul>\n")
    }

    @Test func aTermListInsideAnItemIsReadToo() {
        #expect(
            Self.html("- Outer\n  - term In: side\n")
                == "<ul>\n<li>Outer\n<dl>\n<dt>In</dt>\n<dd>\n<p>side</p>\n</dd>\n</dl>\n</li>\n</ul>\n"
        )
    }

    /// The cells of each row of the first table of `source`, as `text` or `text:columns:rows`.
    static func cells(_ source: String) -> [String] {
        let html = Self.html(source)
        var rows: [String] = []
        for row in html.split(separator: "<tr>").dropFirst() {
            var cells: [String] = []
            for cell in row.split(separator: "<t").dropFirst()
            where cell.first == "d" || cell.first == "h" {
                let tag = cell.prefix { $0 != ">" }
                let text = cell.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
                var entry = String(text)
                if let colspan = tag.range(of: "colspan=\"") {
                    entry += " cols " + tag[colspan.upperBound...].prefix { $0 != "\"" }
                }
                if let rowspan = tag.range(of: "rowspan=\"") {
                    entry += " rows " + tag[rowspan.upperBound...].prefix { $0 != "\"" }
                }
                cells.append(entry)
            }
            rows.append(cells.joined(separator: " | "))
        }
        return rows
    }

    @Test func pipesWithNothingBetweenThemWidenTheCellBefore() {
        #expect(
            Self.cells("A | B | C |\n--|--|--|\nOne || Two |\nThree | Four ||\nFive |||\n") == [
                "A | B | C", "One cols 2 | Two", "Three | Four cols 2", "Five cols 3",
            ])
        // Blanks between the pipes make an empty cell, not a span.
        #expect(Self.cells("A | B\n--|--\nOne | |\n") == ["A | B", "One | "])
    }

    @Test func aCaretJoinsTheCellAbove() {
        #expect(
            Self.cells(
                "A | B | C | D\n--|--|--|--\n1 | 2 | 3 | 4\n^ | 5 | ^ | 6\n7 | ^ | ^ | 8\n") == [
                    "A | B | C | D", "1 rows 2 | 2 | 3 rows 3 | 4", "5 rows 2 | 6", "7 | 8",
                ])
        // A caret under a cell that spans two columns joins it once.
        #expect(
            Self.cells("A | B | C\n--|--|--\nOne || Two\n^ || Three\n") == [
                "A | B | C", "One cols 2 rows 2 | Two", "Three",
            ])
        // A caret under the header row is text.
        #expect(Self.cells("A | B\n--|--\n^ | x\n") == ["A | B", "^ | x"])
    }

    @Test func spansAreReadInsideQuotesAndDirectives() {
        #expect(Self.cells("> A | B\n> --|--\n> One ||\n") == ["A | B", "One cols 2"])
        #expect(
            Self.cells("@Row {\n  @Column {\n    A | B\n    --|--\n    One ||\n  }\n}\n")
                == ["A | B", "One cols 2"])
    }

    @Test func punctuationIsTypographicOutsideCode() {
        #expect(
            Self.html("\"Don't\" -- pages 1--2 --- or `'a' -- b`...\n")
                == "<p>“Don’t” – pages 1–2 — or <code>'a' -- b</code>…</p>\n")
    }

    @Test func anAsideMayHaveATitleOfItsOwn() {
        #expect(
            Self.html("> Earlier Versions: Use the old call.\n")
                == "<aside class=\"aside aside-note\" aria-label=\"Earlier Versions\">\n"
                + "<p class=\"aside-label\">Earlier Versions</p>\n<p>Use the old call.</p>\n</aside>\n"
        )
    }
}
