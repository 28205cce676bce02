import Foundation

/// Locates the snippet fixtures, which live beside the tests in `Fixtures/snippets/`.
enum SnippetFixtures {
    /// The `Fixtures/snippets` folder.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Fixtures/snippets")

    /// Returns the URL of a fixture file or folder.
    /// - Parameter path: The path below `Fixtures/snippets`.
    /// - Returns: Its URL.
    static func url(_ path: String) -> URL {
        folder.appending(path: path)
    }
}
