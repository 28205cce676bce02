import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Runs the site's own `search.js` ranking on a small index with node, loading the shards it
/// asks for as the search box does. Without node the tests
/// fail (never skip): `scripts/install-deps.sh`, which every `make` target that builds runs,
/// installs it.
struct SearchRankingTests {
    /// The path of node, if installed.
    static let node: String? = ["/usr/bin/node", "/usr/local/bin/node", "/opt/homebrew/bin/node"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Why a test fails on a machine without node.
    static let missingNode: Comment =
        "node is not installed; run scripts/install-deps.sh (Debian: apt-get install nodejs)"

    /// The folder of the node runners and the reference engine.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/search/ranking")

    /// What a node runner prints: for each query, its results in rank order (each
    /// `[href, anchor, title, kind, summary, heading, score]`) and the shards it loaded.
    struct Answers {
        /// Each query's results.
        var results: [[[Any]]]
        /// The shards each query loaded, in order.
        var loaded: [[String]]
    }

    /// Writes the index of `entries` into a new folder, as a site holds it.
    static func writeIndex(
        of entries: [SearchEntry], limits: SearchShardLimits = .standard
    ) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("napkin-search-\(UUID().uuidString)")
        let files = SearchIndex.files(for: SearchIndex.pageTerms(for: entries), limits: limits)
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents).write(to: url)
        }
        return folder
    }

    /// Runs the fixture `runner` in node with `arguments` and `queries` and decodes its output.
    static func node(_ runner: String, _ arguments: [String], _ queries: [String]) throws -> Answers
    {
        let node = try #require(Self.node, Self.missingNode)
        let queryFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("napkin-queries-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: queries).write(to: queryFile)
        defer { try? FileManager.default.removeItem(at: queryFile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments =
            [Self.fixtures.appendingPathComponent(runner).path] + arguments
            + [queryFile.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return Answers(
            results: try #require(object["results"] as? [[[Any]]]),
            loaded: try #require(object["loaded"] as? [[String]]))
    }

    /// Runs `queries` with the site's `search.js` on the sharded index of `entries`.
    static func answers(
        _ queries: [String], entries: [SearchEntry] = SearchIndexTests.entries,
        limits: SearchShardLimits = .standard
    ) throws -> Answers {
        let folder = try writeIndex(of: entries, limits: limits)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("search.js")
        try SiteAssets.searchScript.write(to: script, atomically: true, encoding: .utf8)
        return try node("run-queries.js", [folder.path, script.path], queries)
    }

    /// Runs `queries` with the engine as it was before sharding on one whole index of
    /// `entries` (``ReferenceSearchIndex``): the ranking the sharded index must keep.
    static func referenceAnswers(_ queries: [String], entries: [SearchEntry]) throws -> Answers {
        let index = FileManager.default.temporaryDirectory
            .appendingPathComponent("napkin-whole-index-\(UUID().uuidString).js")
        try ReferenceSearchIndex.javaScript(for: entries).write(
            to: index, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: index) }
        let engine = Self.fixtures.appendingPathComponent("reference-engine.js")
        return try node("run-reference-queries.js", [index.path, engine.path], queries)
    }

    /// Runs `queries` and returns each one's results as `(href, anchor)` pairs.
    static func run(
        _ queries: [String], entries: [SearchEntry] = SearchIndexTests.entries
    ) throws -> [[[String]]] {
        try answers(queries, entries: entries).results.map { results in
            results.map { [$0[0] as? String ?? "?", $0[1] as? String ?? "?"] }
        }
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
