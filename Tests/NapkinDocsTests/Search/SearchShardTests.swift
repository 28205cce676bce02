import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks that the sharded index ranks exactly as the whole index did, that a search loads
/// only the shards it needs, and that every shard stays under its limit.
struct SearchShardTests {
    /// A site of 60 pages sharing many terms: `term0` to `term399` (so a prefix stands for
    /// more than 60 terms, over several shards), camel-case names, and the small site's pages.
    static let entries: [SearchEntry] =
        SearchIndexTests.entries
        + (0..<60).map { page in
            SearchEntry(
                title: "Page \(page) routerNumber\(page % 7)", href: "articles/p\(page).html",
                kind: page % 3 == 0 ? "class" : "article",
                summary: "Summary of page \(page), about word\(page * 13 % 50).",
                keywords: page % 3 == 0 ? ["member\(page)(_:)", "Type\(page)"] : [],
                sections: (0..<5).map { section in
                    let words = (0..<40).map { "term\(($0 * 7 + page * 11 + section) % 400)" }
                    return .init(
                        heading: "Section \(section) WordThing\(section)",
                        anchor: "section-\(section)",
                        text: words.joined(separator: " ")
                            + " Presenter presenter PRESENTER café naïve 日本語")
                })
        }

    /// Exact words, prefixes (short, long, and of more than 60 terms), misspellings within 1
    /// and 2 edits, several words, stop words, other scripts, and words found nowhere.
    static let queries = [
        "Presenter", "presenter", "Presentr", "pres", "ter", "term", "term1", "term12",
        "term399", "tern12", "wrodthnig4", "routernumber3", "routerNumbr3", "wordthing",
        "WordThing4", "page 12", "Page 12 routerNumber5", "section 3 wordthing3",
        "Activation order", "cancels every bound task", "attachChlid", "detachCh", "child",
        "café", "cafe", "naïve", "日本語", "member12", "type", "zebra", "the", "presenter zebra",
        "", "summary about word7", "a1",
    ]

    @Test(arguments: [SearchShardLimits.standard, SearchIndexFastPathTests.tinyLimits])
    func shardedIndexRanksExactlyAsTheWholeIndex(limits: SearchShardLimits) throws {
        let sharded = try SearchRankingTests.answers(
            Self.queries, entries: Self.entries, limits: limits)
        let whole = try SearchRankingTests.referenceAnswers(Self.queries, entries: Self.entries)
        for (number, query) in Self.queries.enumerated() {
            let got = try JSONSerialization.data(withJSONObject: sharded.results[number])
            let expected = try JSONSerialization.data(withJSONObject: whole.results[number])
            #expect(
                String(decoding: got, as: UTF8.self) == String(decoding: expected, as: UTF8.self),
                "\(query)")
        }
        // Only the queries meant to find nothing find nothing, so the comparison means
        // something.
        let empty = zip(Self.queries, whole.results).filter { $0.1.isEmpty }.map(\.0)
        #expect(empty == ["zebra", "the", "presenter zebra", "", "a1"])
    }

    @Test func aSearchLoadsOnlyTheShardsItNeeds() throws {
        let queries = ["presenter", "term12", "Presentr"]
        let files = SearchIndex.files(
            for: SearchIndex.pageTerms(for: Self.entries),
            limits: SearchIndexFastPathTests.tinyLimits)
        let shards = files.dropFirst().map { $0.path.dropFirst(7).dropLast(3) }
        let answers = try SearchRankingTests.answers(
            queries, entries: Self.entries, limits: SearchIndexFastPathTests.tinyLimits)
        // A word, and a prefix of a dozen terms, read a tenth of the shards at most.
        for (query, loaded) in zip(queries, answers.loaded).prefix(2) {
            #expect(!loaded.isEmpty, "\(query)")
            #expect(loaded.count * 10 < shards.count, "\(query) loaded \(loaded.count)")
        }
        // An exact word needs no spelling list; one of 8 letters misspelled (within 2 edits)
        // reads only the terms of 6 to 10 letters.
        #expect(!answers.loaded[0].contains { $0.hasPrefix("words-") })
        let spellingShards = try files.filter { $0.path.hasPrefix("search/words-") }.map {
            (
                $0.path.dropFirst(7).dropLast(3),
                try #require(SearchIndexTests.value(of: $0) as? [String])
            )
        }
        let loadedSpellings = spellingShards.filter { answers.loaded[2].contains(String($0.0)) }
        #expect(!loadedSpellings.isEmpty)
        #expect(loadedSpellings.count < spellingShards.count)
        for (name, words) in loadedSpellings {
            #expect(words.contains { (6...10).contains($0.utf16.count) }, "\(name)")
        }
        // Only the page shards of the results shown are loaded.
        let pageShards = answers.loaded[0].filter { $0.hasPrefix("pages-") }
        #expect(pageShards.count <= 20)
    }

    @Test func everyShardStaysUnderItsLimit() throws {
        let limits = SearchShardLimits(termBytes: 512, pageBytes: 1024, wordsPerShard: 50)
        let files = SearchIndex.files(for: SearchIndex.pageTerms(for: Self.entries), limits: limits)
        let index = try SearchIndexTests.decode(files)
        let terms = try #require(index["terms"] as? [String: [Int]])
        #expect(files.count > 20)
        // `presenter`, in every section, is too large for one shard: its postings are cut.
        #expect(files.filter { $0.path.hasPrefix("search/postings-") }.count > 1)
        for file in files.dropFirst() {
            let value = try SearchIndexTests.value(of: file)
            // The registration line and the brackets add a little to the limit.
            let overhead = 96
            if file.path.hasPrefix("search/terms-") || file.path.hasPrefix("search/postings-") {
                #expect(file.contents.count <= limits.termBytes + overhead, "\(file.path)")
            } else if file.path.hasPrefix("search/pages-"), let rows = value as? [[Any]],
                rows.count > 1
            {
                #expect(file.contents.count <= limits.pageBytes + overhead, "\(file.path)")
            } else if file.path.hasPrefix("search/words-") {
                let words = try #require(value as? [String])
                #expect(words.count <= limits.wordsPerShard, "\(file.path)")
                #expect(words.allSatisfy { terms[$0] != nil }, "\(file.path)")
            }
        }
        // The spelling list holds every term once.
        let words = try files.filter { $0.path.hasPrefix("search/words-") }
            .flatMap { try #require(try SearchIndexTests.value(of: $0) as? [String]) }
        #expect(words.count == terms.count)
    }
}
