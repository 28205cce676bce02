import Foundation
import Testing

@testable import NapkinDocs

/// A doc comment's directives are checked as an article's are, and each problem points at
/// its place in the `.swift` file.
@Suite struct CommentDirectiveTests {
    @Test func anUnknownDirectiveInADocCommentIsAWarningAtItsSourceLine() throws {
        let folder = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let graph = folder.appending(path: "napkin.symbols.json")
        let text = try String(
            contentsOf: URL(fileURLWithPath: SiteFixture.tinyGraph), encoding: .utf8)
        try text.replacingOccurrences(of: "\"Routes between napkins.\"", with: "\"@Colum\"")
            .write(to: graph, atomically: true, encoding: .utf8)
        let catalog = try SymbolGraphLoader.load(files: [graph.path], sourceRoot: "/package")
        let comments = CommentDocuments(catalog: catalog)
        #expect(
            comments.diagnostics.map {
                "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)"
            }
                == ["26:5 unknown directive '@Colum'; did you mean '@Column'?; it is not shown"])
    }
}
