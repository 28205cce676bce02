import Foundation
import Testing

@testable import NapkinDocs

/// A page the generator writes today, read by ``PageScan``: with `--allow-raw-html`, a raw HTML
/// block that leaves a quote open (`<form title="`) takes the generator's next `"` as its
/// closing quote, so a relative link destination after it (`x/action=javascript:…`) becomes an
/// `action` attribute holding a `javascript:` URL. Each part alone passes the generator's
/// checks: the raw block names no URL, and the link's destination has no scheme.
@Suite struct OpenQuoteFindingTests {
    /// The article: an open `<form title="`, a link, and a button that submits the form.
    static let article = """
        # Raw

        <form title="

        [x](x/action=javascript:alert(document.domain)//)

        <button>Go</button></form>

        """

    /// The page's form gets no `javascript:` action (it does today, hence the known issue).
    @Test func noJavaScriptURLReachesAFormAction() async throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let articles = root.appending(path: "Articles")
        try FileManager.default.createDirectory(at: articles, withIntermediateDirectories: true)
        try Data(Self.article.utf8).write(to: articles.appending(path: "Raw.md"))
        let output = root.appending(path: "Site")
        let capture = OutputCapture()
        let code = await CommandLineTool.run(
            arguments: [
                "build", "--no-symbols", "--allow-raw-html", "--articles", articles.path,
                "--output", output.path,
            ], io: capture.io)
        #expect(code == 0, "\(capture.error)")
        let page = SiteFixture.page("articles/raw.html", in: output)
        let forms = PageScan.startTags(in: page).filter { $0.name == "form" }
        #expect(forms.count == 1)
        let actions = forms.flatMap(\.attributes).filter { $0.name == "action" }.map(\.value)
        withKnownIssue("the generator writes this page today: see this suite's summary") {
            #expect(actions.compactMap(PageScan.scheme(ofURL:)).allSatisfy { $0 != "javascript" })
        }
    }
}
