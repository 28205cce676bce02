import Foundation
import Testing

@testable import NapkinDocs

/// Every case of the bad-input corpus (`Fixtures/bad/`) ends in exactly its expected
/// diagnostics, or in correct, escaped output; never in a crash, a hang or a partial site.
///
/// The cases run one at a time, so that each one's time is its own.
@Suite(.serialized) struct BadInputCorpusTests {
    /// The longest a case may take, site build and snippet extraction together.
    static let timeLimit = Duration.seconds(5)

    /// The corpus is as large as the hardening issue asks.
    @Test func corpusHasAtLeastFortyCases() {
        #expect(BadInputCase.names.count >= 40)
    }

    @Test(arguments: BadInputCase.names)
    func caseEndsInItsDiagnosticsOrSafeOutput(name: String) async throws {
        let testCase = try BadInputCase(name)
        defer { testCase.remove() }
        let root = testCase.folder.deletingLastPathComponent()
        let output = root.appending(path: "Site")

        let start = ContinuousClock.now
        let report = await SiteBuilder(
            options: testCase.buildOptions(output: output), pause: PauseHook(environment: [:])
        ).run()
        let extracted = testCase.snippetSources.map { path in
            SnippetExtractor.extract(fileAt: testCase.folder.appending(path: path), path: path)
        }
        let generated = extracted.filter { $0.diagnostics.isEmpty }.map {
            ($0.path, SnippetSourceGenerator.source(for: $0))
        }
        let elapsed = ContinuousClock.now - start
        #expect(elapsed < Self.timeLimit, "\(name) took \(elapsed)")

        // Paths are shown from the case folder, and fixtures outside it from `Fixtures/`.
        let fixtures = SiteFixture.fixtures.path + "/"
        let diagnostics = Set(
            (report.log.diagnostics + extracted.flatMap(\.diagnostics)).map {
                $0.description.replacingOccurrences(of: testCase.folder.path + "/", with: "")
                    .replacingOccurrences(of: fixtures, with: "Fixtures/")
            })
        #expect(diagnostics.sorted() == testCase.expectedDiagnostics, "\(name)")

        let hasErrors = diagnostics.contains { $0.contains(": error: ") }
        #expect(report.exitCode == (report.log.hasErrors ? 1 : 0))
        if report.log.hasErrors {
            // No partial output: nothing was written, and no temporary folder was left.
            #expect(!report.wroteSite, "\(name)")
            #expect(FileTree.type(of: output.path) == nil, "\(name): \(output.path) exists")
        } else {
            #expect(report.wroteSite, "\(name)")
            try Self.expectSafePages(
                in: output, name: name, allowsRawHTML: testCase.options.contains("allow-raw-html"))
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
                == (report.wroteSite ? ["Site", name] : [name]), "\(name)")
        #expect(
            hasErrors == (report.log.hasErrors || extracted.contains { !$0.diagnostics.isEmpty }))

        for check in testCase.checks {
            switch check {
            case .pageContains(let page, let text):
                #expect(SiteFixture.page(page, in: output).contains(text), "\(name): \(page)")
            case .pageLacks(let page, let text):
                let html = SiteFixture.page(page, in: output)
                #expect(!html.isEmpty && !html.contains(text), "\(name): \(page)")
            case .snippetsContain(let file, let text):
                let source = generated.first { $0.0 == file }?.1 ?? ""
                #expect(source.contains(text), "\(name): \(file)")
            }
        }
    }

    /// Checks what must hold on every page of every site, whatever its Markdown: no link or
    /// resource with a script-running scheme, and no script but the site's own files; and, when
    /// raw HTML is not allowed, no event-handler attribute (`onclick=`) at all.
    /// - Parameters:
    ///   - output: The built site.
    ///   - name: The case's name, for messages.
    ///   - allowsRawHTML: Whether the case allows the authors' raw HTML.
    static func expectSafePages(in output: URL, name: String, allowsRawHTML: Bool) throws {
        let pages = FileTree.entries(below: output.path).filter { $0.path.hasSuffix(".html") }
        #expect(!pages.isEmpty, "\(name): no page written")
        for page in pages {
            let html = SiteFixture.page(page.path, in: output)
            for value in PageScan.attributeValues(named: ["href", "src", "action"], in: html) {
                #expect(
                    !HTMLTransform.isBlocked(PageScan.decoded(value)),
                    "\(name): \(page.path) writes the URL '\(value)'")
            }
            if !allowsRawHTML {
                let handlers = PageScan.attributeNames(in: html).filter { $0.hasPrefix("on") }
                #expect(handlers.isEmpty, "\(name): \(page.path) has the attributes \(handlers)")
            }
            for script in PageScan.openingTags(named: "script", in: html) {
                #expect(
                    script.range(
                        of: #"^<script src="[^"/:]*(/[^"/:]+)*\.js" defer>$"#,
                        options: .regularExpression)
                        != nil, "\(name): \(page.path) has \(script)")
            }
        }
    }
}
