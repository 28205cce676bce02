import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Compares the highlighter's output on tricky Swift with a reviewed golden file.
///
/// Run with `RECORD_SNAPSHOTS=1` to rewrite `expected.html` after an intended change (the
/// recording run fails on purpose), then review the diff.
struct SwiftHighlighterGoldenTests {
    /// The fixture folder of this stage.
    static let fixtures = SiteFixture.fixtures.appendingPathComponent("highlighting")

    @Test(arguments: ["tricky"])
    func highlightingMatchesTheReviewedGolden(_ name: String) throws {
        let folder = Self.fixtures.appendingPathComponent(name)
        let input = try String(
            contentsOf: folder.appendingPathComponent("input.swift"), encoding: .utf8)
        let links = [
            "Presenter": "../documentation/presenter.html", "activate": "r.html#activate()",
        ]
        let html = SwiftHighlighter.html(for: input, linkFor: { links[$0] })
        #expect(CodeListing.plainText(ofHighlighted: html) == input)
        let expectedFile = folder.appendingPathComponent("expected.html")
        try Snapshot.expect(html, matches: expectedFile)
    }
}
