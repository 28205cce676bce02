import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks that the byte-level fast paths of the build give what the plain versions give.
struct FastPathEquivalenceTests {
    @Test func byteComparisonOfListingTextMatchesTheStringVersion() {
        let cases: [(text: String, html: String)] = [
            ("a < b && c", #"<span class="kw">a</span> &lt; b &amp;&amp; c"#),
            ("x &bogus;", "x &bogus;"),
            ("x &toolongentity", "x &toolongentity"),
            ("é", "e\u{301}"),
            ("caf&é;", "caf&é;"),
            ("a", "a<b"),
            ("open &amp", "open &amp"),
        ]
        for (text, html) in cases {
            #expect(
                CodeListing.shows(text, highlighted: html)
                    == (text == CodeListing.plainText(ofHighlighted: html)),
                "\(html)")
        }
    }

    @Test func diagnosticKindsReadAsBytesAreTheKindsReadAsCharacters() {
        // Random messages of the characters the reading looks at, and of characters that
        // combine with them or are not ASCII.
        let pieces = [
            "a", " ", "'", ";", ":", "\u{301}", "é", "\r\n", "…", "<doc:X>", "link ", "s'",
        ]
        var generator = SeededGenerator(seed: 93)
        var checked = 0
        for _ in 0..<20_000 {
            let message = (0..<Int(generator.next() % 12)).map { _ in
                pieces[Int(generator.next() % UInt64(pieces.count))]
            }.joined()
            let diagnostic = Diagnostic.warning(message, path: "a.md")
            if let ascii = diagnostic.asciiKind {
                #expect(ascii == diagnostic.characterKind, "\(message.debugDescription)")
                checked += 1
            }
            #expect(diagnostic.kind == diagnostic.characterKind)
        }
        #expect(checked > 1_000)
    }

    @Test func sourceLinesCountEveryLineBreakStyle() {
        let lines = SourceLines("ab\r\ncd\ref\ngh")
        #expect(lines.byte(line: 2, column: 1) == UInt8(ascii: "c"))
        #expect(lines.byte(line: 3, column: 2) == UInt8(ascii: "f"))
        #expect(lines.byte(line: 4, column: 2) == UInt8(ascii: "h"))
        #expect(lines.byte(line: 1, column: 3) == nil)
        #expect(lines.byte(line: 1, column: 0) == nil)
        #expect(lines.byte(line: 5, column: 1) == nil)
        #expect(lines.firstColumn(of: Array("h".utf8), line: 4) == 2)
        #expect(SourceLines("x``y").backticks(line: 1, endingBefore: 4) == 2)
    }

    @Test func sameFolderLinksKeepTheirFileNameOnly() {
        #expect(relativeHref("articles/b.html#x", from: "articles/a.html") == "b.html#x")
        #expect(relativeHref("b.html", from: "index.html") == "b.html")
        #expect(relativeHref("Mailto:x@y.z", from: "a/b.html") == "Mailto:x@y.z")
        #expect(relativeHref("git+ssh://h/r", from: "a/b.html") == "git+ssh://h/r")
        #expect(relativeHref("1x:y.html", from: "a/b.html") == "../1x:y.html")
        #expect(relativeHref("é:y.html", from: "a/b.html") == "../é:y.html")
    }

    @Test func spacesAreTrimmedAsFoundationTrimsWhitespaces() {
        let texts = [
            "Title", " Title\t", "Title\u{00A0}", "\u{2003}a b\u{3000}", "", " \t ", "\nx\n",
            " \u{301}x", "x\u{200B}", "é ",
        ]
        for text in texts {
            #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces), "\(text)")
        }
        // Every scalar of the Basic Multilingual Plane, at both ends of a word.
        let differing = (0...0xFFFF).compactMap(Unicode.Scalar.init).filter { scalar in
            let text = "\(scalar)x\(scalar)"
            return text.trimmingSpaces() != text.trimmingCharacters(in: .whitespaces)
        }
        #expect(differing.isEmpty, "\(differing.map { String($0.value, radix: 16) })")
        #expect(
            TopicsSection.isTopicsHeading(
                Heading(level: 2, text: " Topics ", location: .init(line: 1, column: 1))))
        #expect(
            !TopicsSection.isTopicsHeading(
                Heading(level: 3, text: "Topics", location: .init(line: 1, column: 1))))
    }

    @Test func asciiSearchAndPercentDecodingAnswerAsFoundationDoes() {
        let texts = [
            "", "a", "a:b", "https://x", "#top", "a#b", ":\u{301}", "é:é", "%41b", "%zz", "a%20b",
            "%", "plain/path.md",
        ]
        for text in texts {
            for character: Unicode.Scalar in [":", "#", "%"] {
                #expect(text.holds(ascii: character) == text.contains(String(character)), "\(text)")
            }
            #expect(text.percentDecoded == (text.removingPercentEncoding ?? text), "\(text)")
        }
    }
}
