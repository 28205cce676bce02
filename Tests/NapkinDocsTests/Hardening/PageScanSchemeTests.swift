import Testing

@testable import NapkinDocsTestSupport

/// ``PageScan/scheme(ofURL:)`` reads a URL's scheme as the URL standard's parser does.
@Suite struct PageScanSchemeTests {
    /// Blanks, controls, tabs and newlines do not hide a scheme; case does not matter.
    @Test(arguments: [
        (" java\tscript:x", "javascript"), ("\u{1}javascript:x", "javascript"),
        ("JAVASCRIPT:x", "javascript"), ("java\nscr\ript:x", "javascript"),
        ("\u{0}\u{20}javascript:x\u{1F}", "javascript"), ("https://x/javascript:y", "https"),
        ("vbscript:x", "vbscript"), ("data:text/html,x", "data"), ("mailto:a@b.c", "mailto"),
        ("a+b-c.d:x", "a+b-c.d"),
    ])
    func readsTheScheme(url: String, scheme: String) {
        #expect(PageScan.scheme(ofURL: url) == scheme)
    }

    /// A URL whose first colon does not end a scheme is relative.
    @Test(arguments: [
        "other.html", "../a?q=data:x", "#javascript", "/javascript:x", "1javascript:x",
        ":x", "", "java script:x", "\u{A0}javascript:x", "javascript", "./javascript:x",
    ])
    func aRelativeURLHasNone(url: String) {
        #expect(PageScan.scheme(ofURL: url) == nil)
    }

    /// A scheme spelled with character references shows once they are decoded.
    @Test(arguments: [
        "java&Tab;script:x", "javascript&colon;x", "&#X6a&#x61;vascript:x",
        "&#x20;javascript:x", "java&NewLine;script&#58;x", "&#106&#97vascript:x",
    ])
    func referencesAreDecodedFirst(value: String) {
        #expect(PageScan.scheme(ofURL: value) == nil)
        #expect(PageScan.scheme(ofURL: PageScan.decoded(value)) == "javascript")
        let html = "<a href=\"\(value)\">"
        #expect(
            PageScan.attributeValues(named: ["href"], in: html).map(PageScan.scheme(ofURL:)) == [
                "javascript"
            ])
    }
}
