import Testing

@testable import NapkinDocs

/// Checks the classes the Markdown lexer gives blocks, directives and inline code.
struct MarkdownLexerTests {
    @Test func headingsMarkersDirectivesAndInlinesGetTheirClasses() {
        let html = highlighted(
            "# Title\n\n- Use ``Presenter`` and `let x`.\n> See [it](a.md) or <doc:Guide>.\n@Metadata {\n1. \\*not emphasis\n",
            as: .markdown)
        #expect(html.hasPrefix(#"<span class="kw"># Title</span>"#))
        #expect(
            html.contains(#"<span class="kw">-</span> Use <span class="type">``Presenter``</span>"#)
        )
        #expect(html.contains(#"<span class="str">`let x`</span>"#))
        #expect(
            html.contains(#"<span class="kw">&gt;</span> See [it](<span class="attr">a.md</span>)"#)
        )
        #expect(html.contains(#"<span class="attr">&lt;doc:Guide&gt;</span>"#))
        #expect(html.contains(#"<span class="dir">@Metadata</span> {"#))
        #expect(html.contains(#"<span class="kw">1.</span> <span class="esc">\*</span>"#))
    }

    @Test func aFencedBlocksCodeIsNotReadAsMarkdown() {
        let html = highlighted(
            "```swift\n# not a heading\n```text\n```\n# heading\n", as: .markdown)
        #expect(html.contains(#"<span class="dir">```swift</span>"#))
        #expect(html.contains(#"<span class="str"># not a heading</span>"#))
        #expect(html.contains(#"<span class="str">```text</span>"#))
        #expect(html.contains(#"<span class="kw"># heading</span>"#))
    }
}
