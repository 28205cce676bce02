import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks that doc-comment code blocks are extracted and located in their Swift file.
struct DocCommentTests {
    /// A Swift file with two doc comments, one of them indented.
    static let source = """
        import Foundation

        /// A worker.
        ///
        /// ```swift run
        /// print(1)
        /// ```
        ///
        /// ```output
        /// 1
        /// ```
        public struct Worker {
            /// Starts.
            ///
            ///     let indented = 1
            ///
            /// ```swift
            /// struct Helper {}
            /// ```
            public func start() {}
        }
        """

    /// Comment runs are found with their markers removed, and their origin is after `/// `.
    @Test func commentRunsAreFoundWithTheirOrigin() {
        let comments = DocComment.all(in: Self.source)
        #expect(
            comments.map(\.origin) == [
                SourceLocation(line: 3, column: 5), SourceLocation(line: 13, column: 9),
            ])
        #expect(comments.first?.text.hasPrefix("A worker.\n\n```swift run\nprint(1)\n") == true)
    }

    /// Code blocks map to the Swift file's lines; indented blocks are not snippets.
    @Test func codeBlocksMapToSwiftLines() {
        let file = SnippetExtractor.snippets(
            inSwiftSource: Self.source, path: "Sources/napkin/Worker.swift")
        #expect(file.diagnostics.isEmpty)
        #expect(
            file.snippets.map(\.location) == [
                SourceLocation(line: 5, column: 5), SourceLocation(line: 17, column: 9),
            ])
        #expect(file.snippets.map(\.firstCodeLine) == [6, 18])
        #expect(file.snippets.first?.expectedOutput?.firstLine == 10)
        #expect(file.snippets.first?.testName == "Worker.swift:5")
    }

    /// Four slashes are an ordinary comment, not documentation.
    @Test func fourSlashesAreNotADocComment() {
        #expect(DocComment.all(in: "//// ```swift\n//// x\n//// ```\n").isEmpty)
    }
}
