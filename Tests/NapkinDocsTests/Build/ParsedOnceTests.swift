import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// A build parses each source once, articles and doc comments alike: every later stage reads
/// the model (counted by ``ParseLog``, by the source's path).
@Suite struct ParsedOnceTests {
    @Test func eachArticleAndDocCommentIsParsedOncePerBuild() async throws {
        let folder = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Paths no other test builds: a copy of the articles, and of the graph with its
        // source file renamed, so that the counts are this build's alone.
        let articles = folder.appending(path: "Articles")
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: SiteFixture.articles("napkin")), to: articles)
        let sourceFile = "Fixture-\(UUID().uuidString).swift"
        let graph = folder.appending(path: "napkin.symbols.json")
        let graphText = try String(
            contentsOf: URL(fileURLWithPath: SiteFixture.tinyGraph), encoding: .utf8)
        try graphText.replacingOccurrences(of: "Fixture.swift", with: sourceFile)
            .write(to: graph, atomically: true, encoding: .utf8)
        let catalog = try SymbolGraphLoader.load(files: [graph.path], sourceRoot: "/package")
        let comments = catalog.symbols.compactMap(\.docComment)
        try #require(comments.count >= 4)
        try #require(comments.allSatisfy { $0.path.hasSuffix(sourceFile) })

        let options = BuildOptions(
            articlesFolder: articles.path, outputFolder: folder.appending(path: "Site").path,
            symbolGraphs: [graph.path], packageRoot: "/package", moduleName: "napkin",
            sourceRules: .compiled)
        let (files, report) = await SiteBuilder(options: options).generate()
        #expect(!report.log.hasErrors, "\(report.log)")
        #expect(files.contains { $0.path == "print.html" })

        let articlePaths = try ArticleLoader.markdownFiles(in: articles.path).map {
            ArticleLoader.displayPath($0, in: articles.path)
        }
        try #require(articlePaths.count == 3)
        for path in articlePaths {
            #expect(ParseLog.count(of: path) == 1, "\(path)")
        }
        // All the comments come from one file: one parse each.
        #expect(ParseLog.count(of: comments[0].path) == comments.count)
    }

    /// Articles set aside on disk while the site is resolved are read back, never parsed again.
    @Test func eachArticleIsParsedOnceWhenArticlesWaitOnDisk() async throws {
        let folder = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let articles = folder.appending(path: "Articles")
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: SiteFixture.articles("plain")), to: articles)
        var options = BuildOptions(
            articlesFolder: articles.path, outputFolder: folder.appending(path: "Site").path,
            noSymbols: true)
        options.keptMarkdownBytes = 0
        let report = await SiteBuilder(options: options).run()
        #expect(report.wroteSite, "\(report.log.diagnostics)")
        let articlePaths = try ArticleLoader.markdownFiles(in: articles.path).map {
            ArticleLoader.displayPath($0, in: articles.path)
        }
        try #require(articlePaths.count == 2)
        for path in articlePaths {
            #expect(ParseLog.count(of: path) == 1, "\(path)")
        }
    }
}
