import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// A site of several modules, built from `Fixtures/package`: three modules, one extending
/// another's type and one re-exporting both without a catalog.
@Suite struct PackageSiteTests {
    /// The fixture package's folder.
    static let package = SiteFixture.fixtures.appending(path: "package")

    /// The command line that builds the fixture package into `output`, plus `extra`.
    static func arguments(output: URL, extra: [String] = []) -> [String] {
        var arguments = ["--output", output.path, "--title", "Larder"]
        for module in ["Pantry", "PantryShelves", "PantryKit"] {
            arguments += [
                "--module", module,
                "--symbol-graph", package.appending(path: "graphs/\(module)").path,
            ]
        }
        for catalog in ["Pantry.docc", "PantryShelves.docc"] {
            arguments += ["--articles", package.appending(path: catalog).path]
        }
        return arguments + extra
    }

    /// Builds the fixture package and returns the report and the site's folder.
    static func build(
        _ root: URL, articles: [String]? = nil, extra: [String] = []
    ) async throws -> (BuildReport, URL) {
        let site = root.appending(path: "site")
        try Self.placeSources(in: root)
        var arguments = Self.arguments(output: site, extra: extra)
        if let articles {
            arguments = arguments.filter { !$0.hasSuffix(".docc") }
            // Drop the `--articles` left without a value, then name the given folders.
            var kept: [String] = []
            for argument in arguments where !(argument == "--articles") { kept.append(argument) }
            arguments = kept + articles.flatMap { ["--articles", $0] }
        }
        let parsed = try ArgumentParser.parse(arguments, for: .build)
        let options = Subcommand.buildOptions(from: parsed, packageRoot: root.path)
        return (await SiteFixture.build(options), site)
    }

    /// Puts the fixture's sources where a package has them, `Sources/<Module>/<Module>.swift`,
    /// under `root`: what the build reads of them is which modules each re-exports.
    static func placeSources(in root: URL) throws {
        for module in ["Pantry", "PantryShelves", "PantryKit"] {
            let folder = root.appending(path: "Sources/\(module)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: package.appending(path: "source/\(module).swift.txt"),
                to: folder.appending(path: "\(module).swift"))
        }
    }

