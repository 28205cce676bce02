import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks the tokens snippet scanning reads, grouped from ``SwiftLexer``'s lexemes.
struct SwiftTokenizerTests {
    /// The kinds and texts of the tokens of `source`.
    private static func tokens(_ source: String) -> [String] {
        SwiftTokenizer.tokens(of: source).map { "\($0.kind):\($0.text)" }
    }

    /// A string literal, interpolations and nested strings included, is one token.
    @Test func stringLiteralIsOneToken() {
        #expect(
            Self.tokens(#"x = "a \(f("}")) b" + 1"#)
                == [
                    "word:x", "punctuation:=", #"literal:"a \(f("}")) b""#, "punctuation:+",
                    "word:1",
                ])
    }

    /// A raw string runs to the quote followed by its own hashes, past quotes and braces.
    @Test func rawStringIsOneToken() {
        #expect(
            Self.tokens(##"s = #"a "} \(b)"# + 1"##)
                == [
                    "word:s", "punctuation:=", ##"literal:#"a "} \(b)"#"##, "punctuation:+",
                    "word:1",
                ])
    }

    /// An attribute takes its arguments, even a string holding a bracket.
    @Test func attributeTakesItsArguments() {
        #expect(
            Self.tokens("@available(*, message: \"a ) b\") struct S {}")
                == [
                    "attribute:@available(*, message: \"a ) b\")", "word:struct", "word:S",
                    "open:{",
                    "close:}",
                ])
    }

    /// A single-line string left open ends at the line break, and scanning goes on after it.
    @Test func unterminatedStringEndsAtTheLineBreak() {
        #expect(
            Self.tokens("let s = \"open\nstruct X {}")
                == [
                    "word:let", "word:s", "punctuation:=", "literal:\"open", "word:struct",
                    "word:X",
                    "open:{", "close:}",
                ])
    }

    /// Comments are skipped, nested block comments whole, and backticked names are escaped words.
    @Test func commentsAreSkippedAndBacktickedNamesAreEscaped() {
        #expect(
            Self.tokens("/* a /* b */ class */ let `class` = #line // struct")
                == ["word:let", "escapedWord:`class`", "punctuation:=", "directive:#line"])
    }
}
