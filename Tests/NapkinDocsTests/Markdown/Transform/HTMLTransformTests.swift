import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks that the transform pass changes the model as asked, and that pages stay safe.
struct HTMLTransformTests {
    /// Without a transform, the output is cmark's own HTML.
    @Test func defaultTransformRendersAsCmark() {
        let html = MarkdownDocument(source: "# T\n\nSome *text* and ~~gone~~.", path: "A.md")
            .renderHTML()
        #expect(html == "<h1>T</h1>\n<p>Some <em>text</em> and <del>gone</del>.</p>\n")
    }

    /// A link's destination is replaced by what the transform returns, given the link's value.
    @Test func linkDestinationIsRewritten() {
        let document = MarkdownDocument(source: "See [B](B.md) and [C](C.md).", path: "A.md")
        let html = document.renderHTML(
            HTMLTransform(linkDestination: { link in
                link.destination == "B.md" && link.location == SourceLocation(line: 1, column: 5)
                    ? "b.html" : nil
            }))
        #expect(html == "<p>See <a href=\"b.html\">B</a> and <a href=\"C.md\">C</a>.</p>\n")
    }

    /// `javascript:`, `vbscript:` and `data:` destinations are never written, whatever the case.
    @Test(arguments: ["javascript:alert(1)", "JavaScript:x", " vbscript:x", "data:text/html,x"])
    func dangerousSchemesAreDropped(destination: String) {
        let html = MarkdownDocument(source: "[x](<\(destination)>)", path: "A.md").renderHTML(
            HTMLTransform(allowsRawHTML: true))
        #expect(html == "<p><a href=\"\">x</a></p>\n")
    }

    /// A transform cannot reintroduce a dangerous destination either.
    @Test func rewrittenDangerousDestinationIsDropped() {
        let html = MarkdownDocument(source: "[x](a.md)", path: "A.md").renderHTML(
            HTMLTransform(linkDestination: { _ in "javascript:void(0)" }))
        #expect(html == "<p><a href=\"\">x</a></p>\n")
    }

    /// Double-backtick spans are replaced by the transform's HTML; single ones stay code.
    @Test func symbolLinksAreReplacedAndCodeSpansKept() {
        let html = MarkdownDocument(source: "Use ``Router`` not `Router`.", path: "A.md")
            .renderHTML(
                HTMLTransform(symbolLink: {
                    HTMLFragment(markup: "<a href=\"r.html\"><code>\($0.code)</code></a>")
                }))
        #expect(
            html
                == "<p>Use <a href=\"r.html\"><code>Router</code></a> not <code>Router</code>.</p>\n"
        )
    }

    /// A code block is replaced by the transform's HTML, which receives the block's value.
    @Test func codeBlocksAreReplaced() {
        let html = MarkdownDocument(source: "```swift\nlet a = 1\n```", path: "A.md").renderHTML(
            HTMLTransform(codeBlock: {
                HTMLFragment(markup: "<pre class=\"\($0.info)\">\($0.firstCodeLine)</pre>")
            }))
        #expect(html == "<pre class=\"swift\">2</pre>\n")
    }

    /// Headings get an escaped id attribute and keep their transformed content.
    @Test func headingsGetEscapedIDs() {
        let html = MarkdownDocument(source: "## A ``B``", path: "A.md").renderHTML(
            HTMLTransform(
                symbolLink: { HTMLFragment(markup: "<b>\($0.code)</b>") },
                headingID: { "x\"\($0.text)" }))
        #expect(html == "<h2 id=\"x&quot;A B\">\nA <b>B</b>\n</h2>\n")
    }

    /// The title and the chosen sections can be left out (a page renders them itself).
    @Test func titleAndTopicsSectionAreRemoved() {
        let source = "# Title\n\nText.\n\n## Topics\n\n### Group\n\n- ``A``\n\n## After\n\nEnd."
        let html = MarkdownDocument(source: source, path: "A.md").renderHTML(
            HTMLTransform(removesSection: { $0.text == "Topics" }, removesFirstHeading: true))
        #expect(html == "<p>Text.</p>\n<h2>After</h2>\n<p>End.</p>\n")
    }

    /// Raw HTML is shown escaped unless the transform allows it.
    @Test func rawHTMLIsEscapedUnlessAllowed() {
        let document = MarkdownDocument(source: "<div>x</div>\n\nA <b>b</b>.", path: "A.md")
        #expect(
            document.renderHTML()
                == "<p>&lt;div&gt;x&lt;/div&gt;</p>\n<p>A &lt;b&gt;b&lt;/b&gt;.</p>\n")
        #expect(
            document.renderHTML(HTMLTransform(allowsRawHTML: true))
                == "<div>x</div>\n<p>A <b>b</b>.</p>\n")
    }

    /// A table cell refuses custom nodes; a symbol link there is still replaced, not dropped.
    @Test func symbolLinksInTableCellsAreReplaced() {
        let source = "| Part | Type |\n| --- | --- |\n| Router | ``Router`` |\n"
        let html = MarkdownDocument(source: source, path: "A.md").renderHTML(
            HTMLTransform(symbolLink: {
                HTMLFragment(markup: "<a href=\"r.html\"><code>\($0.code)</code></a>")
            }))
        #expect(html.contains("<td><a href=\"r.html\"><code>Router</code></a></td>"))
    }

    /// Raw HTML inside a table cell is escaped too, although the page is rendered unsafe.
    @Test func rawHTMLInTableCellsIsEscaped() {
        let source = "| A |\n| --- |\n| <script>x</script> |\n"
        let html = MarkdownDocument(source: source, path: "A.md").renderHTML()
        #expect(html.contains("<td>&lt;script&gt;x&lt;/script&gt;</td>"))
        #expect(!html.contains("<script>"))
    }

    /// The fast ASCII path of `isBlocked` answers as reading the whole destination as Unicode
    /// does (the reference below), on random destinations mixing case, blanks, control
    /// characters and letters that lower-case to ASCII (the Kelvin sign).
    @Test func isBlockedAgreesWithTheUnicodeReading() {
        func reference(_ destination: String) -> Bool {
            let visible = destination.unicodeScalars.filter { $0.value > 0x20 }
            let text = String(String.UnicodeScalarView(visible)).lowercased()
            guard let colon = text.firstIndex(of: ":") else { return false }
            return LinkSafety.blockedSchemes.contains(String(text[..<colon]))
        }
        let pieces = [
            "java", "script", "JAVA", "Script", "vb", "data", "DaTa", ":", " ", "\t", "\u{1}",
            "\u{7F}", "\u{212A}", "x", "/", "#", "é", "%3A", "javascriptx",
        ]
        var random = SeededGenerator(seed: 4)
        for _ in 0..<20_000 {
            let count = Int.random(in: 1...6, using: &random)
            let destination = (0..<count).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            #expect(
                LinkSafety.isBlocked(destination) == reference(destination), "\(destination)")
        }
    }
}
