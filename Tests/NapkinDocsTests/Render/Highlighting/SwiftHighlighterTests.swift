import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks that the highlighter keeps every character and classifies the tricky parts of Swift.
struct SwiftHighlighterTests {
    /// Highlights `code` with no links.
    private func highlight(_ code: String, links: [String: String] = [:]) -> String {
        SwiftHighlighter.html(for: code, linkFor: { links[$0] })
    }

    /// Samples that stress strings, comments, numbers and invalid input.
    static let trickySamples: [String] = [
        ##"let s = "a \(b("c\(d)e")) f" + #"raw \(x) \#(y) "quoted" "# "##,
        "let m = \"\"\"\n  line \"one\"\n  \\(value) and \\\n  next\n  \"\"\"\n",
        "let r = ##\"\"\"\n\"# still\n\"\"\"#\n\"\"\"##",
        "/* outer /* inner */ still outer */ code\n/// doc <b>&amp;\n// line\n",
        "let n = [0x1F_ff, 0b1010, 0o17, 1_000, 3.14e-10, 0x1.8p3, 1..<5, t.0.1]",
        "#if canImport(UIKit)\n#sourceLocation(file: \"a.md\", line: 3)\n#else\n#endif",
        "@MainActor @Observable final class P<T: Sendable>: Base, @unchecked Sendable {}",
        "\"unterminated \\(open(\n/* never closed /* nested",
        "#\"raw unterminated\n\"\\u{1F600}\\u{zz\" `class` `unclosed ` ` $0 $name",
        "\u{0}\u{7}\t\r\n<>&\"'é🙂 x̃ \\ # @ ` \u{2028}",
        "\"\\(\"\\(\"\\(\"\\(deep)\")\")\")\" ) ) ( (",
        "let 🐶 = \"\\#(x)\" + #\"\\#(x)\"# + ##\"\\#(x)\\##(y)\"##",
    ]

    @Test(arguments: trickySamples)
    func strippingTagsGivesBackTheInputExactly(_ code: String) {
        let html = highlight(code, links: ["P": "p.html", "b": "b.html"])
        #expect(CodeListing.plainText(ofHighlighted: html) == code)
    }

