import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks ``SwiftLexer``, the one lexer behind snippet scanning and highlighting, on the
/// inputs that are easy to get wrong.
struct SwiftLexerTests {
    /// Sources whose strings, comments and interpolations are easy to misread.
    static let tricky = [
        ##"let raw = #"a "quoted" \(notCode) \#(code + 1) end"# + x"##,
        "let text = \"\"\"\n    one \\(a) \"two\"\n    three \\\n    \"\"\"\nstruct After {}",
        "/* outer /* inner */ still comment */ let visible = 1",
        #"print("\(f((1 + 2) * g(3))) and \(h(")")) done")"#,
        #"let nested = "a \("b \(c) d") e""#,
        "let open = \"never closed\nstruct Next {}",
        "@available(*, message: \"a ) b\") struct S { let n = 0x1F_p3 }",
        "let `default` = $0 + 1.5e-3 /// doc\nenum ÉtoileŽ { case a }",
        "let regex = /a+b/ // a regex literal is read as code",
    ]

    /// The lexemes of `source`, as kinds and texts.
    private static func lexemes(_ source: String) -> [(SwiftLexeme.Kind, String)] {
        var lexer = SwiftLexer(source)
        var result: [(SwiftLexeme.Kind, String)] = []
        while let lexeme = lexer.next() {
            result.append((lexeme.kind, String(lexer.text(lexeme.range))))
        }
        return result
    }

    /// The lexemes cover the source exactly: none empty, none overlapping, none missing.
    @Test(arguments: tricky) func lexemesCoverTheSourceExactly(source: String) {
        var lexer = SwiftLexer(source)
        var end = 0
        while let lexeme = lexer.next() {
            #expect(lexeme.range.lowerBound == end)
            #expect(!lexeme.range.isEmpty)
            end = lexeme.range.upperBound
        }
        #expect(end == source.utf8.count)
    }

    /// A raw string's `\(` is text; only `\#(` opens an interpolation, and `"#` closes it.
    @Test func rawStringNeedsItsHashesToEscapeAndClose() {
        let found = Self.lexemes(Self.tricky[0]).filter { $0.0 != .whitespace }
        let kinds = found.map(\.0)
        #expect(
            kinds == [
                .identifier, .identifier, .punctuation, .stringDelimiter, .stringText,
                .interpolationStart, .identifier, .punctuation, .number, .interpolationEnd,
                .stringText, .stringDelimiter, .punctuation, .identifier,
            ])
        #expect(found[4].1 == #"a "quoted" \(notCode) "#)
        #expect(found[11].1 == "\"#")
    }

    /// Block comments nest: the first `*/` does not end the outer comment.
    @Test func blockCommentsNest() {
        let found = Self.lexemes(Self.tricky[2])
        #expect(found[0].0 == .comment)
        #expect(found[0].1 == "/* outer /* inner */ still comment */")
    }

    /// An interpolation ends at its own `)`, after nested parentheses and a string holding one.
    @Test func interpolationEndsAtItsOwnParenthesis() {
        let found = Self.lexemes(Self.tricky[3])
        let ends = found.filter { $0.0 == .interpolationEnd }.count
        #expect(ends == 2)
        #expect(found.last?.0 == .close)
        #expect(found.filter { $0.0 == .stringText }.map(\.1) == [" and ", ")", " done"])
        #expect(found.filter { $0.0 == .identifier }.map(\.1) == ["print", "f", "g", "h"])
    }

    /// A multi-line string runs to its `"""`, through quotes, escapes and a line continuation.
    @Test func multilineStringRunsToItsClosingDelimiter() {
        let found = Self.lexemes(Self.tricky[1])
        let close = found.lastIndex { $0.0 == .stringDelimiter }
        #expect(close.map { found[$0].1 } == "\"\"\"")
        #expect(found.filter { $0.0 == .escape }.map(\.1) == ["\\"])
        #expect(found.suffix(7).map(\.1) == ["\n", "struct", " ", "After", " ", "{", "}"])
    }

    /// Snippet scanning sees exactly the strings and comments that highlighting colours:
    /// every string byte is inside a literal token (or an attribute's arguments), every literal
    /// token starts and ends as a string, no word is coloured as one, and no token touches a
    /// comment.
    @Test(arguments: tricky) func snippetScanningAndHighlightingAgree(source: String) {
        let classes = Self.classes(ofHighlighted: SwiftHighlighter.fragment(unlinked: source).html)
        #expect(classes.count == source.utf8.count)
        let tokens = SwiftTokenizer.tokens(of: source)
        var inToken = [SwiftToken.Kind?](repeating: nil, count: classes.count)
        for token in tokens {
            for offset in token.offset..<(token.offset + token.text.utf8.count) {
                inToken[offset] = token.kind
            }
        }
        for (offset, kind) in classes.enumerated() {
            switch kind {
            case "str", "esc":
                // A string is a literal token of its own, or inside an attribute's arguments.
                let holder = inToken[offset]
                #expect(holder == .literal || holder == .attribute, "byte \(offset) of \(source)")
            case "com", "doc": #expect(inToken[offset] == nil, "byte \(offset) of \(source)")
            default: break
            }
        }
        for token in tokens where token.kind == .literal {
            #expect(classes[token.offset] == "str")
            #expect(["str", "esc"].contains(classes[token.offset + token.text.utf8.count - 1]))
        }
        for token in tokens where token.kind == .word {
            let first = classes[token.offset]
            #expect(!["str", "esc", "com", "doc"].contains(first), "\(token.text) in \(source)")
        }
    }

    /// The class of each byte of the source in highlighted HTML without links (`""` for plain).
    private static func classes(ofHighlighted html: String) -> [String] {
        var classes: [String] = []
        var current = ""
        var rest = Substring(html)
        while let first = rest.first {
            if rest.hasPrefix("<span class=\"") {
                let name = rest.dropFirst(13).prefix { $0 != "\"" }
                current = String(name)
                rest = rest.dropFirst(13 + name.count + 2)
            } else if rest.hasPrefix("</span>") {
                current = ""
                rest = rest.dropFirst(7)
            } else if first == "&" {
                let entity = rest.prefix { $0 != ";" }
                classes.append(current)
                rest = rest.dropFirst(entity.count + 1)
            } else {
                classes += Array(repeating: current, count: String(first).utf8.count)
                rest = rest.dropFirst()
            }
        }
        return classes
    }
}
