import Foundation
import Testing

@testable import NapkinDocs

/// A drafted document, filled at render time, writes the very bytes that parsing and rendering
/// it again would; where it cannot, it says so and the document is rendered again.
@Suite struct HTMLDraftTests {
    /// A page-like transform: every kind of slot gets a value, and each value ends differently
    /// (with and without a line break, empty), so that cmark's line breaks around blocks count.
    static let pageTransform = HTMLTransform(
        linkDestination: { link in
            link.destination.hasPrefix("doc:")
                ? "../articles/" + link.destination.dropFirst(4).lowercased() + ".html#top" : nil
        },
        symbolLink: { span in
            "<a class=\"symbol-link\" href=\"x.html\"><code>\(span.code)</code></a>"
        },
        codeBlock: { block in
            switch block.language {
            case "output": ""
            case "swift": "<pre class=\"listing\">\(block.code.count)</pre>\n"
            default: "<pre>\(block.code.count)</pre>"
            }
        },
        headingID: { heading in "h-\(heading.location.line)" },
        removesSection: MarkdownPageRenderer.opensTopics,
        removesFirstHeading: true)

    /// A document with every kind of slot, in the places cmark treats specially: table cells,
    /// headings, a block at the very start, links inside images, and a Topics section.
    static let sample = """
        # Title with `code` and [a link](doc:Other)

        ```output
        first block, replaced by nothing
        ```

        Text with ``Router``, [doc link](doc:Guide), <doc:Guide>, <https://example.com> and
        ![an image](pic.png) and [![linked image](b.png)](doc:Guide).

        | Symbol | Link |
        | --- | --- |
        | ``Router`` | [cell](doc:Guide) |

        ## Section [with link](doc:Guide)

        ```swift
        let a = 1
        ```

        > ### Quoted heading
        >
        > ```
        > plain
        > ```

        ## Topics

        - <doc:Guide>

        ## After

        [bad](javascript:alert(1)) and [fine](other.md).
        """

    /// Renders `source` drafted and in full with `transform`.
    private func bothWays(
        _ source: String, _ transform: HTMLTransform = pageTransform, allowsRawHTML: Bool = false
    ) -> (filled: String?, full: String) {
        let shape = MarkdownPageRenderer.draftShape(allowsRawHTML: allowsRawHTML)
        let drafted = MarkdownDocument(source: source, path: "A.md", draftingFor: shape)
        let plain = MarkdownDocument(source: source, path: "A.md")
        #expect(drafted.headings == plain.headings && drafted.links == plain.links)
        let filled = drafted.draft?.filled(for: drafted, with: transform)
        #expect(drafted.renderHTML(transform) == plain.renderHTML(transform))
        return (filled, plain.renderHTML(transform))
    }

    @Test func fillingTheSampleGivesTheFullRender() throws {
        let (filled, full) = bothWays(Self.sample)
        let html = try #require(filled, "the sample should be drafted and filled")
        #expect(html == full)
        #expect(!html.utf8.contains(HTMLDraft.slotStart) && !html.utf8.contains(HTMLDraft.slotEnd))
        #expect(html.contains("../articles/guide.html#top"))
        #expect(html.contains("<h2 id=\"h-14\">"))
        #expect(!html.contains("Topics"))
    }

    @Test func withRawHTMLAllowedTooTheDraftFills() throws {
        let source = Self.sample + "\n\n<div class=\"x\">raw</div> and <b>inline</b>\n"
        var transform = Self.pageTransform
        transform.allowsRawHTML = true
        let (filled, full) = bothWays(source, transform, allowsRawHTML: true)
        #expect(try #require(filled) == full)
        #expect(full.contains("<div class=\"x\">raw</div>"))
    }

    /// The documentation's own articles.
    static let articlesFolder = SiteFixture.fixtures.deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Articles")

