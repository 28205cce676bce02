import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// A module that adds to the standard library's types (`symbols/extensions`, built with and
/// without extension blocks) gets DocC's pages: one per extended type, under one per extended
/// module, with links in DocC's spellings resolved.
@Suite struct ExtendedTypesTests {
    /// The fixture's graphs: `blocks` (written with `-emit-extension-block-symbols`) or `plain`.
    private static func graphs(_ form: String) -> [String] {
        let folder = SiteFixture.fixtures.appending(path: "symbols/extensions/\(form)")
        return ["Stretch.symbols.json", "Stretch@Swift.symbols.json"].map {
            folder.appending(path: $0).path
        }
    }

    /// The catalog of the graphs in `form`.
    private static func catalog(_ form: String) throws -> SymbolCatalog {
        let graphs = try graphs(form).map {
            try SymbolGraph.decode(Data(contentsOf: URL(fileURLWithPath: $0)))
        }
        return SymbolCatalog(graphs: graphs, sourceRoot: "/package")
    }

    /// Each extended type is one symbol, whatever the number of extensions written for it,
    /// under its module, and its members are spelled from that module.
    @Test(arguments: ["blocks", "plain"])
    func eachExtendedTypeIsOneSymbolUnderItsModule(form: String) throws {
        let catalog = try Self.catalog(form)
        let pages = catalog.pageSymbols.map(\.path)
        #expect(
            pages == [
                "Swift", "Swift/Array", "Swift/Collection", "Swift/Int", "Swift/Sequence",
                "Windows",
            ], "\(pages)")
        let collection = try #require(catalog.symbols(atPath: "Swift/Collection").first)
        #expect(
            catalog.members(of: collection.id).map(\.title) == [
                "ends(with:)", "pairs()", "windows(ofCount:)",
            ])
        let swift = try #require(catalog.symbols(atPath: "Swift").first)
        #expect(swift.kind.groupTitle == "Extended Modules")
        #expect(catalog.members(of: swift.id).count == 4)
        let kinds = ["Swift/Collection", "Swift/Array"].compactMap {
            catalog.symbols(atPath: $0).first?.kind.displayName
        }
        #expect(
            kinds
                == (form == "blocks"
                    ? ["Extended Protocol", "Extended Structure"]
                    : ["Extended Type", "Extended Type"]))
        // The module's own type keeps what its own extension adds.
        let windows = try #require(catalog.symbols(atPath: "Windows").first)
        #expect(catalog.members(of: windows.id).map(\.title).contains("isEmpty"))
    }

    /// The site has one page per extended type, the module's page lists the extended module,
    /// and every link in DocC's spellings resolves, with no warning.
    @Test func theSiteHasDocCsPagesAndResolvesItsSpellings() async throws {
        let output = SiteFixture.temporaryFolder().appending(path: "site")
        let report = await SiteFixture.build(
            BuildOptions(
                articlesFolder: SiteFixture.articles("extended-types"),
                outputFolder: output.path, symbolGraphs: Self.graphs("blocks"),
                packageRoot: SiteFixture.fixtures.path, moduleName: "Stretch"))
        #expect(report.exitCode == 0)
        #expect(report.log.diagnostics.isEmpty, "\(report.log.diagnostics)")
        let files = FileTree.entries(below: output.appending(path: "documentation").path)
            .map(\.path).sorted()
        #expect(
            files == [
                "swift-array.html", "swift-collection.html", "swift-int.html",
                "swift-sequence.html",
                "swift.html", "windows.html",
            ], "\(files)")
        let root = SiteFixture.page("index.html", in: output)
        #expect(root.contains("Extended Modules"))
        #expect(root.contains("href=\"documentation/swift.html\""))
        let swift = SiteFixture.page("documentation/swift.html", in: output)
        #expect(swift.contains("Extended Protocols") && swift.contains("Extended Structures"))
        // Lists show an extended type as DocC does, by the extension, not by a member of it.
        #expect(swift.contains("extension <strong>Collection</strong>"), "\(swift)")
        // The extended module declares nothing, so its page has no Declaration section.
        #expect(!swift.contains("id=\"declaration\""))
        let collection = SiteFixture.page("documentation/swift-collection.html", in: output)
        #expect(collection.contains("Extended Protocol"))
        #expect(collection.contains("id=\"declaration\""))
        #expect(collection.contains("windows(ofCount:)") && collection.contains("ends(with:)"))
        let sliding = SiteFixture.page("articles/sliding-over-a-collection.html", in: output)
        #expect(
            sliding.contains("href=\"../documentation/swift-collection.html#windows-ofcount\""),
            "\(sliding)")
        #expect(sliding.contains("href=\"../documentation/swift-array.html#everyother\""))
        #expect(sliding.contains("href=\"../documentation/swift.html\""))
    }

    /// A catalog with no root article gets the module's page from the symbols alone, as DocC
    /// makes it: the module's kind and name, its types, and the extended modules by name.
    @Test func aCatalogWithoutARootArticleGetsTheModulesPage() async throws {
        let folder = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appending(path: "Stretch.docc")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        let output = folder.appending(path: "site")
        let report = await SiteFixture.build(
            BuildOptions(
                articlesFolder: catalog.path, outputFolder: output.path,
                symbolGraphs: Self.graphs("blocks"), packageRoot: folder.path,
                moduleName: "Stretch"))
        #expect(report.exitCode == 0)
        #expect(report.log.diagnostics.isEmpty, "\(report.log.diagnostics)")
        let root = SiteFixture.page("index.html", in: output)
        #expect(root.contains("class=\"page-header module-header\""), "\(root)")
        #expect(root.contains("<p class=\"eyebrow\">Framework</p>"))
        #expect(root.contains("<h1>Stretch</h1>"))
        #expect(root.contains("Extended Modules") && root.contains("<strong>Windows</strong>"))
        #expect(!root.contains("extension <strong>Sequence"))
    }
}
