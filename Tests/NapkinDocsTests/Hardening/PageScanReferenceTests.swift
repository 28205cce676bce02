import Foundation
import Testing

@testable import NapkinDocsTestSupport

/// ``PageScan`` decodes character references as the HTML standard says, checked against the
/// decodings of `Fixtures/html/references.json` (written by `scripts/generate-html-references.py`:
/// Python's `html.unescape` for text, and the standard, by hand, where Python is no oracle).
@Suite struct PageScanReferenceTests {
    /// One input of the oracle, and how it decodes.
    struct Case: Decodable, CustomTestStringConvertible {
        /// `text` (the data state) or `attribute` (inside an attribute value).
        var context: String
        /// The text as written.
        var input: String
        /// Its decoding.
        var expected: String
        /// `python` or `standard`: where the expected decoding comes from.
        var source: String

        /// The input, escaped so that the test's name shows it.
        var testDescription: String { "\(context): \(input.debugDescription)" }
    }

    /// Every case of the oracle.
    static let cases: [Case] = {
        let url = SiteFixture.fixtures.appending(path: "html/references.json")
        guard let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode([Case].self, from: data)) ?? []
    }()

    /// The generated table holds all 2,231 names, the legacy ones without `;` among them.
    @Test func theTableHasEveryNamedReference() {
        #expect(PageScanReferences.table.count >= 2231)
        #expect(PageScanReferences.table.keys.filter { !$0.hasSuffix(";") }.count == 106)
        #expect(PageScanReferences.table["Tab;"] == ["\t"])
        #expect(PageScanReferences.table["NewLine;"] == ["\n"])
        #expect(PageScanReferences.table["colon;"] == [":"])
        #expect(PageScanReferences.table["nGt;"] == ["\u{226B}", "\u{20D2}"])
        for legacy in ["amp", "lt", "gt", "quot", "copy", "AMP", "nbsp"] {
            #expect(PageScanReferences.table[legacy] != nil, "\(legacy)")
        }
        #expect(PageScanReferences.table["colon"] == nil)
    }

    /// The oracle was read, and holds both kinds of cases.
    @Test func theOracleHasTextAndAttributeCases() {
        #expect(Self.cases.count >= 2231 + 100)
        #expect(Self.cases.contains { $0.context == "attribute" })
        #expect(Self.cases.contains { $0.source == "standard" && $0.context == "text" })
    }

    /// Each input decodes as the oracle says, in text or in an attribute value.
    @Test(arguments: cases)
    func decodesAsTheOracle(_ oracle: Case) {
        if oracle.context == "text" {
            #expect(PageScan.decodedText(oracle.input) == oracle.expected)
        } else {
            // Decoded through the tokenizer, as the value of an attribute.
            let tags = PageScan.startTags(in: "<a title=\"\(oracle.input)\">")
            #expect(tags.first?.attributes.first?.value == oracle.expected)
            #expect(PageScan.decoded(oracle.input) == oracle.expected)
        }
    }

    /// Numeric references get the standard's replacements, with or without their `;`.
    @Test func numericReferencesFollowTheStandard() {
        #expect(PageScan.decodedText("&#x80;&#x81;&#x9F;&#150;") == "\u{20AC}\u{81}\u{178}\u{2013}")
        #expect(
            PageScan.decodedText("&#0;&#xD800;&#x110000;&#99999999999;") == "\u{FFFD}"
                + String(
                    repeating: "\u{FFFD}", count: 3))
        #expect(PageScan.decodedText("&#0000106&#X6A;&#x;&#") == "jj&#x;&#")
    }

    /// Double-quoted, single-quoted and unquoted values are all decoded, with the attribute rule.
    @Test func valuesInEveryQuotingAreDecoded() {
        let tags = PageScan.startTags(
            in: "<a a=\"&lt;&#106\" b='&lt;&#106' c=&lt;&#106 d=&ampx e=&amp f=&notin>")
        #expect(
            tags.first?.attributes.map(\.value) == ["<j", "<j", "<j", "&ampx", "&", "&notin"])
    }
}