    /// Each module gets its name, folder, catalog and graphs from one command line.
    @Test func eachModuleTakesItsOwnArticlesAndGraphs() throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.placeSources(in: root)
        let parsed = try ArgumentParser.parse(Self.arguments(output: root), for: .build)
        let options = Subcommand.buildOptions(from: parsed, packageRoot: root.path)
        #expect(options.siteTitle == "Larder")
        let modules = options.siteModules
        #expect(modules.map(\.moduleName) == ["Pantry", "PantryShelves", "PantryKit"])
        #expect(modules.map(\.moduleFolder) == ["pantry/", "pantryshelves/", "pantrykit/"])
        #expect(modules[0].articlesFolder.hasSuffix("package/Pantry.docc"))
        #expect(modules[1].articlesFolder.hasSuffix("package/PantryShelves.docc"))
        #expect(modules[2].articlesFolder.isEmpty)
        #expect(modules.map(\.reexportedModules) == [[], [], ["Pantry", "PantryShelves"]])
        #expect(
            modules[1].symbolGraphs.map { ($0 as NSString).lastPathComponent }.sorted() == [
                "PantryShelves.symbols.json", "PantryShelves@Pantry.symbols.json",
            ])
    }

    /// Modules whose names make the same folder, or one of the site's own, get folders of
    /// their own.
    @Test func everyModuleGetsAFolderOfItsOwn() throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let parsed = try ArgumentParser.parse(
            ["--module", "Shelf", "--module", "shelf", "--module", "Assets", "--module", "Search"],
            for: .build)
        let options = Subcommand.buildOptions(from: parsed, packageRoot: root.path)
        #expect(
            options.siteModules.map(\.moduleFolder) == [
                "shelf/", "shelf-2/", "assets-2/", "search-2/",
            ])
    }

    /// Every cross-module spelling resolves, with no warning, to the page of the module that
    /// declares the symbol; a module's extension of another's type keeps its own page.
    @Test func linksNameOtherModulesInEachOfDocCsSpellings() async throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let (report, site) = try await Self.build(root)
        #expect(report.exitCode == 0)
        #expect(report.log.diagnostics.isEmpty, "\(report.log.diagnostics)")
        // ``PantryShelves/Shelf``, ``/PantryShelves/Shelf/jars``, <doc:PantryShelves/Arranging>
        // and ``PantryShelves``, and the same as DocC's URLs (`./pantryshelves/shelf`); then ``/Pantry/Jar``, ``Pantry/Jar/fill``, ``Pantry/Labeled``,
        // <doc:Pantry>, and ``Pantry/Jar/isLow``, which this module adds to Pantry's type.
        let expected = [
            "pantry/index.html": [
                "../pantryshelves/documentation/shelf.html",
                "../pantryshelves/documentation/shelf.html#jars",
                "../pantryshelves/articles/arranging.html", "../pantryshelves/index.html",
                "../pantrykit/documentation/stock-_-at.html",
            ],
            "pantryshelves/articles/arranging.html": [
                "../../pantry/documentation/jar.html", "../../pantry/documentation/jar.html#fill",
                "../../pantry/documentation/labeled.html", "../../pantry/index.html",
                "../documentation/pantry-jar.html#islow",
            ],
        ]
        let pantry = SiteFixture.page("pantry/index.html", in: site)
        for written in ["./pantryshelves/shelf", "../pantryshelves/shelf/jars", "/documentation/"] {
            #expect(!pantry.contains("href=\"\(written)"), "\(written)")
        }
        for (page, hrefs) in expected {
            let html = SiteFixture.page(page, in: site)
            for href in hrefs { #expect(html.contains("href=\"\(href)\""), "\(page): \(href)") }
        }
    }

    /// Declarations and relationships link to the other module's pages.
    @Test func declarationsAndRelationshipsLinkAcrossModules() async throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let (_, site) = try await Self.build(root)
        let shelf = SiteFixture.page("pantryshelves/documentation/shelf.html", in: site)
        #expect(
            shelf.contains(
                "[<a class=\"type\" href=\"../../pantry/documentation/jar.html\">Jar</a>]"))
        #expect(
            shelf.contains(
                "<li><a href=\"../../pantry/documentation/labeled.html\"><code>Labeled</code></a></li>"
            ))
        let stock = SiteFixture.page("pantrykit/documentation/stock-_-at.html", in: site)
        #expect(
            stock.contains(
                "<a class=\"type\" href=\"../../pantryshelves/documentation/shelf.html\">Shelf</a>")
        )
    }

    /// The site's index lists the modules with their summaries; a module without a catalog
    /// gets its page from its symbols; one sidebar, one search and one print page hold every
    /// module, and breadcrumbs start at the site's index.
    @Test func oneSiteHoldsEveryModule() async throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let (report, site) = try await Self.build(root)
        #expect(report.exitCode == 0)
        let index = SiteFixture.page("index.html", in: site)
        #expect(index.contains("<h1>Larder</h1>"))
        for (href, summary) in [
            ("pantry/index.html", "Jars, and the labels on them."),
            ("pantryshelves/index.html", "Shelves of jars."), ("pantrykit/index.html", ""),
        ] {
            #expect(index.contains("href=\"\(href)\""), "\(href)")
            #expect(summary.isEmpty || index.contains(summary), "\(summary)")
        }
        let kit = SiteFixture.page("pantrykit/index.html", in: site)
        #expect(kit.contains("href=\"documentation/stock-_-at.html\""))
        // The umbrella lists what it re-exports; their symbols stay in their own modules.
        #expect(kit.contains("<h3 id=\"re-exported-modules\">Re-exported Modules</h3>"))
        #expect(kit.contains("href=\"../pantry/index.html\">Pantry</a>"))
        #expect(kit.contains("href=\"../pantryshelves/index.html\">PantryShelves</a>"))
        #expect(
            !FileManager.default.fileExists(
                atPath: site.appending(path: "pantrykit/documentation/jar.html").path))
        let navigation = SiteFixture.page("navigation.js", in: site)
        #expect(
            navigation.hasPrefix(
                "window.napkinNavigation = [\n[\"Larder\",\"index.html\",[\n[\"Pantry\",\"pantry/index.html\""
            ))
        #expect(navigation.contains("[\"PantryShelves\",\"pantryshelves/index.html\""))
        #expect(navigation.contains("[\"PantryKit\",\"pantrykit/index.html\""))
        #expect(
            FileManager.default.fileExists(
                atPath: site.appending(path: "pantry/navigation.js").path)
                == false)
        let search = FileTree.entries(below: site.appending(path: SearchFormat.shardFolder).path)
            .filter { $0.type == .file }
            .map { SiteFixture.page(SearchFormat.shardFolder + "/" + $0.path, in: site) }
            .joined()
        for page in [
            "pantry/documentation/jar.html", "pantryshelves/articles/arranging.html",
            "pantrykit/documentation/stock-_-at.html",
        ] {
            #expect(search.contains(page), "\(page)")
        }
        // Each page's row ends with its module, after its headings, for the results to show.
        #expect(search.contains("[\"isLow\",\"islow\"],\"PantryShelves\"]"))
        #expect(search.contains("\"A closed jar on a pantry shelf.\",["))
        let arranging = SiteFixture.page("pantryshelves/articles/arranging.html", in: site)
        #expect(arranging.contains("<a href=\"../../index.html\">Larder</a>"))
        let print = SiteFixture.page("print.html", in: site)
        #expect(print.contains("Put the fullest jars where they are reached first."))
    }

    /// A folder of articles that is no module's holds the site's own pages: its root page is
    /// the site's index, which lists the modules after its own Topics, and heads the sidebar.
    @Test func thePackagesOwnRootPageIsTheSitesIndex() async throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let articles = root.appending(path: "Articles")
        try FileManager.default.createDirectory(at: articles, withIntermediateDirectories: true)
        try Data("# The Larder\n\nA pantry in three modules.\n\n## Topics\n\n- <doc:Tour>\n".utf8)
            .write(to: articles.appending(path: "index.md"))
        try Data("# Tour\n\nWhere each jar goes.\n".utf8).write(
            to: articles.appending(path: "Tour.md"))
        let (report, site) = try await Self.build(
            root,
            articles: [
                articles.path, Self.package.appending(path: "Pantry.docc").path,
                Self.package.appending(path: "PantryShelves.docc").path,
            ])
        #expect(report.log.diagnostics.isEmpty, "\(report.log.diagnostics)")
        let index = SiteFixture.page("index.html", in: site)
        #expect(index.contains("<h1>The Larder</h1>"))
        #expect(index.contains("href=\"articles/tour.html\""))
        #expect(index.contains("<h3 id=\"modules\">Modules</h3>"))
        for module in ["pantry", "pantryshelves", "pantrykit"] {
            #expect(index.contains("href=\"\(module)/index.html\""), "\(module)")
        }
        #expect(
            FileManager.default.fileExists(atPath: site.appending(path: "articles/tour.html").path))
        let navigation = SiteFixture.page("navigation.js", in: site)
        #expect(
            navigation.hasPrefix(
                "window.napkinNavigation = [\n[\"The Larder\",\"index.html\",[\n[\"Tour\","))
        let arranging = SiteFixture.page("pantryshelves/articles/arranging.html", in: site)
        #expect(arranging.contains("<li><a href=\"../../index.html\">The Larder</a></li>"))
    }

    /// A link to another module that names nothing there is a warning naming that module.
    @Test func anUnresolvedLinkIntoAnotherModuleNamesIt() async throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appending(path: "Pantry.docc")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try Data(
            "# ``Pantry``\n\nSee ``PantryShelves/Shelve`` and <doc:PantryShelves/Arrange>.\n".utf8
        )
        .write(to: catalog.appending(path: "Pantry.md"))
        let (report, _) = try await Self.build(
            root,
            articles: [catalog.path, Self.package.appending(path: "PantryShelves.docc").path])
        let messages = report.log.diagnostics.map(\.description)
        #expect(
            messages.contains {
                $0.contains(
                    "Pantry.md:3:5: warning: in module 'PantryShelves': unresolved symbol link "
                        + "'Shelve'; did you mean 'Shelf'?")
            }, "\(messages)")
        #expect(
            messages.contains {
                $0.contains(
                    "warning: in module 'PantryShelves': unresolved doc link '<doc:Arrange>'")
            }, "\(messages)")
    }

    /// Names of Apple's modules link to their published pages, marked as outside the site, in
    /// declarations, relationships and symbol links; `--no-published-links` keeps every link
    /// in the site.
    @Test func symbolsOfApplesModulesLinkToTheirPublishedPages() async throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let (report, site) = try await Self.build(root)
        #expect(report.log.diagnostics.isEmpty, "\(report.log.diagnostics)")
        let published =
            "class=\"type external\" rel=\"external noopener\" href=\"https://"
            + "developer.apple.com/documentation/swift/string\">String</a>"
        let shelf = SiteFixture.page("pantryshelves/documentation/shelf.html", in: site)
        #expect(shelf.contains(published))
        #expect(
            shelf.contains(
                "<li><a class=\"external\" rel=\"external noopener\" href=\"https://developer.apple"
                    + ".com/documentation/swift/sendable\"><code>Sendable</code></a></li>"))
        let arranging = SiteFixture.page("pantryshelves/articles/arranging.html", in: site)
        #expect(
            arranging.contains(
                "<a class=\"symbol-link external\" rel=\"external noopener\" href=\"https://"
                    + "developer.apple.com/documentation/swift/array\"><code>Array</code></a>"))

        let offline = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: offline) }
        let (kept, keptSite) = try await Self.build(offline, extra: ["--no-published-links"])
        let messages = kept.log.diagnostics.map(\.description)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("unresolved symbol link 'Swift/Array'") == true)
        for page in [
            "pantryshelves/documentation/shelf.html", "pantryshelves/articles/arranging.html",
        ] {
            #expect(!SiteFixture.page(page, in: keptSite).contains("developer.apple.com"))
        }
    }

    /// A declaration's type is found on its published page from its precise identifier alone,
    /// for a top-level type of a known module.
    @Test(arguments: [
        ("s:Si", "Int", "https://developer.apple.com/documentation/swift/int"),
        ("s:s8SendableP", "Sendable", "https://developer.apple.com/documentation/swift/sendable"),
        ("s:10Foundation3URLV", "URL", "https://developer.apple.com/documentation/foundation/url"),
        ("s:Sa5IndexV", "Index", nil),
        ("s:6Pantry3JarV", "Jar", nil),
        ("c:objc(cs)NSObject", "NSObject", nil),
        ("s:10Foundation3URLV", "Path", nil),
    ])
    func publishedPagesOfPreciseIdentifiers(id: String, name: String, url: String?) {
        #expect(PublishedDocumentation.url(forPreciseIdentifier: id, name: name) == url)
    }
}
