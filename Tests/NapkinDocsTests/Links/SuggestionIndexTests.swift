import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// The bounded suggestion search gives exactly the answers of comparing with every candidate.
struct SuggestionIndexTests {
    /// A random name over a small alphabet (so that near misses are common), upper case included.
    static func randomName(_ generator: inout SeededGenerator, length: Int) -> String {
        let letters = Array("abcAB/_(:)")
        return String((0..<length).map { _ in letters[Int(generator.next() % 10)] })
    }

    @Test func theIndexSuggestsWhatTheFullScanSuggests() {
        var generator = SeededGenerator(seed: 14)
        for round in 0..<200 {
            let candidates = (0..<40).map { _ in
                Self.randomName(&generator, length: 1 + Int(generator.next() % 12))
            }.sorted()
            let index = SuggestionIndex(candidates)
            for _ in 0..<10 {
                let name = Self.randomName(&generator, length: Int(generator.next() % 14))
                #expect(
                    index.suggestion(for: name)
                        == EditDistance.suggestion(for: name, among: candidates),
                    "round \(round): '\(name)' among \(candidates)")
            }
        }
    }

    @Test func theBandedDistanceIsTheDistanceWithinItsLimit() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<2_000 {
            let lhs = Self.randomName(&generator, length: Int(generator.next() % 10))
            let rhs = Self.randomName(&generator, length: Int(generator.next() % 10))
            let limit = Int(generator.next() % 5)
            let full = EditDistance.between(lhs, rhs)
            #expect(
                EditDistance.between(Array(lhs), Array(rhs), atMost: limit)
                    == (full <= limit ? full : nil), "'\(lhs)' '\(rhs)' limit \(limit)")
        }
    }

    @Test func casesAndTiesAreDecidedAsBefore() {
        let index = SuggestionIndex(["Presentable", "Presenter", "presenter"])
        #expect(index.suggestion(for: "presenter") == "presenter")
        #expect(index.suggestion(for: "Presentr") == "Presenter")
        #expect(SuggestionIndex(["Presenter"]).suggestion(for: "xyz") == nil)
        #expect(SuggestionIndex(["ab", "ba"]).suggestion(for: "aa") == "ab")
    }
}

/// The search is bounded: among thousands of names that differ in a few characters, the
/// names of a documentation folder at ten times the bench's size, a typo is matched after
/// measuring a small share of them.
struct SuggestionIndexBoundTests {
    @Test func aTypoAmongFiveThousandSimilarNamesMeasuresFewOfThem() {
        let names = (1...5_000).map { "Article" + String(String($0 + 10_000).dropFirst()) }
        let index = SuggestionIndex(names)
        var measured = 0
        for number in stride(from: 1, through: 5_000, by: 97) {
            let typo = "Artcle" + String(String(number + 10_000).dropFirst())
            #expect(index.suggestion(for: typo, measured: &measured) == names[number - 1])
        }
        let queries = (5_000 + 96) / 97
        // A scan of every candidate measures 5,000 a query.
        #expect(measured / queries < 100, "\(measured / queries) distances a query")
    }

    /// Broken links to names unlike any page's, among thousands of similar paths: the nodes whose
    /// letters alone are too far from the name's are passed without measuring a distance (514
    /// a query here, 610 without), and the answers stay those of comparing with every path.
    @Test func namesUnlikeAnyPathAreMatchedByTheirLettersFirst() {
        let paths = (1...5_000).map { number in
            "guides/part\(number % 3)/Article\(String(String(number + 10_000).dropFirst())).md"
        }
        let index = SuggestionIndex(paths)
        var measured = 0
        var queries = 0
        for number in stride(from: 1, through: 5_000, by: 53) {
            let name =
                ["guides/part1/the-", "guides/part2/while-", "guides/part0/shows-"][
                    queries % 3] + "\(number).md"
            let found = index.suggestion(for: name, measured: &measured)
            if queries % 20 == 0 {
                #expect(found == EditDistance.suggestion(for: name, among: paths), "\(name)")
            }
            queries += 1
        }
        #expect(measured / queries < 560, "\(measured / queries) distances a query")
    }
}

/// The bit-vector distance gives the table's answers, for names of every length up to and past
/// one word.
struct EditDistancePatternTests {
    @Test func theBitVectorDistanceIsTheDistanceWithinItsLimit() {
        var generator = SeededGenerator(seed: 64)
        for round in 0..<3_000 {
            // Mostly short names, which are near one another; now and then past 64 letters.
            let longest = round % 10 == 0 ? 80 : 12
            let lhs = (0..<Int(generator.next() % UInt64(longest + 1))).map { _ in
                UInt32(generator.next() % 4)
            }
            let rhs = (0..<Int(generator.next() % UInt64(longest + 1))).map { _ in
                UInt32(generator.next() % 5)
            }
            let limit = Int(generator.next() % 8)
            let full = EditDistance.between(
                String(lhs.map { Character(Unicode.Scalar(97 + $0)!) }),
                String(rhs.map { Character(Unicode.Scalar(97 + $0)!) }))
            #expect(
                EditDistance.Pattern(lhs).distance(to: rhs, atMost: limit)
                    == (full <= limit ? full : nil), "\(lhs) \(rhs) limit \(limit)")
        }
    }

    @Test func aNameOfExactlyOneWordIsMeasuredToo() {
        let word = (0..<64).map { UInt32($0 % 7) }
        var changed = word
        changed[63] = 9
        changed.remove(at: 0)
        #expect(EditDistance.Pattern(word).distance(to: word, atMost: 0) == 0)
        #expect(EditDistance.Pattern(word).distance(to: changed, atMost: 5) == 2)
        #expect(EditDistance.Pattern(word).distance(to: [], atMost: 64) == 64)
        #expect(EditDistance.Pattern(word).distance(to: [], atMost: 63) == nil)
    }
}
