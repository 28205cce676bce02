import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Every directive DocC would not read is a warning at the place it was written: one test per
/// kind of mistake.
@Suite struct DirectiveCheckerTests {
    /// The warnings of a document, as `line:column: message`.
    static func warnings(_ source: String) -> [String] {
        DirectiveChecker.diagnostics(of: MarkdownDocument(source: source, path: "T.md")).map {
            "\($0.location.map { "\($0.line):\($0.column)" } ?? "-"): \($0.message)"
        }
    }

    @Test func anUnknownDirectiveIsAWarningWithASuggestion() {
        #expect(
            Self.warnings("Text.\n\n@Colum {\n}\n") == [
                "3:1: unknown directive '@Colum'; did you mean '@Column'?; it is not shown"
            ])
    }

    @Test func anUnknownArgumentIsAWarningAtTheArgument() {
        #expect(
            Self.warnings("@Image(source: a, src: b)\n") == [
                "1:19: '@Image' has no argument 'src'; it takes 'alt', 'deviceFrame', 'source'"
            ])
    }

    @Test func aMissingRequiredArgumentIsAWarning() {
        #expect(Self.warnings("@Image(alt: a)\n") == ["1:1: '@Image' needs a 'source' argument"])
    }

    @Test func aValueNotAllowedIsAWarningAtTheValue() {
        #expect(
            Self.warnings("@Links(visualStyle: grid) {\n- a\n}\n") == [
                "1:21: '@Links': 'visualStyle' 'grid' is not one of 'list', 'compactGrid', 'detailedGrid'"
            ])
    }

    @Test func aMisplacedDirectiveIsAWarning() {
        #expect(
            Self.warnings("@Column {\n    Text.\n}\n") == [
                "1:1: '@Column' must be inside '@Row' to be read"
            ])
    }

    @Test func anUnclosedBlockIsAWarning() {
        #expect(
            Self.warnings("@Row {\n    @Column {\n        Text.\n    }\n") == [
                "1:1: '@Row' opens a block with '{' that is never closed with '}'"
            ])
    }

    @Test func anUnclosedQuoteIsAWarning() {
        #expect(
            Self.warnings("@TitleHeading(\"Guide)\n") == [
                "1:1: '@TitleHeading': the quote opened here is not closed",
                "1:1: '@TitleHeading' must be inside '@Metadata' to be read",
            ])
    }

    @Test func anUnclosedParenthesisIsAWarning() {
        #expect(
            Self.warnings("@Image(source: a\n\nText.\n") == [
                "1:1: '@Image': the '(' of '@Image' is not closed before the blank line"
            ])
    }

    @Test func textAfterTheOpeningIsAWarning() {
        #expect(
            Self.warnings("@Small words\n") == [
                "1:1: '@Small': 'words' after '@Small' means nothing; remove it"
            ])
    }

    @Test func anUnlabelledArgumentWhereNoneIsTakenIsAWarning() {
        #expect(
            Self.warnings("@Row(3) {\n}\n") == [
                "1:6: '@Row' has an unlabelled argument; it takes 'numberOfColumns'"
            ])
    }
}
