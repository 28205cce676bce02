import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks that the byte-level tokenizer and the sharded index merge give exactly what the
/// plain versions (``ReferenceSearchIndex``) give.
struct SearchIndexFastPathTests {
    /// Shards so small that every term, spelling list and page shard is cut many times.
    static let tinyLimits = SearchShardLimits(termBytes: 64, pageBytes: 64, wordsPerShard: 3)

    /// Expects the files of `entries`, put back together, to hold exactly what the
    /// reference's whole index holds: the same pages, sections and postings.
    static func expectSameIndexAsReference(
        _ entries: [SearchEntry], limits: SearchShardLimits = .standard
    ) throws {
        let files = SearchIndex.files(for: SearchIndex.pageTerms(for: entries), limits: limits)
        let sharded = try SearchIndexTests.decode(files)
        let script = ReferenceSearchIndex.javaScript(for: entries)
        let json = script.dropFirst("window.napkinSearchIndex = ".count).dropLast(2)
        let whole = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(sharded["pages"] as? [[String]] == whole["pages"] as? [[String]])
        #expect(
            SearchIndexTests.sectionRows(of: sharded) == SearchIndexTests.sectionRows(of: whole))
        let terms = try #require(sharded["terms"] as? [String: [Int]])
        #expect(terms == whole["terms"] as? [String: [Int]])
    }

    /// Texts that reach every branch of the tokenizer.
    static let trickyTexts: [String] = [
        "Router/attachChild(_:) isn't", "URLSession isActiveStream UInt8 HTTPServerURL",
        "Café Überblick naïve ÉcoleTest naïveTest", "日本語 テスト 𝒜𝒷𝒸 😀word",
        "the a x of to And THE Is iS", String(repeating: "z", count: 40),
        String(repeating: "z", count: 41), String(repeating: "aB", count: 25),
        String(repeating: "é", count: 40) + " " + String(repeating: "É", count: 41),
        "\u{212A}elvin \u{212A} \u{212A}\u{212A} e\u{301}t\u{E9}", "ÀÉÎ ÀbcDef ĲssEL",
        "x1y2Z3 42 3.14 0x1F a_b c-d", "ǅungla ǈ ǋabc ΣΑΣ ΌΣΟΣ", "", "  \n\t ",
        "İstanbul ŞEHİR ß ẞ", "١٢٣ ٤٥ abc١٢", "a\u{0}b\u{7F}c\u{2028}de",
    ]

    @Test func tokenizerGivesTheTermsOfTheReference() {
        for text in Self.trickyTexts {
            var fast: [String] = []
            SearchTokenizer.forEachTerm(in: text) { fast.append($0) }
            var slow: [String] = []
            ReferenceSearchIndex.forEachTerm(in: text) { slow.append($0) }
            #expect(fast == slow, "\(text)")
        }
    }

    @Test(arguments: [SearchShardLimits.standard, Self.tinyLimits])
    func indexHoldsWhatTheReferenceHolds(limits: SearchShardLimits) throws {
        let tricky = Self.trickyTexts.enumerated().map { number, text in
            SearchEntry(
                title: "\(text) \(number)", href: "p\(number).html", kind: "article",
                summary: text, keywords: [text],
                sections: [
                    .init(heading: "", anchor: "", text: text),
                    .init(heading: text, anchor: "a\(number)", text: text + " " + text),
                    .init(heading: "", anchor: "", text: "Later untitled \(text)"),
                ])
        }
        try Self.expectSameIndexAsReference(SearchIndexTests.entries + tricky, limits: limits)
    }

    @Test(arguments: [SearchShardLimits.standard, Self.tinyLimits])
    func largeIndexHoldsWhatTheReferenceHolds(limits: SearchShardLimits) throws {
        // Enough distinct terms to grow every table, and pages that share many of them.
        try Self.expectSameIndexAsReference(SearchShardTests.entries, limits: limits)
    }

    @Test func equalSpellingsShareOneTerm() throws {
        // U+1F71 and U+03AC (both a small alpha with an acute accent) are canonically
        // equivalent letters, so the words are one `String`: one term, as with one dictionary.
        let entries = [
            SearchEntry(
                title: "\u{3AC}\u{3B2}\u{3B3}", href: "a.html", kind: "article",
                sections: [
                    .init(heading: "\u{1F71}\u{3B2}\u{3B3}", anchor: "x", text: "\u{1F71}\u{3B2}")
                ]),
            SearchEntry(
                title: "\u{1F71}\u{3B2}\u{3B3}", href: "b.html", kind: "article", sections: []),
        ]
        let index = try SearchIndexTests.decode(SearchIndex.files(for: entries))
        let terms = try #require(index["terms"] as? [String: [Int]])
        #expect(terms.count == 2)
        #expect(try SearchIndexTests.postings(of: "\u{3AC}\u{3B2}\u{3B3}", in: index).count == 3)
        try Self.expectSameIndexAsReference(entries)
    }

    @Test func decimalDigitsAreWrittenLikeStringOfInt() {
        for value in [0, 7, 9, 10, 11, 99, 100, 101, 1_000, 65_535, 1_234_567, Int(Int32.max)] {
            var bytes: [UInt8] = []
            SearchIndex.appendDecimal(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == String(value))
        }
    }
}
