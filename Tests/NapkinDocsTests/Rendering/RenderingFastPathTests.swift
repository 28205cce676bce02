import Foundation
import Testing

@testable import NapkinDocs

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

    @Test func topicsHeadingCheckMatchesTopicsSection() {
        let texts = [
            "Topics", " Topics ", "Topics\t", "\u{00A0}Topics", "topics", "Topic", "My Topics",
            "Topics and more", "Section 1 of article 5", "", "T", "TopicsTopics", " \u{2003}Topics",
        ]
        for text in texts {
            for level in 1...3 {
                let heading = Heading(level: level, text: text, location: .init(line: 1, column: 1))
                #expect(
                    MarkdownPageRenderer.opensTopics(heading)
                        == TopicsSection.isTopicsHeading(heading), "\(level) \(text)")
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

    @Test func printRebasingMatchesAPatternReplacement() throws {
        let html = """
            <h2 id="intro">Intro</h2><p>See <a href="other.html#x">x</a>, <a href="#intro">up</a>,
            <a href="../documentation/p.html">P</a>, <a href="./same.html">s</a>,
            <a href="https://e.org/a">e</a>, <a href="">empty</a> <img src="img/a.png" alt="a"></p>
            <p>Text with hrefs=" and id=" not after a space:x id="z" src="../../up.png" \
            id="unterminated
            """
        let rebased = PrintRebaser.rebase(html, from: "articles/one.html", anchorPrefix: "one-")
        // The same rules, written as a regular expression over the attributes.
        let pattern = try NSRegularExpression(pattern: #" (href|src|id)="([^"]*)"#)
        var expected = ""
        var last = html.startIndex
        for match in pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
            let name = String(html[Range(match.range(at: 1), in: html)!])
            let valueRange = Range(match.range(at: 2), in: html)!
            let value = String(html[valueRange])
            expected += html[last..<valueRange.lowerBound]
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
        expected += html[last...]
        #expect(rebased == expected)
        #expect(rebased.contains("href=\"articles/other.html#x\""))
        #expect(rebased.contains("src=\"up.png\""))
    }
    @Test(arguments: SwiftHighlighterTests.trickySamples)
    func unlinkedHighlightingMatchesALinkerThatNeverLinks(_ code: String) {
        #expect(
            SwiftHighlighter.html(unlinked: code) == SwiftHighlighter.html(for: code) { _ in nil })
    }

    @Test func printSectionReadFromTheDocumentMatchesItsOwnCopy() {
        let body = """
            <h2 id="one">One &amp; <code>two</code></h2>
            <p><a href="b.html#x">b</a> <a href="#one">one</a> <img src="../i.png" alt=""></p>
            """
        var page = RenderedPage(
            content: PageContent(
                path: "articles/a.html", title: "A <title>", eyebrow: "Article",
                bodyHTML: body + "<h2 id=\"see-also\">See Also</h2>\n",
                onThisPage: [NavLink(title: "One", href: "#one", level: 2)]),
            searchEntry: SearchEntry(title: "A", href: "articles/a.html", kind: "article"),
            printSection: PrintSection(
                page: "articles/a.html", title: "A <title>", body: .text(body)))
        let copied = page.printHTML
        page.layOut(siteTitle: "napkin")
        guard case .located? = page.printSection?.body else {
            Issue.record("the body was not found in the document")
            return
        }
        #expect(page.printHTML == copied)
        #expect(copied?.contains("href=\"articles/b.html#x\"") == true)
        #expect(copied?.contains("id=\"articles-a-html-one\"") == true)
    }

    @Test func printSectionKeepsItsCopyWhenTheDocumentDoesNotHoldIt() {
        var section = PrintSection(page: "a.html", title: "A", body: .text("<p>x</p>"))
        section.locate(in: Data("<p>y</p>".utf8), at: 0)
        guard case .text = section.body else {
            Issue.record("a body the document does not hold was located")
            return
        }
    }

    @Test func linkRewriterReplacesOnlyWholeListedElements() {
        let html =
            #"<p><a href="a.html">doc:A</a> <a href="a.html">doc:AB</a> "#
            + #"<a href="https://x.org">x</a> <a href="é.html">doc:É</a></p>"#
        let replacements = [
            #"<a href="a.html">doc:A</a>"#: #"<a href="a.html">Title A</a>"#,
            #"<a href="é.html">doc:É</a>"#: #"<a href="é.html">Title É</a>"#,
        ]
        #expect(
            RenderedLinkRewriter.rewrite(html, replacements: replacements)
                == #"<p><a href="a.html">Title A</a> <a href="a.html">doc:AB</a> "#
                + #"<a class="external" rel="external noopener" href="https://x.org">x</a> "#
                + #"<a href="é.html">Title É</a></p>"#)
    }
}
