import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Every kind of bad input gives a located error, a non-zero exit, and leaves the output alone.
@Suite struct BadInputTests {
    /// Builds `options` over an existing site and checks the error and that the site is unchanged.
    private func expectError(
        _ make: (URL) -> BuildOptions, _ expected: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appending(path: "Site")
        #expect(await SiteFixture.build(SiteFixture.options("napkin", output: output)).wroteSite)
        let before = SiteFixture.tree(output)
        let report = await SiteFixture.build(make(output))
        let errors = report.log.diagnostics.filter { $0.severity == .error }.map(\.description)
        #expect(report.exitCode == 1, sourceLocation: sourceLocation)
        #expect(
            errors.contains { $0.contains(expected) }, "\(errors)", sourceLocation: sourceLocation)
        #expect(SiteFixture.tree(output) == before, sourceLocation: sourceLocation)
    }

    @Test func unresolvedLinksAreErrorsUnderStrict() async throws {
        try await expectError(
            { SiteFixture.options("unresolved", output: $0, strict: true) },
            "unresolved/Articles/napkin.md:5:5: error: unresolved symbol link 'Presentr'; did you mean 'Presenter'?"
        )
        try await expectError(
            { SiteFixture.options("unresolved", output: $0, strict: true) },
            "napkin.md:5:22: error: unresolved doc link '<doc:GettingStartd>'; did you mean '<doc:GettingStarted>'?"
        )
    }

    @Test func unresolvedLinksAreWarningsByDefault() async throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let report = await SiteFixture.build(
            SiteFixture.options("unresolved", output: root.appending(path: "Site")))
        #expect(report.exitCode == 0)
        // Two in the article, one in the tiny graph's doc comment (``Presenterr``).
        #expect(report.log.diagnostics.filter { $0.path.hasSuffix("napkin.md") }.count == 2)
        #expect(report.log.warningCount == 3)
        #expect(report.wroteSite)
    }

    @Test func articlesWithTheSameTitleSlugAreAnError() async throws {
        try await expectError(
            { SiteFixture.options("duplicate-slug", output: $0) },
            "GettingStarted.md:1:1: error: two articles have the title slug 'getting-started'")
    }

    @Test func articleWithoutTitleIsAnError() async throws {
        try await expectError(
            { SiteFixture.options("no-title", output: $0) },
            "no-title/Articles/Untitled.md:1:1: error: article has no title")
    }

    @Test func missingRootPageIsAnErrorForNapkinDocs() async throws {
        try await expectError(
            { SiteFixture.options("missing-root", output: $0) },
            "missing-root/Articles/napkin.md: error: missing root page")
    }

    @Test func topicsEntryNamingNothingIsAnError() async throws {
        try await expectError(
            { SiteFixture.options("topics-entry", output: $0, noSymbols: true) },
            "topics-entry/Articles/napkin.md:10:1: error: Topics entry names nothing")
    }

    @Test func missingSymbolGraphSaysHowToProduceOne() async throws {
        try await expectError(
            {
                SiteFixture.options(
                    "napkin", output: $0, graphs: ["/nonexistent/napkin.symbols.json"])
            },
            "/nonexistent/napkin.symbols.json: error: symbol graph file not found or unreadable; run 'napkin-docs build' without --symbol-graph"
        )
    }

    @Test func corruptSymbolGraphSaysHowToProduceOne() async throws {
        let corrupt = SiteFixture.fixtures.appending(path: "symbols/corrupt/napkin.symbols.json")
            .path
        try await expectError(
            { SiteFixture.options("napkin", output: $0, graphs: [corrupt]) },
            "napkin.symbols.json: error: corrupt symbol graph (not valid JSON")
    }

    @Test func unknownFenceWordIsAnError() async throws {
        try await expectError(
            { SiteFixture.options("bad-fence", output: $0, noSymbols: true) },
            "bad-fence/Articles/napkin.md:5:")
    }

    @Test func docCommentLinksAreReportedAtTheirSwiftLine() async throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let report = await SiteFixture.build(
            SiteFixture.options("napkin", output: root.appending(path: "Site")))
        // `/// and ``Presenterr``.` is line 8 of the fixture module's source; the link at column 9.
        #expect(
            report.log.diagnostics.map(\.description) == [
                "Fixture.swift:8:9: warning: unresolved symbol link 'Presenterr'; did you mean 'Presenter'?"
            ])
    }
}
