import Foundation
import Synchronization
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// One rule of cmark-gfm's HTML renderer per test: the writer's output for a tiny document is
/// both the expected HTML and cmark's own.
struct HTMLWriterTests {
    /// Writes `markdown` through the model, checks it against cmark, and returns it.
    private func html(
        _ markdown: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    )
        -> String
    {
        let ours = HTMLWriter.html(of: CMarkBridge.document(of: markdown))
        #expect(ours == CMarkBridge.cmarkHTML(of: markdown), sourceLocation: sourceLocation)
        return ours
    }

    @Test func textEscapesAmpersandAngleBracketsAndDoubleQuote() {
        #expect(
            html("a & b < c > d \\\"e\\\" 'f' /g")
                == "<p>a &amp; b &lt; c &gt; d &quot;e&quot; ‘f’ /g</p>\n")
    }

    @Test func entitiesAndBackslashEscapesAreDecodedThenEscapedAgain() {
        #expect(html("&amp; &lt; &copy; \\<b\\>") == "<p>&amp; &lt; © &lt;b&gt;</p>\n")
    }

    @Test func headingsCarryTheirLevel() {
        #expect(
            html("# One\n\nTwo\n---\n###### Six") == "<h1>One</h1>\n<h2>Two</h2>\n<h6>Six</h6>\n")
    }

    @Test func softBreakIsANewlineAndHardBreakABrTag() {
        #expect(html("a\nb  \nc\\\nd") == "<p>a\nb<br />\nc<br />\nd</p>\n")
    }

    @Test func emphasisStrongStrikethroughAndCodeSpan() {
        #expect(
            html("*a* **b** ~~c~~ `<d>`")
                == "<p><em>a</em> <strong>b</strong> <del>c</del> <code>&lt;d&gt;</code></p>\n")
    }

    @Test func hrefPercentEncodesUnsafeBytesAndEntityEncodesAmpersandAndQuote() {
        #expect(
            html("[x](<a b\"c&d'e[f]`g{h}|i^j\\\\kü~$>)")
                == "<p><a href=\"a%20b%22c&amp;d&#x27;e%5Bf%5D%60g%7Bh%7D%7Ci%5Ej%5Ck%C3%BC~$\">x</a></p>\n"
        )
    }

    @Test func linkTitleIsEscapedAsText() {
        #expect(
            html("[x](/u \"a<\\\"b&\")")
                == "<p><a href=\"/u\" title=\"a&lt;&quot;b&amp;\">x</a></p>\n")
    }

    @Test func dangerousURLsAreKeptBecauseTheRendererIsUnsafe() {
        #expect(
            html("[x](javascript:alert(1))") == "<p><a href=\"javascript:alert(1)\">x</a></p>\n")
    }

    @Test func imageAltIsThePlainTextOfItsDescription() {
        #expect(
            html("![a *b* `c` <i>d</i>\ne [f](g) ![h](i)](s.png \"t\")")
                == "<p><img src=\"s.png\" alt=\"a b c &lt;i&gt;d&lt;/i&gt; e f h\" title=\"t\" /></p>\n"
        )
    }

    @Test func autolinksOfAllThreeKinds() {
        #expect(
            html("<https://a.b/c?d&e> www.x.org me@y.com")
                == "<p><a href=\"https://a.b/c?d&amp;e\">https://a.b/c?d&amp;e</a> <a href=\"http://www.x.org\">www.x.org</a> <a href=\"mailto:me@y.com\">me@y.com</a></p>\n"
        )
    }

    @Test func codeBlockClassIsTheFirstWordOfItsInfoString() {
        #expect(
            html("```swift run \"x\"\nlet a = \"<b>\"\n```\n\n    indented & more")
                == "<pre><code class=\"language-swift\">let a = &quot;&lt;b&gt;&quot;\n</code></pre>\n<pre><code>indented &amp; more\n</code></pre>\n"
        )
        #expect(html("~~~ a\"b\n~~~") == "<pre><code class=\"language-a&quot;b\"></code></pre>\n")
    }

    @Test func tightListsDropParagraphTagsAndLooseListsKeepThem() {
        #expect(html("- a\n- b") == "<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n")
        #expect(html("- a\n\n- b") == "<ul>\n<li>\n<p>a</p>\n</li>\n<li>\n<p>b</p>\n</li>\n</ul>\n")
    }

    @Test func orderedListsWriteTheirStartUnlessItIsOne() {
        #expect(html("1. a") == "<ol>\n<li>a</li>\n</ol>\n")
        #expect(html("0. a\n1. b") == "<ol start=\"0\">\n<li>a</li>\n<li>b</li>\n</ol>\n")
        #expect(html("7) a") == "<ol start=\"7\">\n<li>a</li>\n</ol>\n")
    }

    @Test func taskItemsStartWithADisabledCheckbox() {
        #expect(
            html("- [ ] a\n- [x] b\n- [X] c\n- d")
                == "<ul>\n<li><input type=\"checkbox\" disabled=\"\" /> a</li>\n<li><input type=\"checkbox\" checked=\"\" disabled=\"\" /> b</li>\n<li><input type=\"checkbox\" checked=\"\" disabled=\"\" /> c</li>\n<li>d</li>\n</ul>\n"
        )
    }

    @Test func blockQuoteAndThematicBreak() {
        #expect(html("> a\n\n***") == "<blockquote>\n<p>a</p>\n</blockquote>\n<hr />\n")
    }

    @Test func tablesWriteAlignmentsAndPutTheHeaderRowInThead() {
        #expect(
            html("| a | b | c | d |\n|:--|--:|:-:|---|\n| 1 | 2 |")
                == "<table>\n<thead>\n<tr>\n<th align=\"left\">a</th>\n<th align=\"right\">b</th>\n<th align=\"center\">c</th>\n<th>d</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td align=\"left\">1</td>\n<td align=\"right\">2</td>\n<td align=\"center\"></td>\n<td></td>\n</tr>\n</tbody>\n</table>\n"
        )
    }

    @Test func aTableOfOnlyAHeaderRowHasNoTbody() {
        #expect(
            html("| a |\n|---|")
                == "<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n</table>\n")
    }

    @Test func rawHTMLIsKeptExceptTheTagsTheTagFilterDisarms() {
        #expect(html("<div>\n<b>x</b>\n</div>") == "<div>\n<b>x</b>\n</div>\n")
        #expect(
            html("<div><script>x</script><TITLE>t</Title><style/></div>")
                == "<div>&lt;script>x&lt;/script>&lt;TITLE>t&lt;/Title>&lt;style/></div>\n")
        #expect(
            html("a <script src=x> <scripts> <xmp/> b")
                == "<p>a &lt;script src=x> <scripts> &lt;xmp/> b</p>\n")
    }

    @Test func inlineHTMLIsFilteredOnlyAtItsStart() {
        #expect(html("a <!-- <script> --> b") == "<p>a <!-- <script> --> b</p>\n")
    }

    @Test func footnotesAreNumberedByFirstReferenceAndLinkBack() {
        #expect(
            html("x[^b] y[^a] z[^B]\n\n[^a]: A.\n\n[^b]: B\n\n        code\n")
                == """
                <p>x<sup class="footnote-ref"><a href="#fn-b" id="fnref-b" data-footnote-ref>1</a></sup> y<sup class="footnote-ref"><a href="#fn-a" id="fnref-a" data-footnote-ref>2</a></sup> z<sup class="footnote-ref"><a href="#fn-b" id="fnref-b-2" data-footnote-ref>1</a></sup></p>
                <section class="footnotes" data-footnotes>
                <ol>
                <li id="fn-b">
                <p>B</p>
                <pre><code>code
                </code></pre>
                <a href="#fnref-b" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩</a> <a href="#fnref-b-2" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩<sup class="footnote-ref">2</sup></a>
                </li>
                <li id="fn-a">
                <p>A. <a href="#fnref-a" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩</a></p>
                </li>
                </ol>
                </section>

                """)
    }

    @Test func aReferenceInsideALaterDefinitionCountsInSourceOrder() {
        _ = html("[^a]\n\n[^a]: see [^b]\n\n[^b]: B\n\nthen [^b]\n")
    }

    @Test func aReferenceInsideADroppedDefinitionStillCounts() {
        #expect(
            html("[^x]: unused, see [^b].\n\nText [^b].\n\n[^b]: B.\n").contains("id=\"fnref-b-2\"")
        )
    }

    @Test func anUnknownFootnoteStaysText() {
        #expect(html("a[^none]") == "<p>a[^none]</p>\n")
    }

    @Test func nestingTenThousandDeepDoesNotOverflow() {
        let quotes = String(repeating: ">", count: 10_000) + " deep"
        #expect(html(quotes).hasSuffix("</blockquote>\n"))
        let brackets =
            String(repeating: "*a ", count: 5_000) + String(repeating: "b* ", count: 5_000)
        _ = html(brackets)
    }

    @Test func parsesOnTwoThreadsAgreeWithAParseOnOne() {
        let source = "a ~~del~~ and www.example.com\n\n| a |\n|---|\n| ~~x~~ |\n"
        let expected = CMarkBridge.cmarkHTML(of: source)
        let differing = SharedCounter()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            for _ in 0..<5_000 where CMarkBridge.cmarkHTML(of: source) != expected {
                differing.increment()
            }
        }
        #expect(differing.value == 0)
    }

    @Test func nodesKeepCMarkSourcePositions() throws {
        let document = CMarkBridge.document(of: "# T\n\nSome *em*.\n")
        #expect(document.children.count == 2)
        let paragraph = document.children[1]
        #expect(paragraph.kind == .paragraph)
        #expect(paragraph.range.start == SourceLocation(line: 3, column: 1))
        #expect(paragraph.range.end == SourceLocation(line: 3, column: 10))
        let emphasis = paragraph.children[1]
        #expect(emphasis.kind == .emphasis)
        #expect(emphasis.range.start == SourceLocation(line: 3, column: 6))
        #expect(
            emphasis.children == [
                MarkdownNode(
                    .text("em"),
                    range: SourceRange(
                        start: SourceLocation(line: 3, column: 7),
                        end: SourceLocation(line: 3, column: 8)))
            ])
    }
}

/// A count shared by threads.
private final class SharedCounter: Sendable {
    /// The count.
    private let count = Atomic<Int>(0)
    /// The current count.
    var value: Int { count.load(ordering: .sequentiallyConsistent) }
    /// Adds one.
    func increment() { count.add(1, ordering: .sequentiallyConsistent) }
}
