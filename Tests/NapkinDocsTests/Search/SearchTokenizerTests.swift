import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks how text is cut into index terms (the same rule as the query side in `search.js`).
struct SearchTokenizerTests {
    /// Returns every term of `text`, in order.
    private func terms(_ text: String) -> [String] {
        var result: [String] = []
        SearchTokenizer.forEachTerm(in: text) { result.append($0) }
        return result
    }

    @Test func wordsAreLowerCasedAndSplitOnPunctuation() {
        #expect(
            terms("Router/attachChild(_:) isn't") == [
                "router", "attachchild", "attach", "child", "isn",
            ])
    }

    @Test func camelCaseAndAcronymsGiveTheirParts() {
        #expect(terms("URLSession") == ["urlsession", "url", "session"])
        #expect(terms("isActiveStream") == ["isactivestream", "active", "stream"])
        #expect(terms("UInt8") == ["uint8", "int8"])
    }

    @Test func nonASCIILettersStayInTheirWord() {
        #expect(terms("Café Überblick naïve") == ["café", "überblick", "naïve"])
        #expect(terms("日本語 テスト") == ["日本語", "テスト"])
    }

    @Test func stopWordsSingleLettersAndVeryLongWordsAreDropped() {
        #expect(terms("the a x of to") == [])
        #expect(terms(String(repeating: "z", count: 41)) == [])
    }
}
