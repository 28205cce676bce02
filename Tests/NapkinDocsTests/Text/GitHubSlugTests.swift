import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// GitHub's heading ids, which links in Markdown written for GitHub name, worked out by hand
/// from GitHub's rule: punctuation and symbols dropped, each space a `-`, letters of every
/// script kept, repeats numbered from `-1`.
@Suite struct GitHubSlugTests {
    @Test func punctuationIsDroppedAndSpacesBecomeDashes() {
        #expect(Slug.gitHub("require(id)") == "requireid")
        #expect(
            Slug.gitHub("fs.readFile(path[, options], callback)")
                == "fsreadfilepath-options-callback")
        #expect(Slug.gitHub("Event: 'close'") == "event-close")
        #expect(Slug.gitHub("A -- B") == "a----b")
        #expect(Slug.gitHub("snake_case & more") == "snake_case--more")
    }

    @Test func lettersOfEveryScriptAndMarksAreKept() {
        #expect(Slug.gitHub("Über das Wasser") == "über-das-wasser")
        #expect(Slug.gitHub("日本語の見出し") == "日本語の見出し")
        #expect(Slug.gitHub("e\u{301}tude 🙂!") == "e\u{301}tude-")
    }

    @Test func repeatsAreNumberedFromOneAndStepOverTakenIDs() {
        var ids = Slug.GitHubUniquer()
        #expect(ids.unique("example") == "example")
        #expect(ids.unique("example-1") == "example-1")
        #expect(ids.unique("example") == "example-2")
        #expect(ids.unique("example") == "example-3")
        #expect(ids.unique("") == "")
        #expect(ids.unique("") == "-1")
    }
}
