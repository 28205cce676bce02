import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Directives are read in DocC's grammar into the one model: nested, with Markdown inside,
/// their blocks' indentation removed, and never inside code.
@Suite struct DirectiveParsingTests {
    /// The kinds of the model's nodes, in document order, as short names.
    static func kinds(_ source: String) -> [String] {
        MarkdownDocument(source: source, path: "T.md").tree.nodes.map { node in
            switch node.kind {
            case .directive(let directive): "@\(directive.name)"
            case .aside(let aside): "aside:\(aside.label)"
            case .paragraph: "p"
            case .text(let text): "'\(text)'"
            case .codeBlock(_, let code, _): "code:\(code)"
            case .blockQuote: "quote"
            case .document: "doc"
            default: "other"
            }
        }
    }

    /// A line that starts with an at sign and an unknown name is prose unless it has a
    /// directive's shape, so text such as a mention is never hidden; a known name, or an
    /// unknown one written as a directive, is still a directive.
    @Test func proseStartingWithAnAtSignStaysText() {
        #expect(Self.kinds("@alice reviewed this.\n") == ["doc", "p", "'@alice reviewed this.'"])
        #expect(
            Self.kinds("@available(iOS 17, *) marks availability.\n") == [
                "doc", "p", "'@available(iOS 17, *) marks availability.'",
            ])
        #expect(
            Self.kinds("@Unknwon(x: 1) {\n    Text.\n}\n").first(where: { $0.hasPrefix("@") })
                == "@Unknwon")
        #expect(Self.kinds("@Unknwon\n") == ["doc", "@Unknwon"])
        // A name that is not a word is never a directive's: a team mentioned on its own line.
        #expect(
            Self.kinds("Ask the reviewers:\n@kettle-makers/reviewers.\n") == [
                "doc", "p", "'Ask the reviewers:'", "other", "'@kettle-makers/reviewers.'",
            ])
        #expect(Self.kinds("@org/team\n") == ["doc", "p", "'@org/team'"])
        #expect(Self.kinds("@Small Fine print.\n").contains("@Small"))
    }

    @Test func directivesNestAndHoldMarkdown() {
        let source = "@Row {\n    @Column(size: 2) {\n        Text *here*.\n    }\n}\n"
        #expect(
            Self.kinds(source) == [
                "doc", "@Row", "@Column", "p", "'Text '", "other", "'here'", "'.'",
            ])
    }

    @Test func anIndentedBlockIsNotReadAsCode() {
        #expect(
            Self.kinds("@Small {\n        Small print.\n}\n") == [
                "doc", "@Small", "p", "'Small print.'",
            ])
    }

    @Test func aBlockOnTheOpeningLineHoldsItsText() {
        #expect(Self.kinds("@Small { Fine print. }\n") == ["doc", "@Small", "p", "'Fine print.'"])
    }

    @Test func crAndCRLFLineEndingsSplitLinesAsCMarkDoes() throws {
        let document = MarkdownDocument(
            source: "Intro.\r\n\r\n@Small {\r    ## Fine\r}\r", path: "T.md")
        let heading = try #require(document.headings.first)
        #expect(heading.location == SourceLocation(line: 4, column: 5))
        #expect(document.directives.first?.directive.block == .closed)
    }

    @Test func aBraceOrAnAtInsideAFenceIsCode() {
        let source = "@Tab(\"A\") {\n    ```\n    }\n    @Row\n    ```\n}\n"
        #expect(Self.kinds(source) == ["doc", "@Tab", "code:}\n@Row\n"])
    }

    @Test func aLineStartingWithAtInsideACodeFenceIsNoDirective() {
        let document = MarkdownDocument(
            source: "```swift\n@MainActor\nfunc f() {}\n```\n", path: "T.md")
        #expect(document.directives.isEmpty)
    }

    @Test func argumentsAreReadWithLabelsQuotesAndLocations() throws {
        let document = MarkdownDocument(
            source: "Intro.\n\n@Image(source: \"a, b.png\", alt: plain words)\n", path: "T.md")
        let directive = try #require(document.directives.first).directive
        #expect(directive["source"] == "a, b.png")
        #expect(directive["alt"] == "plain words")
        #expect(directive.location == SourceLocation(line: 3, column: 1))
        #expect(directive.arguments[1].location == SourceLocation(line: 3, column: 28))
    }

    @Test func argumentsMaySpanLines() throws {
        let document = MarkdownDocument(
            source: "@Video(\n    source: clip,\n    alt: \"A clip\"\n)\n", path: "T.md")
        let directive = try #require(document.directives.first).directive
        #expect(directive["source"] == "clip")
        #expect(directive["alt"] == "A clip")
    }

    @Test func nodePositionsInsideABlockAreThoseOfTheFile() throws {
        let document = MarkdownDocument(
            source: "@Row {\n    @Column {\n        ## Inside\n    }\n}\n", path: "T.md")
        let heading = try #require(document.headings.first)
        #expect(heading.location == SourceLocation(line: 3, column: 9))
    }

    @Test func aTaggedBlockQuoteIsAnAsideWithoutItsTag() {
        #expect(Self.kinds("> Note: Read this.\n") == ["doc", "aside:Note", "p", "'Read this.'"])
        #expect(
            Self.kinds("> Warning:\n> Careful.\n") == ["doc", "aside:Warning", "p", "'Careful.'"])
        #expect(Self.kinds("> See also: x\n") == ["doc", "aside:See Also", "p", "'x'"])
        // Any other capitalized tag of a few words is a callout of the author's own, as in DocC.
        #expect(Self.kinds("> Definition: x\n") == ["doc", "aside:Definition", "p", "'x'"])
        #expect(
            Self.kinds("> Earlier Versions: x\n") == ["doc", "aside:Earlier Versions", "p", "'x'"])
        #expect(Self.kinds("> the rule: x\n") == ["doc", "quote", "p", "'the rule: x'"])
        #expect(
            Self.kinds("> Read this, then that: x\n") == [
                "doc", "quote", "p", "'Read this, then that: x'",
            ])
        #expect(
            Self.kinds("> One two three four five: x\n") == [
                "doc", "quote", "p", "'One two three four five: x'",
            ])
    }

    @Test func anAsideIsALabelledCallout() {
        let html = MarkdownDocument(source: "> Tip: Try this.\n", path: "T.md").renderHTML()
        #expect(
            html
                == "<aside class=\"aside aside-tip\" aria-label=\"Tip\">\n<p class=\"aside-label\">Tip</p>\n<p>Try this.</p>\n</aside>\n"
        )
    }

    @Test func hiddenDirectivesAreNeverShown() {
        let html = MarkdownDocument(
            source:
                "@Comment {\n    Secret.\n}\n\n@Metadata {\n    @DisplayName(\"X\")\n}\n\n@Unknown(a: b)\n\nShown.\n",
            path: "T.md"
        ).renderHTML()
        #expect(html == "<p>Shown.</p>\n")
    }
}
