import Testing

@testable import NapkinDocs

/// Checks the classes the markup lexer gives XML, HTML and property lists.
struct MarkupLexerTests {
    @Test func plistsGetDeclarationsElementsAndComments() {
        let html = highlighted(
            "<?xml version=\"1.0\"?>\n<!DOCTYPE plist>\n<plist version=\"1.0\"><!-- c -->\n<key>A &amp; B</key>\n</plist>",
            as: .markup)
        #expect(html.hasPrefix(#"<span class="dir">&lt;?xml version="1.0"?&gt;</span>"#))
        #expect(html.contains(#"<span class="dir">&lt;!DOCTYPE plist&gt;</span>"#))
        #expect(
            html.contains(
                #"&lt;<span class="kw">plist</span> <span class="attr">version</span>=<span class="str">"1.0"</span>&gt;"#
            ))
        #expect(html.contains(#"<span class="com">&lt;!-- c --&gt;</span>"#))
        #expect(
            html.contains(
                #"A <span class="esc">&amp;amp;</span> B&lt;/<span class="kw">key</span>&gt;"#))
    }

    @Test func htmlAttributesAndCDATAGetTheirClasses() {
        let html = highlighted("<a href='x' data-id=2>a < b</a><![CDATA[<x>]]>", as: .markup)
        #expect(html.contains(#"<span class="attr">href</span>=<span class="str">'x'</span>"#))
        #expect(html.contains(#"<span class="attr">data-id</span>=<span class="str">2</span>&gt;"#))
        #expect(html.contains("a &lt; b&lt;/"))
        #expect(html.contains(#"<span class="str">&lt;![CDATA[&lt;x&gt;]]&gt;</span>"#))
    }
}
