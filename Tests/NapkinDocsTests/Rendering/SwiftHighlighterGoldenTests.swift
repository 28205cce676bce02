import Foundation
import Testing

@testable import NapkinDocs

/// Compares the highlighter's output on tricky Swift with a reviewed golden file.
///
/// Run with `RECORD_SNAPSHOTS=1` to rewrite `expected.html` after an intended change,
/// then review the diff.
struct SwiftHighlighterGoldenTests {
    /// The fixture folder of this stage.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/highlighting")

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
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try html.write(to: expectedFile, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: expectedFile, encoding: .utf8)
        #expect(html == expected)
    }
}
