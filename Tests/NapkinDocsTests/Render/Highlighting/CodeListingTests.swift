import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks the listing figure: caption, mark, output and copy text.
struct CodeListingTests {
    @Test func captionAndMarkAreShownEscaped() {
        let listing = CodeListing(
            highlightedHTML: "let x = 1", caption: "A<B>.swift", mark: .compiled,
            copyText: "let x = 1")
        #expect(listing.html.contains(#"<span class="listing-caption">A&lt;B&gt;.swift</span>"#))
        #expect(listing.html.contains(#"<span class="mark mark-compiled""#))
        #expect(listing.html.contains(">Compiled</span>"))
        #expect(!listing.html.contains("data-copy"))
    }

    @Test func runListingShowsItsVerifiedOutput() {
        let listing = CodeListing(
            highlightedHTML: "print(1 &lt; 2)", mark: .run, verifiedOutput: "true <ok>",
            copyText: "print(1 < 2)")
        #expect(listing.html.contains("Runs in swift test"))
        #expect(listing.html.contains("<samp>true &lt;ok&gt;</samp>"))
        #expect(!listing.html.contains("data-copy"))
    }

    @Test func skippedListingNamesTheModule() {
        let listing = CodeListing(
            highlightedHTML: "", mark: .skipped(requires: "UIKit"), copyText: "")
        #expect(listing.html.contains("Requires UIKit"))
        #expect(listing.html.contains("mark-skipped"))
    }

    @Test func copyTextDifferentFromTheShownCodeTravelsInAnAttribute() {
        let listing = CodeListing(highlightedHTML: "a", mark: .notCompiled, copyText: "a\"b")
        #expect(listing.html.contains(#"data-copy="a&quot;b""#))
        #expect(listing.html.contains("Not compiled"))
    }

    @Test func blocksWithoutMarkOrCaptionHaveNoHeader() {
        let listing = CodeListing(highlightedHTML: "ls", mark: nil, copyText: "ls", language: "sh")
        #expect(!listing.html.contains("figcaption"))
        #expect(listing.html.contains(#"<code class="language-sh">"#))
    }
}