    @Test func randomGarbageRoundTrips() {
        let alphabet = Array(##"ab Z09_"#\/*()`@$.{}<>&'e+-x"## + "\n\u{E9}")
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<300 {
            let length = Int.random(in: 0..<80, using: &generator)
            let code = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(CodeListing.plainText(ofHighlighted: highlight(code)) == code)
        }
    }

    @Test func keywordsAndContextualKeywordsGetTheirClasses() {
        let html = highlight("public actor A { nonisolated func f() async { await g() } }")
        #expect(html.contains(#"<span class="kw">public</span>"#))
        #expect(html.contains(#"<span class="ckw">actor</span>"#))
        #expect(html.contains(#"<span class="ckw">nonisolated</span>"#))
        #expect(html.contains(#"<span class="kw">func</span>"#))
        #expect(html.contains(#"<span class="ckw">async</span>"#))
        #expect(html.contains(#"<span class="ckw">await</span>"#))
        #expect(html.contains(#"<span class="type">A</span>"#))
    }

    @Test func memberAccessIsNotAKeywordExceptSelfAndInit() {
        let html = highlight("x.default; x.self; .init(); x.get")
        #expect(!html.contains(#"<span class="kw">default</span>"#))
        #expect(html.contains(#"<span class="kw">self</span>"#))
        #expect(html.contains(#"<span class="kw">init</span>"#))
        #expect(!html.contains(#"<span class="ckw">get</span>"#))
    }

    @Test func attributesAreOneToken() {
        let html = highlight("@MainActor @Observable @Test func t() {}")
        #expect(html.contains(#"<span class="attr">@MainActor</span>"#))
        #expect(html.contains(#"<span class="attr">@Observable</span>"#))
        #expect(html.contains(#"<span class="attr">@Test</span>"#))
    }

    @Test func interpolationIsHighlightedAsCodeInsideTheString() {
        let html = highlight(#""n: \(count(of: "x")) done""#)
        #expect(html.hasPrefix(##"<span class="str">"n: </span><span class="esc">\(</span>"##))
        #expect(html.contains(##"<span class="str">"x"</span>)<span class="esc">)</span>"##))
        #expect(html.hasSuffix(##"<span class="str"> done"</span>"##))
    }

    @Test func rawStringsNeedMatchingHashesToCloseOrEscape() {
        let html = highlight(##"#"a "quoted" \n \#(x) b"# + 1"##)
        #expect(html.contains(###"<span class="str">#"a "quoted" \n </span>"###))
        #expect(html.contains(##"<span class="esc">\#(</span>x<span class="esc">)</span>"##))
        #expect(html.contains(#"<span class="num">1</span>"#))
    }

    @Test func nestedBlockCommentsEndAtTheMatchingClose() {
        let html = highlight("/* a /* b */ c */ let")
        #expect(
            html.hasPrefix(
                #"<span class="com">/* a /* b */ c */</span> <span class="kw">let</span>"#))
    }

    @Test func docCommentsDifferFromLineComments() {
        let html = highlight("/// doc\n// plain\n/** block doc */")
        #expect(html.contains(#"<span class="doc">/// doc</span>"#))
        #expect(html.contains(#"<span class="com">// plain</span>"#))
        #expect(html.contains(#"<span class="doc">/** block doc */</span>"#))
    }

    @Test func numbersIncludeSeparatorsFractionsAndExponents() {
        let html = highlight("0x1F_ff 0b1010 1_000 3.14e-10 0x1.8p3 1..<5")
        for number in ["0x1F_ff", "0b1010", "1_000", "3.14e-10", "0x1.8p3"] {
            #expect(html.contains("<span class=\"num\">\(number)</span>"))
        }
        #expect(html.contains(#"<span class="num">1</span>..&lt;<span class="num">5</span>"#))
    }

    @Test func directivesAreHighlighted() {
        let html = highlight("#if os(Linux)\n#elseif DEBUG\n#endif\nif #available(iOS 18, *) {}")
        for directive in ["#if", "#elseif", "#endif", "#available"] {
            #expect(html.contains("<span class=\"dir\">\(directive)</span>"))
        }
    }

    @Test func linkedIdentifiersBecomeAnchorsAndAreAskedOnce() {
        var asked: [String] = []
        let html = SwiftHighlighter.html(for: "let p: Presenter = Presenter(); attachChild(p)") {
            asked.append($0)
            return ["Presenter": "../documentation/presenter.html", "attachChild": "r.html#a"][$0]
        }
        #expect(
            html.contains(#"<a href="../documentation/presenter.html" class="type">Presenter</a>"#))
        #expect(html.contains(#"<a href="r.html#a">attachChild</a>"#))
        #expect(asked.filter { $0 == "Presenter" }.count == 1)
        #expect(!asked.contains("let"))
    }

    @Test func htmlInCodeIsEscaped() {
        let html = highlight(#"let s = "<script>alert('x')</script>" // a < b && c > d"#)
        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;script&gt;"))
        #expect(html.contains("&amp;&amp;"))
    }

    /// Pathological input is highlighted whole and given back as it was (its cost is counted
    /// by `SwiftLexerCostTests`, never timed).
    @Test func pathologicalInputIsHighlightedWhole() {
        let backticks = String(repeating: "`a ", count: 20_000)
        let interpolations = String(repeating: #""\("#, count: 5_000)
        #expect(CodeListing.plainText(ofHighlighted: highlight(backticks)) == backticks)
        let nested = highlight(interpolations)
        #expect(CodeListing.plainText(ofHighlighted: nested) == interpolations)
    }
}

/// A small deterministic random number generator (SplitMix64) so garbage tests repeat.
struct SeededGenerator: RandomNumberGenerator {
    /// The generator's state.
    private var state: UInt64

    /// Creates a generator that always produces the same sequence for `seed`.
    init(seed: UInt64) { state = seed }

    /// Returns the next pseudo-random value.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
