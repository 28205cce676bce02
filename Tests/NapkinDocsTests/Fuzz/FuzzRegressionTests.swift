import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore
@testable import NapkinDocsTestSupport

/// Replays every file of `Fixtures/fuzz` (the fuzzers' crashers, and hostile inputs made by
/// hand) through the fuzzers' own harness, outside libFuzzer: no crash, and no broken guarantee.
@Suite struct FuzzRegressionTests {
    /// The folder of replayed inputs.
    static let folder = SiteFixture.fixtures.appending(path: "fuzz")

    /// The harness, over the same tiny symbol graph as the fuzzers.
    static let harness = FuzzHarness.overTinyGraph(
        packageRoot: SiteFixture.fixtures.deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path)

    /// The names of the replayed inputs, sorted.
    static let inputs: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { !$0.hasPrefix(".") }.sorted()

    /// Reads one input's bytes.
    private static func bytes(of name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appending(path: name)))
    }

    @Test func theFolderHoldsInputs() {
        #expect(Self.inputs.count >= 5)
    }

    @Test(arguments: inputs)
    func renderingAnInputKeepsEveryGuarantee(_ name: String) async throws {
        let violations = await Self.harness.renderArticle(try Self.bytes(of: name))
        #expect(violations.isEmpty, "\(name): \(violations.joined(separator: "\n"))")
    }

    /// The render check goes through the real build: every page it makes, the print page and
    /// the symbol pages included, reaches the page check.
    @Test func renderingBuildsEveryPageOfTheRealSite() async {
        let pages = await Self.harness.buildSite(
            [("napkin.md", FuzzHarness.rootArticle), ("Fuzz.md", "# Fuzz\n\nText.\n")],
            allowsRawHTML: false, rules: .compiled
        ).map(\.path)
        for page in ["index.html", "print.html", "articles/fuzz.html"] {
            #expect(pages.contains(page), "\(pages)")
        }
        #expect(pages.contains { $0.hasPrefix("documentation/") }, "\(pages)")
    }

    @Test(arguments: inputs)
    func extractingSnippetsOfAnInputKeepsEveryGuarantee(_ name: String) throws {
        let violations = Self.harness.extractSnippets(try Self.bytes(of: name))
        #expect(violations.isEmpty, "\(name): \(violations.joined(separator: "\n"))")
    }

    @Test func thePageCheckCatchesWhatItLooksFor() {
        let page = """
            <p><a href="&#106;avascript:alert(1)">x</a><img src=" data:text/html,x"></p>
            <script>alert(1)</script><b onclick="x">b</b><a title="<i>">t</a><iframe></iframe>
            <script src="navigation.js" defer></script><!-- <script>ignored</script> -->
            <h2 id="same">A</h2><h2 id="same">B</h2>
            """
        let violations = FuzzHarness.pageViolations(page, path: "p.html")
        // The quick scan finds 7 (two URLs, the inline script, the handler, the `<` in a title,
        // the iframe, the duplicate id); the standard's reading (PageSafety) finds 5 of them again.
        #expect(violations.count == 12, "\(violations.joined(separator: "\n"))")
        #expect(violations.filter { $0.contains("the javascript: URL") }.count == 1)
        #expect(violations.contains { $0.contains("the event-handler attribute onclick on <b>") })
        #expect(FuzzHarness.pageViolations("<p>fine</p><a href=\"x.html\">", path: "").isEmpty)
    }

    @Test func requiresTakesOnlyAModuleName() {
        let document = MarkdownDocument(
            source: "# T\n\n```swift requires=UIKit)\nlet a = 1\n```\n", path: "A.md")
        let file = SnippetExtractor.snippets(in: document)
        #expect(file.snippets.isEmpty)
        #expect(
            file.diagnostics.map(\.description) == [
                "A.md:3:1: error: 'requires=UIKit)' is not a module name, as in 'requires=UIKit'"
            ])
        #expect(FenceInfo.isModuleName("Darwin.C") && !FenceInfo.isModuleName("Darwin."))
    }

    @Test func theSnippetCheckReadsLiteralsBackAsTheCompilerDoes() {
        let text = "a \"quote\", a \\ backslash, a\ttab, a\r\nbreak, a \u{0} NUL, \u{7F} and é"
        #expect(FuzzHarness.parsedLiteral(SnippetSourceGenerator.literal(text)) == text)
        #expect(FuzzHarness.parsedLiteral("\"unescaped \" quote\"") == nil)
        #expect(FuzzHarness.lineCount(of: "a\r\nb\rc\nd") == 4)
    }
}
