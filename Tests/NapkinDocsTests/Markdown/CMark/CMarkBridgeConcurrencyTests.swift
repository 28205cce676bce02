import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// cmark-gfm keeps the characters that can start an inline in one global table, which each
/// parse changes: parses on many threads at once must still read strikethrough, autolinks and
/// tables exactly as one thread does.
@Suite struct CMarkBridgeConcurrencyTests {
    /// Short documents, so that one thread's inline pass often ends while another's runs.
    static let sources = (0..<4000).map { index in
        """
        ~~struck \(index)~~ and www.example\(index).org, then https://example.com/\(index).

        | a | b |
        |---|---|
        | ~~c~~ | www.cell.org |

        """
    }

    /// On Linux the program's stand-in for cmark's table function is called, so the inline
    /// passes run at once (with the version whose block pass is known to share nothing); the
    /// test above then checks them running at once.
    @Test func inlinePassesRunAtOnceWhereTheStandInIsCalled() {
        #if os(Linux)
        #expect(CMarkBridge.inlinePassIsLockFree == CMarkBridge.blockPassIsLockFree)
        let standInWasCalled = CMarkSpecialCharacters.wasCalled.load(ordering: .relaxed)
        #expect(standInWasCalled)
        #endif
    }

    @Test func parsesOnManyThreadsReadEveryExtensionAsOneThreadDoes() {
        let serial = Self.sources.map(CMarkBridge.cmarkHTML(of:))
        #expect(serial.allSatisfy { $0.contains("<del>") && $0.contains("<a href=\"http://www.") })
        let parallel = Parallel.map(Self.sources, CMarkBridge.cmarkHTML(of:))
        let differing = zip(serial, parallel).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) of \(serial.count) parses read the text differently")
    }
}
