import Foundation
import Testing

@testable import NapkinDocs

/// A DocC catalog builds as it is: its root page, its nested folders, its tutorials, and its
/// media found by name with their dark and high-resolution variants, with no warning and no
/// directive left as text.
@Suite struct CatalogSiteTests {
    /// The fixture catalog, which uses every directive, aside and media form.
    static let catalog = SiteFixture.fixtures.appending(path: "catalog/Sample.docc").path

    /// Builds the fixture catalog into a temporary folder.
    static func build() async -> (files: [SiteFile], report: BuildReport) {
        let folder = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = BuildOptions(
            articlesFolder: catalog, outputFolder: folder.appending(path: "Site").path,
            noSymbols: true)
        return await SiteBuilder(options: options).generate()
    }

    /// The text of one file of the site.
    static func page(_ path: String, in files: [SiteFile]) -> String {
        files.first { $0.path == path }.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
    }

    @Test func theFixtureCatalogBuildsWithNoWarnings() async {
        let (_, report) = await Self.build()
        #expect(report.log.diagnostics.isEmpty, "\(report.log.diagnostics)")
    }

    @Test func theTechnologyRootIsTheIndexAndEveryPageIsWritten() async {
        let (files, _) = await Self.build()
        let pages = files.map(\.path).filter { $0.hasSuffix(".html") && $0 != "print.html" }
        #expect(
            pages.sorted() == [
                "articles/layout.html", "articles/meet-the-sample.html", "index.html",
            ])
        #expect(Self.page("index.html", in: files).contains("<h1>Sample</h1>"))
    }

    @Test func noDirectiveIsLeftAsText() async {
        let (files, _) = await Self.build()
        for path in ["index.html", "articles/layout.html", "articles/meet-the-sample.html"] {
            let html = Self.page(path, in: files)
            let body = html.components(separatedBy: "<div class=\"content\">").last ?? ""
            for name in DirectiveSpec.all.keys {
                #expect(!body.contains("@\(name)"), "\(path) shows @\(name)")
            }
        }
    }

    @Test func imagesByNameAreCopiedWithTheirVariants() async {
        let (files, _) = await Self.build()
        let copied = files.map(\.path).filter { $0.hasPrefix("files/") }.sorted()
        #expect(
            copied == [
                "files/Resources/clip.mp4", "files/Resources/icon.svg",
                "files/Resources/images/tree.svg", "files/Resources/images/tree~dark.svg",
                "files/Resources/photo.png", "files/Resources/photo@2x.png",
                "files/Resources/sample.zip",
            ])
        let index = Self.page("index.html", in: files)
        #expect(
            index.contains(
                "<picture><source media=\"(prefers-color-scheme: dark)\" srcset=\"files/Resources/images/tree~dark.svg\" /><img src=\"files/Resources/images/tree.svg\" alt=\"A tree of napkins\" /></picture>"
            ))
        #expect(
            index.contains(
                "<img src=\"files/Resources/photo.png\" srcset=\"files/Resources/photo.png, files/Resources/photo@2x.png 2x\" alt=\"A photo of a napkin\" />"
            ))
    }

    @Test func everyAsideIsALabelledCallout() async {
        let (files, _) = await Self.build()
        let index = Self.page("index.html", in: files)
        for label in [
            "Note", "Tip", "Important", "Warning", "Experiment", "Attention", "Bug", "Complexity",
            "Precondition", "Postcondition", "Requires", "Invariant", "Remark", "To Do", "See Also",
        ] {
            #expect(
                index.contains("aria-label=\"\(label)\">\n<p class=\"aside-label\">\(label)</p>"),
                "\(label)")
        }
        #expect(index.contains("<blockquote>\n<p>A plain quotation stays a block quote.</p>"))
    }

    @Test func layoutTabsAndMediaAreReadableWithoutScripts() async {
        let (files, _) = await Self.build()
        let index = Self.page("index.html", in: files)
        #expect(
            index.contains(
                "<div class=\"directive-row columns-3\">\n<div class=\"directive-column span-2\">")
        )
        #expect(
            index.contains(
                "<section class=\"tab\">\n<p class=\"tab-title\">UIKit</p>\n<p>The UIKit variant.</p>"
            ))
        #expect(index.contains("<p class=\"tab-title\">SwiftUI</p>\n<p>The SwiftUI variant.</p>"))
        #expect(
            index.contains(
                "<video controls=\"\" preload=\"metadata\" src=\"files/Resources/clip.mp4\" poster=\"files/Resources/photo.png\" aria-label=\"A short clip\">"
            ))
        #expect(index.contains("<div class=\"directive-links links-compactGrid\">"))
        #expect(!index.contains("never shown"))
        #expect(!index.contains("Never Shown"), "a hidden heading is in the outline")
    }

    @Test func metadataShapesThePageHeader() async {
        let (files, _) = await Self.build()
        let index = Self.page("index.html", in: files)
        #expect(index.contains("<header class=\"page-header page-color-green\">"))
        #expect(
            index.contains("<li class=\"badge\">iOS 17.0+</li><li class=\"badge\">macOS 14.0+</li>")
        )
        #expect(
            index.contains(
                "<a class=\"button\" href=\"https://example.com/sample\">Visit the project</a>"))
        #expect(index.contains("<img class=\"page-icon\" src=\"files/Resources/icon.svg\""))
        // `@AutomaticSeeAlso(disabled)`.
        #expect(!index.contains("class=\"see-also\""))
        let layout = Self.page("articles/layout.html", in: files)
        #expect(layout.contains("<p class=\"eyebrow\">Guide</p>\n<h1>Layout</h1>"))
        #expect(layout.contains("<div class=\"directive-row columns-3\">"))
        #expect(
            layout.contains(
                "<a class=\"button\" href=\"../files/Resources/sample.zip\" download=\"\">Download</a>"
            ))
    }

    @Test func aTutorialIsAPageWithItsSteps() async {
        let (files, _) = await Self.build()
        let tutorial = Self.page("articles/meet-the-sample.html", in: files)
        #expect(tutorial.contains("<h1>Meet the Sample</h1>"))
        #expect(
            tutorial.contains(
                "<ol class=\"tutorial-steps\">\n<li class=\"tutorial-step\">\n<p>Draw the tree.</p>"
            ))
    }

    @Test func aSnippetShowsItsSliceFromThePackagesSnippetsFolder() async {
        let (files, _) = await Self.build()
        let index = Self.page("index.html", in: files)
        #expect(
            index.contains(
                "<figure class=\"listing\"><pre class=\"code\" tabindex=\"0\"><code class=\"language-swift\"><span class=\"kw\">func</span> greet() {"
            ))
        #expect(!index.contains("import Foundation"))
        // As DocC shows a slice: without the file's explanation, which goes with the whole
        // file (the page's second directive).
        #expect(index.components(separatedBy: "Greets the reader, in two slices.").count == 2)
    }

    @Test func aTutorialStepShowsItsCodeFile() async {
        let (files, _) = await Self.build()
        let tutorial = Self.page("articles/meet-the-sample.html", in: files)
        #expect(
            tutorial.contains(
                "<p>Write the tree in code.</p>\n<figure class=\"listing\"><figcaption class=\"listing-header\"><span class=\"listing-caption\">Tree.swift</span>"
            ))
    }

    @Test func theOnePageTitledWithAModuleNameIsTheRootWithoutSymbols() async throws {
        let folder = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appending(path: "Docs.docc")
        try FileManager.default.createDirectory(
            at: catalog.appending(path: "Reference"), withIntermediateDirectories: true)
        try "# ``tool``\n\n@Metadata {\n    @DisplayName(\"The Tool\")\n}\n\nThe root.\n".write(
            to: catalog.appending(path: "Tool Documentation.md"), atomically: true,
            encoding: .utf8)
        try "# ``tool/Part``\n\nA part.\n".write(
            to: catalog.appending(path: "Reference/Part.md"), atomically: true, encoding: .utf8)
        let options = BuildOptions(
            articlesFolder: catalog.path, outputFolder: folder.appending(path: "Site").path,
            noSymbols: true)
        let (files, report) = await SiteBuilder(options: options).generate()
        #expect(report.log.diagnostics.isEmpty, "\(report.log.diagnostics)")
        #expect(Self.page("index.html", in: files).contains("<h1>The Tool</h1>"))
    }

    @Test func aMissingImageIsAWarningAtItsLine() async throws {
        let folder = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appending(path: "Lost.docc")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try "# Lost\n\nText.\n\n@Image(source: \"nowhere\", alt: \"x\")\n".write(
            to: catalog.appending(path: "Lost.md"), atomically: true, encoding: .utf8)
        let options = BuildOptions(
            articlesFolder: catalog.path, outputFolder: folder.appending(path: "Site").path,
            noSymbols: true)
        let (_, report) = await SiteBuilder(options: options).generate()
        #expect(
            report.log.diagnostics.map {
                "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)"
            } == [
                "5:16 no file 'nowhere' in the articles folder for 'nowhere'"
            ])
    }
}
