import Foundation

@testable import NapkinDocs
@testable import NapkinDocsCore

/// The `Over` module's graph (overloads, doc comment fields, availability) and the
/// `docc-links` catalog written against it, for the link, badge and source-link tests.
enum OverloadsFixture {
    /// The graph of the `Over` module, whose overloads DocC tells apart by kind and by hash.
    static let graph = SiteFixture.fixtures.appending(path: "symbols/overloads/Over.symbols.json")
        .path

    /// Options that build the `docc-links` catalog over the graph into a new folder.
    /// - Returns: The options, whose output folder is new and empty.
    static func siteOptions() -> BuildOptions {
        BuildOptions(
            articlesFolder: SiteFixture.articles("docc-links"),
            outputFolder: SiteFixture.temporaryFolder().appending(path: "site").path,
            symbolGraphs: [graph], packageRoot: SiteFixture.fixtures.path, moduleName: "Over")
    }
}
