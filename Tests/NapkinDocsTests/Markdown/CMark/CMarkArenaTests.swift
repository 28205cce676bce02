import Dispatch
import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// The arena that holds cmark's objects during a parse: each thread parses in its own, and a
/// document too large for one is parsed with the system's allocator, to the same model.
@Suite struct CMarkArenaTests {
    /// A document with most kinds of node: headings, lists, a table, code, links, footnotes.
    static let sample = """
        # Title

        Some *em*, **strong**, ~~gone~~, `code` and [a link](https://example.com "t").
        A bare www.example.com and <m@n.org>.[^n]

        - item
          - nested with ![an *image*](i.png)
        1. [ ] task

        | a | b |
        |:--|--:|
        | `x` | ~~y~~ |

        > quote
        > ```swift
        > let x = 1
        > ```

        [^n]: A note.

        """

    @Test func manyThreadsParseInArenasOfTheirOwn() {
        let sources = (0..<64).map { "\(Self.sample)\nParagraph \($0).\n" }
        let serial = sources.map(CMarkBridge.tree(of:))
        let parallel = Parallel.map(sources, CMarkBridge.tree(of:))
        #expect(parallel == serial)
        #expect(HTMLWriter.html(of: serial[0]) == CMarkBridge.cmarkHTML(of: sources[0]))
    }

    @Test func aDocumentOverTheArenaLimitIsParsedToTheSameHTML() {
        let copies = CMarkBridge.arenaLimit / Self.sample.utf8.count + 2
        let source = String(repeating: Self.sample, count: copies)
        #expect(source.utf8.count > CMarkBridge.arenaLimit)
        #expect(
            HTMLWriter.html(of: CMarkBridge.tree(of: source)) == CMarkBridge.cmarkHTML(of: source))
    }
}
