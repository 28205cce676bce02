import Testing

@testable import NapkinDocs

/// Checks the classes the shell lexer gives scripts and terminal sessions.
struct ShellLexerTests {
    @Test func scriptsColourWordsStringsExpansionsOptionsAndComments() {
        let html = highlighted(
            "if [ -n \"$HOME\" ]; then\n  echo 'it is' $USER ${PATH} --verbose # note\nfi\n",
            as: .shell)
        #expect(html.contains(#"<span class="kw">if</span>"#))
        #expect(html.contains(#"<span class="kw">then</span>"#))
        #expect(html.contains(#"<span class="kw">fi</span>"#))
        #expect(html.contains(#"<span class="attr">-n</span>"#))
        #expect(html.contains(#"<span class="str">"$HOME"</span>"#))
        #expect(html.contains(#"<span class="str">'it is'</span>"#))
        #expect(html.contains(#"<span class="esc">$USER</span>"#))
        #expect(html.contains(#"<span class="esc">${PATH}</span>"#))
        #expect(html.contains(#"<span class="attr">--verbose</span>"#))
        #expect(html.contains(#"<span class="com"># note</span>"#))
    }

    @Test func reservedWordsCountOnlyWhereACommandIsNamed() {
        let html = highlighted("git checkout done && export A=1 a#b", as: .shell)
        #expect(!html.contains(#"<span class="kw">done</span>"#))
        #expect(html.contains(#"<span class="kw">export</span>"#))
        #expect(!html.contains(#"class="com""#))
    }

    @Test func sessionsMarkThePromptAndLexOnlyTheCommand() {
        let html = highlighted(
            "$ swift build --product napkin-docs \\\n  -c release\nBuilding \"x\" -v\n% ls\n",
            as: .console)
        #expect(html.hasPrefix(#"<span class="prompt">$</span> swift build "#))
        #expect(html.contains(#"<span class="attr">--product</span>"#))
        #expect(html.contains(#"<span class="attr">-c</span>"#))
        #expect(html.contains("\nBuilding \"x\" -v\n"))
        #expect(html.contains(#"<span class="prompt">%</span> ls"#))
    }
}
