import Testing

@testable import NapkinDocs

/// Checks the classes the C-family lexer gives C, C++ and Objective-C.
struct CFamilyLexerTests {
    @Test func cGetsDirectivesKeywordsLiteralsAndComments() {
        let html = highlighted(
            "#include <stdio.h>\n/// Doc.\nstatic int count = 0x1F; // c\nchar c = 'a'; double d = 1.5e-3;\n",
            as: .c)
        #expect(
            html.contains(
                #"<span class="dir">#include</span> <span class="str">&lt;stdio.h&gt;</span>"#))
        #expect(html.contains(#"<span class="doc">/// Doc.</span>"#))
        #expect(html.contains(#"<span class="kw">static</span> <span class="kw">int</span> count"#))
        #expect(html.contains(#"<span class="num">0x1F</span>"#))
        #expect(html.contains(#"<span class="com">// c</span>"#))
        #expect(html.contains(#"<span class="str">'a'</span>"#))
        #expect(html.contains(#"<span class="num">1.5e-3</span>"#))
    }

    @Test func cppAddsItsWordsAndDigitSeparators() {
        let html = highlighted("template <typename T> class Box { int n = 1'000; };", as: .cpp)
        #expect(html.contains(#"<span class="kw">template</span>"#))
        #expect(html.contains(#"<span class="kw">class</span> <span class="type">Box</span>"#))
        #expect(html.contains(#"<span class="num">1'000</span>"#))
        #expect(!highlighted("class", as: .c).contains("kw"))
    }

    @Test func objectiveCGetsAtWordsAndStringLiterals() {
        let html = highlighted(
            "@interface Widget : NSObject\n@property (nonatomic) NSString *name;\n@end\nNSLog(@\"hi %@\", MAX_SIZE);",
            as: .objectiveC)
        #expect(
            html.contains(#"<span class="kw">@interface</span> <span class="type">Widget</span>"#))
        #expect(html.contains(#"<span class="type">NSObject</span>"#))
        #expect(html.contains(#"(<span class="kw">nonatomic</span>)"#))
        #expect(html.contains(#"<span class="kw">@end</span>"#))
        #expect(html.contains(#"<span class="str">@"hi %@"</span>"#))
        #expect(html.contains(" MAX_SIZE)"))
    }
}
