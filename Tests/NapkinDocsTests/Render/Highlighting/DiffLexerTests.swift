import Testing

@testable import NapkinDocs

/// Checks the classes the diff lexer gives headers, hunks and changed lines.
struct DiffLexerTests {
    @Test func headersHunksAndChangedLinesGetTheirClasses() {
        let html = highlighted(
            "diff --git a/f b/f\n--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n same\n-old <x>\n+new & y\n",
            as: .diff)
        #expect(html.contains(#"<span class="dir">diff --git a/f b/f</span>"#))
        #expect(html.contains(#"<span class="dir">--- a/f</span>"#))
        #expect(html.contains(#"<span class="dir">+++ b/f</span>"#))
        #expect(html.contains(#"<span class="attr">@@ -1,2 +1,2 @@</span>"#))
        #expect(html.contains("\n same\n"))
        #expect(html.contains(#"<span class="del">-old &lt;x&gt;</span>"#))
        #expect(html.contains(#"<span class="ins">+new &amp; y</span>"#))
    }

    @Test func aRemovedLineThatLooksLikeAHeaderStaysRemoved() {
        let html = highlighted("@@ -1 +1 @@\n--- not a header\n context\n", as: .diff)
        #expect(html.contains(#"<span class="del">--- not a header</span>"#))
    }
}
