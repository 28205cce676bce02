import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Articles past the load stage's budget wait on disk until their pages are rendered, and come
/// back as they were parsed: the site is the same byte for byte.
@Suite struct DocumentSpillTests {
    /// Markdown with every kind of node the model holds.
    static let markdown = """
        # Every node

        A paragraph with *emphasis*, **strong**, ~~struck~~, `code`, ``Symbol``,
        <span>inline HTML</span>,
        a [link](https://example.com "title"), ![an image](pixel.png), a footnote[^note] and a
        hard\\
        break. Entities: &amp; &copy;.

        Setext heading
        --------------

        > Note: a quote.

        1. first
        2. second
           - [x] done
           - [ ] open

        | left | center | right | none |
        |:-----|:------:|------:|------|
        | a    | b      | c     | d    |

        ```swift title
        let x = 1
        ```

            indented code

        <div>an HTML block</div>

        @Row {
            @Column(size: 2) {
                A directive's block.
            }
        }

        ***

        [^note]: The footnote.

        ~~~~Swift
        never closed
        """

    @Test func anArticleSetAsideComesBackAsItWasParsed() throws {
        let folder = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.markdown.write(
            to: folder.appending(path: "Every.md"), atomically: true, encoding: .utf8)
        let parsed = try ArticleLoader.load("Every.md", in: folder.path, rules: .lenient)
        let spill = try #require(DocumentSpill.file(in: folder.path))
        var article = parsed
        article.setAside(in: spill)
        #expect(article.setAsideParts != nil)
        #expect(article.document.source.isEmpty)
        #expect(article.document.sections.isEmpty)
        // What resolving reads stays in memory: where each link goes, and the symbol links.
        let destinations = { (links: [Link]) in links.map { [$0.destination, "\($0.location)"] } }
        #expect(destinations(article.document.links) == destinations(parsed.document.links))
        #expect(article.document.links.allSatisfy { $0.text.isEmpty && $0.title.isEmpty })
        #expect(parsed.document.codeSpans.count == 2)
        #expect(article.document.codeSpans == parsed.document.codeSpans.filter(\.isSymbolLink))
        #expect(article.document.headings == parsed.document.headings)
        let restored = article.readBack()
        // Everything but the text, which nothing reads after loading.
        var expected = parsed.document
        expected.source = ""
        #expect(restored.document == expected)
        #expect(restored.setAsideParts == nil)
        #expect(!spill.readFailed)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Every.md"])
    }

    @Test func aSiteWithEveryArticleSetAsideIsTheSameByteForByte() async throws {
        for (name, noSymbols) in [("napkin", false), ("plain", true)] {
            let folder = SiteFixture.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            var sites: [[String: Data]] = []
            for kept in [Int.max, 0] {
                let output = folder.appending(path: "Site-\(kept)")
                var options = SiteFixture.options(
                    name, output: output, noSymbols: noSymbols,
                    rules: noSymbols ? .lenient : .compiled)
                options.keptMarkdownBytes = kept
                let report = await SiteFixture.build(options)
                #expect(report.wroteSite, "\(report.log.diagnostics)")
                sites.append(SiteFixture.tree(output))
            }
            #expect(sites[0].count > 3, "\(name)")
            #expect(sites[0] == sites[1], "\(name)")
            // The spill file beside the output was unlinked as soon as it was made.
            let beside = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(Set(beside) == ["Site-\(Int.max)", "Site-0"], "\(beside)")
        }
    }
}
