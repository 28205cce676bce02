import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// A doc comment's directives are checked as an article's are, and each problem points at
/// its place in the `.swift` file.
@Suite struct CommentDirectiveTests {
    /// The tiny graph with the `Router` comment's one line replaced by `line`.
    static func catalog(routerComment line: String) throws -> SymbolCatalog {
        let folder = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let graph = folder.appending(path: "napkin.symbols.json")
        let text = try String(
            contentsOf: URL(fileURLWithPath: SiteFixture.tinyGraph), encoding: .utf8)
        try text.replacingOccurrences(of: "\"Routes between napkins.\"", with: line)
            .write(to: graph, atomically: true, encoding: .utf8)
        return try SymbolGraphLoader.load(files: [graph.path], sourceRoot: "/package")
    }

    @Test func aDocCommentsSnippetIsReadAndOneNamingNothingIsAWarning() throws {
        var includes = CatalogIncludes()
        includes.snippets = SnippetLibrary(texts: ["Basics/Greeting": "let greeting = 1\n"])
        let found = CommentDocuments(
            catalog: try Self.catalog(routerComment: "\"@Snippet(path: \\\"Greeting\\\")\""),
            includes: includes)
        #expect(found.diagnostics.isEmpty, "\(found.diagnostics)")
        let router = try #require(found.includedCode(of: "s:6napkin6RouterC").first?.value)
        #expect(router.code == "let greeting = 1")
        let missing = CommentDocuments(
            catalog: try Self.catalog(routerComment: "\"@Snippet(path: \\\"Nothing\\\")\""),
            includes: includes)
        #expect(
            missing.diagnostics.map {
                "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)"
            }
                == ["26:5 no snippet 'Nothing' in the package's Snippets folder (1 snippet found)"])
    }

    @Test func anUnknownDirectiveInADocCommentIsAWarningAtItsSourceLine() throws {
        let catalog = try Self.catalog(routerComment: "\"@Colum\"")
        let comments = CommentDocuments(catalog: catalog)
        #expect(
            comments.diagnostics.map {
                "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)"
            }
                == ["26:5 unknown directive '@Colum'; did you mean '@Column'?; it is not shown"])
    }
}
