import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Links from symbol pages to their declarations online, as `docc`'s source-service options
/// make them.
@Suite struct SourceLinksTests {
    @Test func eachServiceSpellsTheLineItsWay() {
        let cases: [(SourceLinks.Service, String, String, String)] = [
            (
                .github, "https://github.com/o/r/blob/main/", "Sources/Over/Over.swift",
                "https://github.com/o/r/blob/main/Sources/Over/Over.swift#L2"
            ),
            (
                .bitbucket, "https://bitbucket.org/o/r/src/main", "Sources/My File.swift",
                "https://bitbucket.org/o/r/src/main/Sources/My%20File.swift#lines-2"
            ),
        ]
        for (service, base, file, expected) in cases {
            let links = SourceLinks(
                service: service, baseURL: base, checkoutPath: "/package", relativeTo: "/")
            #expect(links.url(file: "/package/" + file, line: 2) == expected)
        }
    }

    @Test func fileOutsideTheCheckoutGetsNoLink() {
        let links = SourceLinks(
            service: .gitlab, baseURL: "https://gitlab.com/o/r/-/blob/main",
            checkoutPath: "../package", relativeTo: "/work/tool")
        #expect(links.checkoutPath == "/work/package")
        #expect(links.url(file: "/work/packages/A.swift", line: 1) == nil)
        #expect(
            links.url(file: "/work/package/A.swift", line: 1)
                == "https://gitlab.com/o/r/-/blob/main/A.swift#L1")
    }

    @Test func symbolsLinkToTheirDeclarationOnlyWhenAsked() async {
        var options = OverloadsFixture.siteOptions()
        let output = URL(fileURLWithPath: options.outputFolder)
        _ = await SiteFixture.build(options)
        #expect(!SiteFixture.page("documentation/box.html", in: output).contains("source-link"))
        options.sourceLinks = SourceLinks(
            service: .github, baseURL: "https://github.com/o/over/blob/main",
            checkoutPath: "/package", relativeTo: "/")
        _ = await SiteFixture.build(options)
        #expect(
            SiteFixture.page("documentation/box.html", in: output).contains(
                "<p class=\"source-link\">Declared in <a href=\"https://github.com/o/over/blob/main/"
                    + "Sources/Over/Over.swift#L2\"><code>Over.swift</code>, line 2</a></p>"))
        // Each member on the page links to its own line.
        #expect(
            SiteFixture.page("documentation/box.html", in: output).contains(
                "Sources/Over/Over.swift#L4\"><code>Over.swift</code>, line 4</a>"))
    }

    @Test func sourceOptionsComeTogetherOrNotAtAll() throws {
        func links(_ arguments: String...) throws(UsageError) -> SourceLinks? {
            try Subcommand.sourceLinks(from: ArgumentParser.parse(arguments, for: .build))
        }
        #expect(try links() == nil)
        let full = try links(
            "--source-service", "GitHub", "--source-service-base-url", "https://x/blob/main",
            "--checkout-path", "/package")
        #expect(full?.service == .github)
        #expect(throws: UsageError("Source links need '--checkout-path' too")) {
            try links("--source-service", "github", "--source-service-base-url", "https://x")
        }
        #expect(
            throws: UsageError(
                "Unknown source service 'svn'; use 'github', 'gitlab', 'bitbucket'")
        ) {
            try links(
                "--source-service", "svn", "--source-service-base-url", "u", "--checkout-path",
                "p")
        }
    }
}
