import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks what the Markdown layer lists about a document, and where it says each thing is.
struct MarkdownDocumentTests {
    /// A small article touching every kind of node the layer lists.
    static let article = """
        # The ``Presenter``

        A presenter *formats* state, see [Routers](Routers.md "Routing").
        It sits under <doc:HeadlessNapkins> and www.example.com.

        - Calls ``Router/attachChild(_:)`` and `plain`.

        > Quoted ``Quote``.

        ```swift run
        let x = 1
        print(x)
        ```

            indented code

        ## Topics

        | a | b |
        |---|---|
        | ``Cell`` | ![logo](logo.png) |
        """

    /// Headings keep their level, their plain text (code included) and their first column.
    @Test func headingsHaveLevelTextAndLocation() {
        let document = MarkdownDocument(source: Self.article, path: "A.md")
        #expect(
            document.headings == [
                Heading(
                    level: 1, text: "The Presenter", location: SourceLocation(line: 1, column: 1)),
                Heading(level: 2, text: "Topics", location: SourceLocation(line: 17, column: 1)),
            ])
        #expect(document.title?.text == "The Presenter")
    }

    /// A fenced block is located at its opening fence; its code starts on the next line.
    @Test func fencedCodeBlockStartsAtFenceWithCodeOnNextLine() throws {
        let document = MarkdownDocument(source: Self.article, path: "A.md")
        let fenced = try #require(document.codeBlocks.first)
        #expect(fenced.info == "swift run")
        #expect(fenced.infoWords == ["swift", "run"])
        #expect(fenced.code == "let x = 1\nprint(x)\n")
        #expect(fenced.location == SourceLocation(line: 10, column: 1))
        #expect(fenced.firstCodeLine == 11)
        #expect(fenced.isFenced)
    }

    /// An indented block has no info string, and its first code line is its own line.
    @Test func indentedCodeBlockStartsOnItsOwnLine() throws {
        let document = MarkdownDocument(source: Self.article, path: "A.md")
        let indented = try #require(document.codeBlocks.last)
        #expect(!indented.isFenced)
        #expect(indented.info.isEmpty)
        #expect(indented.firstCodeLine == 15)
    }

    /// Links, autolinks (DocC's `<doc:>` and bare GFM ones) and images are told apart and located.
    @Test func linksOfEachKindAreLocated() {
        let document = MarkdownDocument(source: Self.article, path: "A.md")
        #expect(
            document.links == [
                Link(
                    destination: "Routers.md", title: "Routing", text: "Routers",
                    location: SourceLocation(line: 3, column: 34), kind: .link),
                Link(
                    destination: "doc:HeadlessNapkins", title: "", text: "doc:HeadlessNapkins",
                    location: SourceLocation(line: 4, column: 15), kind: .autolink),
                Link(
                    destination: "http://www.example.com", title: "", text: "www.example.com",
                    location: SourceLocation(line: 4, column: 41), kind: .autolink),
                Link(
                    destination: "logo.png", title: "", text: "logo",
                    location: SourceLocation(line: 21, column: 14), kind: .image),
            ])
    }

    /// Code spans are located at their first backtick, in every container, and exactly two
    /// backticks make a symbol link.
    @Test func codeSpansAreLocatedAndDoubleBackticksAreSymbolLinks() {
        let document = MarkdownDocument(source: Self.article, path: "A.md")
        let spans = document.codeSpans.map { "\($0.location) \($0.code) \($0.isSymbolLink)" }
        #expect(
            spans == [
                "1:7 Presenter true",
                "6:9 Router/attachChild(_:) true",
                "6:40 plain false",
                "8:10 Quote true",
                "21:3 Cell true",
            ])
    }

    /// Autolinks past a paragraph's first line are located at their `<`, though cmark-gfm's own
    /// position for them is wrong there.
    @Test func autolinksOnContinuationLinesAreLocated() {
        let document = MarkdownDocument(
            source: "xx\nyyyyy\nb <doc:A>\n> q\n> r `c` <doc:B>", path: "L.md")
        #expect(
            document.links.map(\.location) == [
                SourceLocation(line: 3, column: 3), SourceLocation(line: 5, column: 9),
            ])
    }

    /// One, three, or padded backticks are told apart from a double-backtick symbol link.
    @Test func backtickCountDecidesSymbolLinks() {
        let document = MarkdownDocument(
            source: "`one` ``two`` ```three``` `` `padded` ``", path: "B.md")
        #expect(document.codeSpans.map(\.isSymbolLink) == [false, true, false, true])
        #expect(document.codeSpans.map(\.location.column) == [1, 7, 15, 27])
        #expect(document.codeSpans.last?.code == "`padded`")
    }

    /// CRLF line breaks count as one line each.
    @Test func crlfLineBreaksCountOnce() throws {
        let document = MarkdownDocument(
            source: "# T\r\n\r\nText ``S``\r\n\r\n```swift\r\nlet a = 1\r\n```\r\n", path: "C.md")
        #expect(document.codeSpans.first?.location == SourceLocation(line: 3, column: 6))
        let block = try #require(document.codeBlocks.first)
        #expect(block.location.line == 5)
        #expect(block.firstCodeLine == 6)
    }

    /// An origin shifts every location, so a doc comment's nodes point into its Swift file.
    @Test func originShiftsEveryLocation() {
        let document = MarkdownDocument(
            source: "Uses ``Router``.\n\n```swift\nlet a = 1\n```\n", path: "R.swift",
            origin: SourceLocation(line: 40, column: 9))
        #expect(document.codeSpans.first?.location == SourceLocation(line: 40, column: 14))
        #expect(document.codeBlocks.first?.firstCodeLine == 43)
    }

    /// The first top-level paragraph is the abstract, as plain text with soft breaks as spaces.
    @Test func firstParagraphIsThePlainAbstract() {
        let document = MarkdownDocument(source: Self.article, path: "A.md")
        #expect(
            document.firstParagraph?.text
                == "A presenter formats state, see Routers. "
                + "It sits under doc:HeadlessNapkins and www.example.com.")
        #expect(document.firstParagraph?.location == SourceLocation(line: 3, column: 1))
    }

    /// Sections split the plain text at top-level headings and leave code blocks out.
    @Test func sectionsSplitAtHeadingsWithoutCode() {
        let document = MarkdownDocument(
            source: "Intro.\n\n# A\n\nOne.\n\n```swift\nx\n```\n\n## B\n\n- Two", path: "S.md")
        #expect(
            document.sections.map { "\($0.heading?.text ?? "-"): \($0.text)" } == [
                "-: Intro.", "A: One.", "B: Two",
            ])
    }

    /// A summary under a link keeps its code and emphasis; links, images and raw HTML inside
    /// it are text, since it sits inside another link.
    @Test func theSummaryMarkupKeepsCodeAndEmphasis() {
        let document = MarkdownDocument(
            source:
                "# T\n\nRuns ``Tool`` with *care* & [a link](x)\n![pic](p.png)<b>x</b>.\n\nMore.\n",
            path: "T.md")
        #expect(
            document.summaryMarkup
                == "Runs <code>Tool</code> with <em>care</em> &amp; a link x.")
        #expect(MarkdownDocument(source: "# Only\n", path: "T.md").summaryMarkup == nil)
    }
}
