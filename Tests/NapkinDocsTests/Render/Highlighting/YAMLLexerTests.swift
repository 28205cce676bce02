import Testing

@testable import NapkinDocs

/// Checks the classes the YAML lexer gives keys, scalars, comments and block scalars.
struct YAMLLexerTests {
    @Test func keysScalarsAndCommentsGetTheirClasses() {
        let html = highlighted(
            "---\nname: napkin # the name\nversion: 1.5\nlist:\n  - \"quoted\"\n  - true\n  - {a key: ~}\nbase: &b !tag x\n",
            as: .yaml)
        #expect(html.hasPrefix(#"<span class="dir">---</span>"#))
        #expect(html.contains(#"<span class="attr">name</span>: napkin "#))
        #expect(html.contains(#"<span class="com"># the name</span>"#))
        #expect(html.contains(#"<span class="num">1.5</span>"#))
        #expect(html.contains(#"<span class="str">"quoted"</span>"#))
        #expect(html.contains(#"<span class="kw">true</span>"#))
        #expect(html.contains(#"{<span class="attr">a key</span>: <span class="kw">~</span>}"#))
        #expect(html.contains(#"<span class="dir">&amp;b</span> <span class="dir">!tag</span>"#))
    }

    @Test func aBlockScalarsLinesAreText() {
        let html = highlighted("run: |\n  swift build\n  key: not a key\nnext: 1\n", as: .yaml)
        #expect(html.contains(#"<span class="str">  key: not a key</span>"#))
        #expect(html.contains(#"<span class="attr">next</span>"#))
    }
}
