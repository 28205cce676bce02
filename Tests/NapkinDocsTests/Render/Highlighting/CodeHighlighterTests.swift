import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Highlights `code` with one of ``CodeHighlighter``'s lexers, as HTML.
/// - Parameters:
///   - code: The code.
///   - language: The lexer.
/// - Returns: The highlighted HTML.
func highlighted(_ code: String, as language: CodeHighlighter.Language) -> String {
    CodeHighlighter.fragment(for: code, in: language).html
}

/// Checks the choice of a lexer by the fence's language, and that every lexer keeps every
/// character of any input.
struct CodeHighlighterTests {
    /// Inputs that end in the middle of things, mix line endings, or hold characters that
    /// HTML escapes or that take several bytes.
    static let trickySamples: [String] = [
        "",
        "\"unterminated string\n'also open\n",
        "/* never closed\n<!-- nor this\n``` open fence\n",
        "a\r\nb\rc\n\r\n",
        "<&>\"' &amp; &lt;x&gt; <a href=\"x\">",
        "é🙂 x̃ 日本語 \u{2028}\u{0}\u{7}\t",
        "$ echo \"é🙂\" # <&>\r\n% ls -la\\\r\n  more\nout\r\n$",
        "{\"k\u{E9}y\": \"\\u00e9\\\"\", \"n\": -1.5e+3, \"b\": [true, null]}\n",
        "key: |\n  text: <b>\n- é: 'it''s'\n--- &a *b !tag\n\"open: \n",
        "--- a/f\n+++ b/f\n@@ -1 +1 @@\n-<old>\n+<new> &\n\\ No newline",
        "#include <stdio.h>\n@interface X : NSObject @end\nint x = 1'000 + 0x1Fp-3 + 'c' /* <",
        "<?xml version=\"1.0\"?>\n<!DOCTYPE plist><![CDATA[ <x> \n<a b='1 c=\"2\">&unterminated",
        "# T\n> q `code` ``Sym`` ```\n@Directive(a: \"b\") {\n[l](u <doc:X> \\* <!-- c\n",
        "``` ` `` ``` `` ` ```` x",
        "\\",
        "\r",
        "\u{FEFF}#!/bin/sh\n",
    ]

    @Test(arguments: CodeHighlighter.Language.allCases)
    func strippingTagsGivesBackTheInputExactly(_ language: CodeHighlighter.Language) {
        for code in Self.trickySamples {
            let html = highlighted(code, as: language)
            #expect(CodeListing.plainText(ofHighlighted: html) == code, "\(language): \(code)")
            #expect(!html.contains("<span class=\"\"></span>"))
        }
    }

    @Test(arguments: CodeHighlighter.Language.allCases)
    func randomGarbageRoundTrips(_ language: CodeHighlighter.Language) {
        let alphabet = Array(##"ab Z09_"'#\/*()`@$.{}<>&:-+|!~[],;=%"## + "\n\r\t\u{E9}🙂")
        var generator = SeededGenerator(seed: 30)
        for _ in 0..<300 {
            let length = Int.random(in: 0..<60, using: &generator)
            let code = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            let html = highlighted(code, as: language)
            #expect(CodeListing.plainText(ofHighlighted: html) == code, "\(language): \(code)")
        }
    }

    @Test func fenceLanguagesChooseTheirLexersInAnyCase() {
        let expected: [String: CodeHighlighter.Language] = [
            "bash": .shell, "SH": .shell, "zsh": .shell, "console": .console, "JSON": .json,
            "md": .markdown, "Objective-C": .objectiveC, "objc": .objectiveC, "h": .c,
            "c++": .cpp, "cxx": .cpp, "plist": .markup, "HTML": .markup, "yml": .yaml,
            "patch": .diff,
        ]
        for (fence, language) in expected {
            #expect(CodeHighlighter.languages[fence.lowercased()] == language, "\(fence)")
            #expect(
                CodeHighlighter.fragment(for: "x", language: fence)
                    == CodeHighlighter.fragment(for: "x", in: language))
        }
    }

    @Test func unknownLanguagesAreLeftToTheCaller() {
        #expect(CodeHighlighter.fragment(for: "x", language: "text") == nil)
        #expect(CodeHighlighter.fragment(for: "x", language: "output") == nil)
        #expect(CodeHighlighter.fragment(for: "x", language: nil) == nil)
    }
}
