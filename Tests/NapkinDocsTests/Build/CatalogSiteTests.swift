import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

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

    /// Writes a catalog of `files` (name to text) into a new folder and builds it.
    /// - Parameters:
    ///   - name: The catalog folder's name (`Pots.docc`).
    ///   - files: The catalog's files.
    /// - Returns: The site's files and the build's report.
    static func build(
        catalog name: String, _ files: [String: String]
    ) async throws -> (files: [SiteFile], report: BuildReport) {
        let folder = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appending(path: name)
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        for (file, text) in files {
            try text.write(to: catalog.appending(path: file), atomically: true, encoding: .utf8)
        }
        let options = BuildOptions(
            articlesFolder: catalog.path, outputFolder: folder.appending(path: "Site").path,
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
        #expect(!index.contains("never shown"))
        #expect(!index.contains("Never Shown"), "a hidden heading is in the outline")
    }

    @Test func linksListEachPageInItsVisualStyle() async throws {
        let (files, _) = await Self.build()
        let html = Self.page("index.html", in: files)
        let summary = "The layout directives, on a page of their own."
        let lists = html.components(separatedBy: "<div class=\"directive-links\">").dropFirst()
            .map { $0.components(separatedBy: "</ul>").first ?? "" }
        try #require(lists.count == 3)
        let (compact, detailed, list) = (lists[0], lists[1], lists[2])
        #expect(compact.hasPrefix("\n<ul class=\"link-cards link-cards-compact\">"))
        #expect(compact.contains("<span class=\"card-title\">Layout</span>"))
        #expect(!compact.contains(summary))
        #expect(detailed.hasPrefix("\n<ul class=\"link-cards link-cards-detailed\">"))
        #expect(
            detailed.contains(
                "<li class=\"link-card\"><a href=\"articles/layout.html\">"
                    + "<img class=\"card-image\" src=\"files/Resources/photo.png\" alt=\"\" />"
                    + "<span class=\"card-title\">Layout</span>"
                    + "<span class=\"card-summary\">\(summary)</span></a></li>"))
        #expect(detailed.contains("<span class=\"card-title\">Meet the Sample</span>"))
        #expect(list.hasPrefix("\n<ul class=\"topic-list\">"))
        #expect(list.contains("<a href=\"articles/layout.html\">Layout</a><p>\(summary)</p>"))
    }

    @Test func metadataShapesThePageHeader() async {
        let (files, _) = await Self.build()
        let index = Self.page("index.html", in: files)
        #expect(index.contains("<header class=\"page-header page-color-green module-header\">"))
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
        #expect(tutorial.contains("<p class=\"eyebrow\">Tutorial</p>\n<h1>Meet the Sample</h1>"))
        #expect(tutorial.contains("<p class=\"tutorial-time\">Estimated time: 5 minutes</p>"))
        #expect(
            tutorial.contains(
                "<div class=\"tutorial-steps\">\n<section class=\"tutorial-step\">\n"
                    + "<p class=\"step-label\">Step 1</p>\n<p>Draw the tree.</p>"))
        #expect(tutorial.contains("<p class=\"step-label\">Step 2</p>\n<p>Look at the photo.</p>"))
        // Markdown between two steps stands outside both, in valid HTML.
        #expect(
            tutorial.contains(
                "</section>\n<p>Then the code.</p>\n<section class=\"tutorial-step\">\n"
                    + "<p class=\"step-label\">Step 3</p>"))
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
        #expect(Self.page("index.html", in: files).contains("<h1>The Tool</h1>"))
        // Without symbols an extension file extends nothing, and DocC leaves it out too.
        #expect(
            report.log.diagnostics.map(\.description) == [
                "\(catalog.path)/Reference/Part.md:1:1: warning: extension file of 'tool/Part' "
                    + "left out: the build has no symbols"
            ])
        #expect(!files.contains { $0.path.hasPrefix("articles/") })
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
                "5:16 no image 'nowhere' in the articles folder: none at 'nowhere', "
                    + "and none of that name anywhere in it"
            ])
    }

    @Test func tutorialsArePlacedApartFromArticlesInTheirTableOfContentsOrder() async throws {
        let files = [
            "Pots.md": "# Pots\n\n@Metadata {\n    @TechnologyRoot\n}\n\nAbout pots.\n",
            "Glazing.md": "# Glazing\n\nAn article.\n",
            "Course.tutorial": """
            @Tutorials(name: "Pottery") {
                @Intro(title: "Make a pot") {
                    A course.
                }
                @Chapter(name: "Start") {
                    @TutorialReference(tutorial: "doc:Wedging")
                    @TutorialReference(tutorial: "doc:Anchoring")
                }
            }
            """,
            "Anchoring.tutorial":
                "@Tutorial(time: 5) {\n    @Intro(title: \"Anchoring the clay\") {\n        B.\n    }\n}\n",
            "Wedging.tutorial":
                "@Tutorial(time: 5) {\n    @Intro(title: \"Wedging the clay\") {\n        A.\n    }\n}\n",
        ]
        let (site, report) = try await Self.build(catalog: "Pots.docc", files)
        #expect(report.log.diagnostics.isEmpty, "\(report.log.diagnostics)")
        let index = Self.page("index.html", in: site)
        #expect(
            index.contains(
                "<h3 id=\"articles\">Articles</h3>\n<ul class=\"topic-list\">\n"
                    + "<li><a href=\"articles/glazing.html\">Glazing</a>"))
        // The table of contents first, then its tutorials in its order, not by title.
        let tutorials = try #require(
            index.components(separatedBy: "<h3 id=\"tutorials\">Tutorials</h3>").last?
                .components(separatedBy: "</ul>").first)
        let order = ["pottery", "wedging-the-clay", "anchoring-the-clay"].map {
            tutorials.range(of: "articles/\($0).html")?.lowerBound
        }
        #expect(order.allSatisfy { $0 != nil } && order == order.sorted { $0! < $1! })
        #expect(!tutorials.contains("glazing"))
        let wedging = Self.page("articles/wedging-the-clay.html", in: site)
        #expect(wedging.contains("<p class=\"eyebrow\">Tutorial</p>"))
        let seeAlso = wedging.components(separatedBy: "id=\"see-also\"").last ?? ""
        #expect(!seeAlso.contains("glazing"), "a tutorial's See Also lists other tutorials")
    }

    /// A module page's abstract is in its header band, once, its code and links kept, as DocC
    /// shows it, and so is an article's; `print.html` keeps each under its title.
    @Test func aPagesAbstractIsInItsHeaderBand() async throws {
        let files = [
            "Pots.md": """
            # ``Pots``

            @Metadata {
                @PageColor(green)
            }

            Keeps `Pot` values, glazed as <doc:Glazing> says.

            ## Overview

            Pots hold things.
            """,
            "Glazing.md": "# Glazing\n\nHow a pot is glazed.\n",
        ]
        let (site, report) = try await Self.build(catalog: "Pots.docc", files)
        #expect(report.log.diagnostics.isEmpty, "\(report.log.diagnostics)")
        let index = Self.page("index.html", in: site)
        let abstract = "<p>Keeps <code>Pot</code> values, glazed as "
        let header =
            index.components(separatedBy: "<header class=\"page-header").last?
            .components(separatedBy: "</header>").first ?? ""
        #expect(
            header.contains("<div class=\"abstract\">\(abstract)<a href=\"articles/glazing.html\">")
        )
        #expect(index.components(separatedBy: abstract).count == 2, "the abstract is shown once")
        #expect(Self.page("print.html", in: site).contains(abstract))
        // An article's abstract is in its own band, once, and in print.html too.
        let glazing = Self.page("articles/glazing.html", in: site)
        #expect(
            glazing.contains(
                "<h1>Glazing</h1>\n<div class=\"abstract\"><p>How a pot is glazed.</p>\n</div>\n</header>"
            ), "\(glazing)")
        #expect(glazing.components(separatedBy: "How a pot is glazed.").count == 2)
        #expect(Self.page("print.html", in: site).contains("How a pot is glazed."))
    }

    @Test func globalOptionsApplyToEveryPageWithoutOptionsOfItsOwn() async throws {
        let files = [
            "Jugs.md": """
            # Jugs

            @Metadata {
                @TechnologyRoot
            }

            @Options(scope: global) {
                @AutomaticSeeAlso(disabled)
                @AutomaticTitleHeading(disabled)
            }

            About jugs.

            ## Topics

            - <doc:Pouring>
            - <doc:Filling>
            """,
            "Pouring.md": "# Pouring\n\nTilt it.\n",
            "Filling.md":
                "# Filling\n\n@Options {\n    @AutomaticSeeAlso(enabled)\n}\n\nFill it.\n",
        ]
        let (site, report) = try await Self.build(catalog: "Jugs.docc", files)
        #expect(report.log.diagnostics.isEmpty, "\(report.log.diagnostics)")
        let pouring = Self.page("articles/pouring.html", in: site)
        #expect(!pouring.contains("id=\"see-also\""))
        #expect(!pouring.contains("class=\"eyebrow\""))
        // A page's own @Options replaces the global ones.
        let filling = Self.page("articles/filling.html", in: site)
        #expect(filling.contains("id=\"see-also\""))
        #expect(filling.contains("<p class=\"eyebrow\">Article</p>"))
    }
}
