import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks the documentation coverage report on a small hand-written symbol graph.
struct DocumentationCoverageTests {
    /// The coverage of the `partial` fixture: a documented class with an example, its
    /// undocumented method, a struct whose only example is `ignore`d, and a synthesized member.
    private func partial() throws -> DocumentationCoverage {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent()
            .appending(path: "Fixtures/coverage/partial/napkin.symbols.json")
        let graph = try SymbolGraphLoader.loadGraph(at: file.path)
        return DocumentationCoverage(graphs: [graph], packageRoot: "/package")
    }

    /// Synthesized members are not counted; the undocumented method is reported at its line.
    @Test func undocumentedSymbolsAreListedWithTheirDeclaration() throws {
        let coverage = try partial()
        #expect(coverage.publicSymbols == 3)
        #expect(
            coverage.undocumented == [
                .init(
                    name: "Clock.tick()", path: "Sources/napkin/Fixture.swift",
                    location: SourceLocation(line: 10, column: 5))
            ])
        #expect(!coverage.isComplete)
        #expect(coverage.summary.hasPrefix("2 of 3 public symbols documented (66.7%)"))
    }

    /// A type whose only example is `ignore`d has no compiled example.
    @Test func ignoredExamplesDoNotCount() throws {
        let coverage = try partial()
        #expect(coverage.publicTypes == 2)
        #expect(coverage.typesWithoutExample.map(\.name) == ["Alarm"])
    }

    /// A type whose only example must not compile has no compiled example either: the report
    /// reads a block's outcome as the snippet tests do.
    @Test func compileFailExamplesDoNotCount() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent()
            .appending(path: "Fixtures/coverage/partial/napkin.symbols.json")
        let text = try String(contentsOf: fixture, encoding: .utf8)
            .replacingOccurrences(of: "```swift ignore", with: "```swift compile-fail")
        let folder = FileManager.default.temporaryDirectory.appending(
            path: "napkin-coverage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "napkin.symbols.json")
        try Data(text.utf8).write(to: file)
        let graph = try SymbolGraphLoader.loadGraph(at: file.path)
        let coverage = DocumentationCoverage(graphs: [graph], packageRoot: "/package")
        #expect(text.contains("compile-fail"))
        #expect(coverage.typesWithoutExample.map(\.name) == ["Alarm"])
    }

    /// `napkin-docs coverage --strict` fails on the fixture and names the gaps in compiler format.
    @Test func strictCoverageFailsBelowComplete() async throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent()
            .appending(path: "Fixtures/coverage/partial/napkin.symbols.json")
        let capture = OutputCapture()
        let code = await CommandLineTool.napkinDocs.run(
            arguments: ["coverage", "--strict", "--symbol-graph", file.path], io: capture.io)
        #expect(code == 1)
        #expect(capture.error.contains("error: public symbol 'Clock.tick()' has no documentation"))
        #expect(capture.output.contains("2 of 3 public symbols documented"))
    }
}
