import Foundation
import Testing

@testable import NapkinDocs

/// Runs the site's own `search.js` ranking on a small index with node. Without node the tests
/// fail (never skip): `scripts/install-deps.sh`, which every `make` target that builds runs,
/// installs it.
struct SearchRankingTests {
    /// The path of node, if installed.
    static let node: String? = ["/usr/bin/node", "/usr/local/bin/node", "/opt/homebrew/bin/node"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Why a test fails on a machine without node.
    static let missingNode: Comment =
        "node is not installed; run scripts/install-deps.sh (Debian: apt-get install nodejs)"

    /// Runs `queries` and returns each one's results as `(href, anchor)` pairs.
    static func run(
        _ queries: [String], entries: [SearchEntry] = SearchIndexTests.entries
    ) throws -> [[[String]]] {
        let node = try #require(Self.node, Self.missingNode)
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("napkin-search-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = folder.appendingPathComponent("search-index.js")
        let script = folder.appendingPathComponent("search.js")
        let queryFile = folder.appendingPathComponent("queries.json")
        try SearchIndex.javaScript(for: entries).write(
            to: index, atomically: true, encoding: .utf8)
        try SiteAssets.searchScript.write(to: script, atomically: true, encoding: .utf8)
        try JSONSerialization.data(withJSONObject: queries).write(to: queryFile)
        let runner = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "Fixtures/search/ranking/run-queries.js")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = [runner.path, index.path, script.path, queryFile.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [[[String]]])
    }

    @Test
    func titleMatchRanksFirst() throws {
        let results = try Self.run(["Presenter", "presenter"])
        #expect(results[0].first == ["documentation/presenter.html", ""])
        #expect(results[1].first == ["documentation/presenter.html", ""])
        #expect(results[0].contains(["articles/getting-started.html", "add-a-presenter"]))
    }

    @Test
    func phraseFindsItsSectionAndHeading() throws {
        let results = try Self.run(["cancels every bound task", "Activation order"])
        #expect(results[0].first == ["articles/lifecycle.html", "cancelling-tasks"])
        #expect(results[1].first == ["articles/lifecycle.html", "activation-order"])
    }

    @Test
    func smallMisspellingOfASymbolStillFindsIt() throws {
        let results = try Self.run(["attachChlid", "Presentr", "Routr"])
        #expect(results[0].first == ["documentation/router.html", "attachChild(_:)"])
        #expect(results[1].first == ["documentation/presenter.html", ""])
        #expect(results[2].first == ["documentation/router.html", ""])
    }

    @Test
    func prefixFindsTheWordBeingTyped() throws {
        let results = try Self.run(["detachCh"])
        #expect(results[0].first == ["documentation/router.html", "detachChild(_:)"])
    }

    @Test
    func unknownWordGivesNoResults() throws {
        let results = try Self.run(["zebra", "the", "presenter zebra"])
        #expect(results == [[], [], []])
    }

    @Test
    func wordsTogetherInOneSectionBeatScatteredWords() throws {
        let scattered = SearchEntry(
            title: "Scattered", href: "scattered.html", kind: "article",
            sections: [
                .init(heading: "One", anchor: "one", text: "bound bound bound bound bound"),
                .init(heading: "Two", anchor: "two", text: "cancels cancels cancels cancels"),
            ])
        let together = SearchEntry(
            title: "Together", href: "together.html", kind: "article",
            sections: [.init(heading: "Both", anchor: "both", text: "it cancels every bound task")])
        let results = try Self.run(["cancels bound"], entries: [scattered, together])
        #expect(results[0].first == ["together.html", "both"])
        #expect(results[0].count == 2)
    }
}