    /// Every readable Markdown file of the repository: the articles and every fixture.
    static let markdownFiles: [URL] = [articlesFolder, SiteFixture.fixtures].flatMap { folder in
        (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL } ?? [])
            .filter {
                $0.pathExtension == "md" && FileManager.default.isReadableFile(atPath: $0.path)
            }
    }
    .sorted { $0.path < $1.path }

    @Test func theRepositoryHasMarkdownToCompare() {
        #expect(Self.markdownFiles.count > 50)
    }

    @Test(arguments: markdownFiles)
    func everyMarkdownFileRendersTheSameDrafted(_ file: URL) throws {
        let source = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        for allowsRawHTML in [false, true] {
            var transform = Self.pageTransform
            transform.allowsRawHTML = allowsRawHTML
            let (filled, full) = bothWays(source, transform, allowsRawHTML: allowsRawHTML)
            if let filled { #expect(filled == full, "\(file.lastPathComponent)") }
        }
    }

    @Test func theArticlesAreFilledNotRenderedAgain() throws {
        let articles = Self.markdownFiles.filter {
            $0.standardizedFileURL.path.hasPrefix(
                Self.articlesFolder.standardizedFileURL.path + "/")
        }
        #expect(articles.count >= 10)
        for file in articles {
            let source = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            #expect(bothWays(source).filled != nil, "\(file.lastPathComponent)")
        }
    }

    @Test func aRenderAskingForSomethingElseIsNotFilled() {
        let source = "# T\n\n## Topics\n\n- <doc:A>\n\ntext\n"
        var keepsTitle = Self.pageTransform
        keepsTitle.removesFirstHeading = false
        #expect(bothWays(source, keepsTitle).filled == nil)
        var keepsTopics = Self.pageTransform
        keepsTopics.removesSection = { _ in false }
        #expect(bothWays(source, keepsTopics).filled == nil)
        var rawHTML = Self.pageTransform
        rawHTML.allowsRawHTML = true
        #expect(bothWays(source, rawHTML).filled == nil)
        var noID = Self.pageTransform
        noID.headingID = { _ in nil }
        #expect(bothWays("# T\n\n## A\n", noID).filled == nil)
        var escaped = Self.pageTransform
        escaped.linkDestination = { _ in "a b.html" }
        #expect(bothWays("# T\n\n[x](y.md)\n", escaped).filled == nil)
    }

    @Test(arguments: [
        "\u{1}", "\u{2}", "&#1;", "&#2;", "&#x01;", "&#X2;", "&#0000001;", "&#1", "&#x2",
    ])
    func textThatCouldWriteASlotIsNotDrafted(_ text: String) {
        #expect(!HTMLDraft.canDraft("# T\n\nsome \(text) here\n"))
        let shape = MarkdownPageRenderer.draftShape(allowsRawHTML: false)
        #expect(
            MarkdownDocument(source: "# T\n\n\(text)\n", path: "A.md", draftingFor: shape).draft
                == nil)
    }

    @Test(arguments: ["&#10;", "&#12;", "&#x1F;", "&#21;", "&amp;", "&#;", "&#x;", "plain"])
    func otherReferencesAreDrafted(_ text: String) {
        #expect(HTMLDraft.canDraft("# T\n\nsome \(text) here\n"))
    }

    /// A slot inside an image's description would be written as text, or not at all.
    @Test func aLinkInsideAnImageInATableIsNotDrafted() {
        let shape = MarkdownPageRenderer.draftShape(allowsRawHTML: false)
        let source = "# T\n\n| a |\n| - |\n| ![x ``Router`` [y](z.md)](p.png) |\n"
        #expect(MarkdownDocument(source: source, path: "A.md", draftingFor: shape).draft == nil)
        #expect(bothWays(source).full.contains("<img"))
    }

    /// The bytes a filled destination is written with are bytes cmark writes unchanged.
    @Test func bytesWrittenAsIsAreTheOnesCmarkKeeps() {
        for byte in UInt8(0x21)..<0x7F where HTMLDraft.isWrittenAsIs(byte) {
            let destination = "a" + String(UnicodeScalar(byte)) + "b"
            let html = MarkdownDocument(source: "[x](<\(destination)>)", path: "A.md").renderHTML()
            #expect(html.contains("href=\"\(destination)\""), "byte \(byte)")
        }
        #expect(!HTMLDraft.isWrittenAsIs(UInt8(ascii: " ")))
        #expect(!HTMLDraft.isWrittenAsIs(UInt8(ascii: "&")))
        #expect(!HTMLDraft.isWrittenAsIs(UInt8(ascii: "\"")))
        #expect(!HTMLDraft.isWrittenAsIs(0xC3))
    }

    /// The fast ASCII path of `isBlocked` answers as reading the whole destination as Unicode
    /// does (the reference below), on random destinations mixing case, blanks, control
    /// characters and letters that lower-case to ASCII (the Kelvin sign).
    @Test func isBlockedAgreesWithTheUnicodeReading() {
        func reference(_ destination: String) -> Bool {
            let visible = destination.unicodeScalars.filter { $0.value > 0x20 }
            let text = String(String.UnicodeScalarView(visible)).lowercased()
            guard let colon = text.firstIndex(of: ":") else { return false }
            return HTMLTransform.blockedSchemes.contains(String(text[..<colon]))
        }
        let pieces = [
            "java", "script", "JAVA", "Script", "vb", "data", "DaTa", ":", " ", "\t", "\u{1}",
            "\u{7F}", "\u{212A}", "x", "/", "#", "é", "%3A", "javascriptx",
        ]
        var random = SeededGenerator(seed: 4)
        for _ in 0..<20_000 {
            let count = Int.random(in: 1...6, using: &random)
            let destination = (0..<count).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            #expect(
                HTMLTransform.isBlocked(destination) == reference(destination), "\(destination)")
        }
    }
}
