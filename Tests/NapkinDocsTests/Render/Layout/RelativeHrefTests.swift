import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks how root-relative links are rewritten for the page that holds them.
struct RelativeHrefTests {
    @Test func linkFromNestedPageClimbsToTheRoot() {
        #expect(
            relativeHref("articles/lifecycle.html#x", from: "documentation/presenter.html")
                == "../articles/lifecycle.html#x")
        #expect(relativeHref("index.html", from: "a/b/c.html") == "../../index.html")
    }

    @Test func linkFromTopLevelPageIsUnchanged() {
        #expect(
            relativeHref("articles/lifecycle.html", from: "index.html") == "articles/lifecycle.html"
        )
    }

    @Test func sharedFoldersAreSkipped() {
        #expect(
            relativeHref("documentation/router.html", from: "documentation/presenter.html")
                == "router.html")
        #expect(relativeHref("a/x/y.html", from: "a/b/c.html") == "../x/y.html")
    }

    @Test func anchorOnTheSamePageBecomesAFragment() {
        #expect(
            relativeHref("documentation/router.html#load", from: "documentation/router.html")
                == "#load")
        #expect(relativeHref("#load", from: "documentation/router.html") == "#load")
    }

    @Test func externalLinksAreLeftAlone() {
        #expect(relativeHref("https://swift.org", from: "a/b.html") == "https://swift.org")
        #expect(relativeHref("mailto:x@y.z", from: "a/b.html") == "mailto:x@y.z")
        #expect(
            relativeHref("documentation/attach(_:).html", from: "a/b.html")
                == "../documentation/attach(_:).html")
    }

    @Test func folderLinksPointAtTheirIndexPage() {
        #expect(relativeHref("", from: "articles/a.html") == "../index.html")
        #expect(relativeHref("articles/", from: "index.html") == "articles/index.html")
    }
}
