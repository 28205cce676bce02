import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// `napkin-docs build --watch` builds once, rebuilds when an article changes, and stops when
/// its task is cancelled.
@Suite struct BuildWatcherTests {
    /// Polls `condition` every 100 ms for up to 30 s.
    /// - Returns: Whether the condition came true in time.
    private func eventually(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<300 {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(100))
        }
        return condition()
    }

    @Test func anEditedArticleIsRebuiltAndNothingElseIs() async throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let articles = root.appending(path: "Articles")
        try FileManager.default.createDirectory(at: articles, withIntermediateDirectories: true)
        let article = articles.appending(path: "Guide.md")
        try Data("# Guide\n\nThe first version.\n".utf8).write(to: article)
        let output = root.appending(path: "Site")
        let options = BuildOptions(
            articlesFolder: articles.path, outputFolder: output.path, noSymbols: true)
        let capture = OutputCapture()
        let watcher = Task {
            await BuildWatcher(builder: SiteBuilder(options: options), io: capture.io).run()
        }
        defer { watcher.cancel() }
        let page = { SiteFixture.page("articles/guide.html", in: output) }
        let builds = { capture.error.components(separatedBy: "Wrote ").count - 1 }

        #expect(await eventually { page().contains("The first version.") })
        #expect(capture.error.contains("Watching \(articles.path) for changes"))
        // Several polls go by without a change: no second build.
        try await Task.sleep(for: .milliseconds(1_500))
        #expect(builds() == 1)

        try Data("# Guide\n\nThe second, longer version.\n".utf8).write(to: article)
        #expect(await eventually { page().contains("The second, longer version.") })
        #expect(builds() == 2)

        watcher.cancel()
        await watcher.value
    }
}
