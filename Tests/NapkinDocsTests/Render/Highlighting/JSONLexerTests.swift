import Testing

@testable import NapkinDocs

/// Checks the classes the JSON lexer gives keys, values, escapes and comments.
struct JSONLexerTests {
    @Test func keysValuesNumbersAndLiteralsGetTheirClasses() {
        let html = highlighted(
            "{\n  \"name\" : \"napkin\",\n  \"size\": -1.5e+3,\n  \"ok\": [true, false, null]\n}",
            as: .json)
        #expect(
            html.contains(#"<span class="attr">"name"</span> : <span class="str">"napkin"</span>"#))
        #expect(html.contains(#"<span class="num">-1.5e+3</span>"#))
        #expect(html.contains(#"<span class="kw">true</span>"#))
        #expect(html.contains(#"<span class="kw">null</span>"#))
    }

    @Test func escapesAndCommentsAreApart() {
        let html = highlighted("// c\n[\"a\\n\\u00e9b\" /* d */]", as: .json)
        #expect(html.contains(#"<span class="com">// c</span>"#))
        #expect(
            html.contains(
                #"<span class="str">"a</span><span class="esc">\n</span><span class="esc">\u00e9</span><span class="str">b"</span>"#
            ))
        #expect(html.contains(#"<span class="com">/* d */</span>"#))
    }
}
