import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks that the shortcuts taken while rendering pages give what the plain versions give.
struct RenderingFastPathTests {
    /// Escapes `text` one scalar at a time, as `JavaScriptLiteral.string` did before its
    /// fast path.
    private static func escapedScalarByScalar(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "<": output += "\\u003c"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }

    @Test func javaScriptLiteralsMatchTheScalarLoop() {
        let samples = [
            "", "plain words", "café", "日本語", "😀", "a\"b", "back\\slash", "</script>",
            "tab\there", "line\nbreak\r\n", "\u{0}\u{1F}\u{7F}", "\u{2028}\u{2029}",
            "\u{2027}\u{202A}",
            "€ uses e2 82 ac", "‘quotes’ — dash", "e\u{301}",
        ]
        for sample in samples {
            #expect(
                JavaScriptLiteral.string(sample) == Self.escapedScalarByScalar(sample), "\(sample)")
        }
    }

    @Test(arguments: SwiftHighlighterTests.trickySamples)
    func exactByteCheckAgreesWithTheShownText(_ code: String) {
        let html = SwiftHighlighter.html(for: code, linkFor: { $0 == "P" ? "p.html" : nil })
        #expect(CodeListing.showsExactBytes(code, highlighted: html))
        #expect(!CodeListing.showsExactBytes(code + "x", highlighted: html))
        #expect(!CodeListing.showsExactBytes(code, highlighted: html + "x"))
    }

    @Test func exactByteCheckNeverClaimsMoreThanTheStringVersion() {
        let cases: [(text: String, html: String)] = [
            ("a < b && c", #"<span class="kw">a</span> &lt; b &amp;&amp; c"#),
            ("x &bogus;", "x &bogus;"), ("é", "e\u{301}"), ("a", "a<b"), ("\"'", "&quot;&#39;"),
            ("open &amp", "open &amp"), ("", ""), ("", "<b></b>"), ("x", "<b>x</b>"),
        ]
        for (text, html) in cases where CodeListing.showsExactBytes(text, highlighted: html) {
            #expect(text == CodeListing.plainText(ofHighlighted: html), "\(html)")
        }
        #expect(CodeListing.showsExactBytes("\"'", highlighted: "&quot;&#39;"))
        #expect(!CodeListing.showsExactBytes("é", highlighted: "e\u{301}"))
        #expect(CodeListing.shows("é", highlighted: "e\u{301}"))
    }

    @Test func topicsHeadingCheckMatchesTheTrimmedText() {
        let texts = [
            "Topics", " Topics ", "Topics\t", "\u{00A0}Topics", "topics", "Topic", "My Topics",
            "Topics and more", "Section 1 of article 5", "", "T", "TopicsTopics", " \u{2003}Topics",
        ]
        for text in texts {
            for level in 1...3 {
                let heading = Heading(level: level, text: text, location: .init(line: 1, column: 1))
                #expect(
                    TopicsSection.isTopicsHeading(heading)
                        == (level == 2 && text.trimmingSpaces() == "Topics"), "\(level) \(text)")
            }
        }
    }

    @Test func keywordTableMatchesTheKeywordSets() {
        let words =
            SwiftHighlighter.keywords.union(SwiftHighlighter.contextualKeywords)
            .union(SwiftHighlighter.memberKeywords).union(["value", "Router", "_x"])
        for word in words {
            for isMember in [false, true] {
                let expected: String? =
                    SwiftHighlighter.keywords.contains(word)
                        && (!isMember || SwiftHighlighter.memberKeywords.contains(word))
                    ? "kw"
                    : SwiftHighlighter.contextualKeywords.contains(word)
                        && (!isMember || SwiftHighlighter.memberKeywords.contains(word))
                        ? "ckw" : nil
                let entry = SwiftHighlighter.keywordClasses[word]
                let actual = entry.flatMap { !isMember || $0.staysAfterDot ? $0.kind : nil }
                #expect(actual == expected, "\(word) after a dot: \(isMember)")
            }
        }
    }

    /// A body written for `print.html` is the page's body with every `href`, `src` and `id`
    /// rebased, as a regular expression over the page's attributes would rebase them: links,
    /// images, anchors, heading ids, footnotes and the generator's own fragments alike.
    @Test func printPlacementRebasesAsAPatternReplacementWould() throws {
        let source = """
            # Title

            ## Intro

            See [x](other.html#x), [up](#intro), [P](../documentation/p.html), [s](./same.html),
            [e](https://e.org/a), [empty](<>), ![a](img/a.png), ![b](../../up.png) and a note[^n].
            Also ``Router``.

            ```swift
            let a = 1
            ```

            [^n]: The note, see [y](y.html).
            """
        let document = MarkdownDocument(source: source, path: "A.md")
        let decisions = PageDecisions(
            HTMLTransform(
                symbolLink: { _ in
                    var html = HTMLFragment(markup: "<a class=\"symbol-link\" href=\"")
                    html.append(href: "../documentation/router.html")
                    html.append(markup: "\"><code>Router</code></a>")
                    return html
                },
                codeBlock: { _ in
                    var html = HTMLFragment(markup: "<pre><a href=\"")
                    html.append(href: "#intro")
                    html.append(markup: "\">a</a></pre>")
                    return html
                },
                headingID: { Slug.make($0.text) }), for: document)
        let page = HTMLWriter.html(of: document, decisions: decisions, placement: .ownPage)
        let printed = HTMLWriter.html(
            of: document, decisions: decisions,
            placement: .printed(from: "articles/one.html", anchorPrefix: "one-"))
        // One walk for both placements writes what two walks write.
        let both = HTMLWriter.html(
            of: document, decisions: decisions, for: .ownPage,
            and: .printed(from: "articles/one.html", anchorPrefix: "one-"))
        #expect(both.first == page)
        #expect(both.second == printed)
        // The same rules, written as a regular expression over the page's attributes.
        let pattern = try NSRegularExpression(pattern: #" (href|src|id)="([^"]*)"#)
        var expected = ""
        var last = page.startIndex
        for match in pattern.matches(in: page, range: NSRange(page.startIndex..., in: page)) {
            let name = String(page[Range(match.range(at: 1), in: page)!])
            let valueRange = Range(match.range(at: 2), in: page)!
            let value = String(page[valueRange])
            expected += page[last..<valueRange.lowerBound]
            if name == "id" {
                expected += "one-" + value
            } else if value.hasPrefix("#") {
                expected += "#one-" + value.dropFirst()
            } else if value.isEmpty || value.hasPrefix("/") || value.contains(":") {
                expected += value
            } else {
                var parts = ["articles"]
                var rest = Substring(value)
                while rest.hasPrefix("../") {
                    rest = rest.dropFirst(3)
                    if !parts.isEmpty { parts.removeLast() }
                }
                while rest.hasPrefix("./") { rest = rest.dropFirst(2) }
                expected += (parts + [String(rest)]).joined(separator: "/")
            }
            last = valueRange.upperBound
        }
        expected += page[last...]
        #expect(printed == expected)
        #expect(printed.contains("href=\"articles/other.html#x\""))
        #expect(printed.contains("src=\"up.png\""))
        #expect(printed.contains("href=\"documentation/router.html\""))
        #expect(printed.contains("<h2 id=\"one-intro\">"))
        #expect(printed.contains("id=\"one-fn-n\""))
        #expect(printed.contains("<pre><a href=\"#one-intro\">"))
    }

    @Test(arguments: SwiftHighlighterTests.trickySamples)
    func unlinkedHighlightingMatchesALinkerThatNeverLinks(_ code: String) {
        #expect(
            SwiftHighlighter.fragment(unlinked: code)
                == SwiftHighlighter.fragment(for: code) { _ in nil })
    }

    /// A print section is the article's title, then its body written for the site root.
    @Test func printSectionWritesTheArticleForTheRoot() {
        let document = MarkdownDocument(
            source: "## One & `two`\n\n[b](b.html#x) [one](#one) ![](../i.png)\n", path: "A.md")
        let decisions = PageDecisions(HTMLTransform(headingID: { _ in "one" }), for: document)
        let body = HTMLWriter.html(
            of: document, decisions: decisions,
            placement: .printed(
                from: "articles/a.html",
                anchorPrefix: PrintSection.anchorPrefix(of: "articles/a.html")))
        let section = PrintSection(page: "articles/a.html", title: "A <title>", bodyHTML: body)
        let html = RenderedPage(
            content: PageContent(
                path: "articles/a.html", title: "A <title>", eyebrow: "Article", bodyHTML: ""),
            searchEntry: SearchEntry(title: "A", href: "articles/a.html", kind: "article"),
            printSection: section
        ).printHTML
        #expect(
            html?.hasPrefix("<article class=\"print-article\" id=\"articles-a-html\">\n") == true)
        #expect(html?.contains("<h1>A &lt;title&gt;</h1>") == true)
        #expect(html?.contains("href=\"articles/b.html#x\"") == true)
        #expect(html?.contains("href=\"#articles-a-html-one\"") == true)
        #expect(html?.contains("id=\"articles-a-html-one\"") == true)
        #expect(html?.contains("src=\"i.png\"") == true)
    }

    /// On a page, links leaving the site are marked, and a `<doc:>` autolink can show another
    /// text; links in the author's allowed raw HTML are the author's, left as written.
    @Test func pagesMarkExternalLinksAndReplaceLinkTexts() {
        let document = MarkdownDocument(
            source:
                "<doc:A> [x](https://x.org) [y](http://y.org) [z](z.html) <a href=\"https://r\">r</a>",
            path: "A.md")
        let decisions = PageDecisions(
            HTMLTransform(
                linkDestination: { $0.destination == "doc:A" ? "a.html" : nil },
                linkText: { $0.destination == "doc:A" ? "Title <A>" : nil },
                allowsRawHTML: true), for: document)
        #expect(
            HTMLWriter.html(of: document, decisions: decisions, placement: .ownPage)
                == #"<p><a href="a.html">Title &lt;A&gt;</a> "#
                + #"<a class="external" rel="external noopener" href="https://x.org">x</a> "#
                + #"<a class="external" rel="external noopener" href="http://y.org">y</a> "#
                + #"<a href="z.html">z</a> <a href="https://r">r</a></p>"# + "\n")
    }
}
