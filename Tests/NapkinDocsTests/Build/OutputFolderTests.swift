import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// The tool only ever replaces a folder it wrote, and never reaches outside it.
@Suite struct OutputFolderTests {
    @Test func outputPathThatIsAFileIsRefused() async throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appending(path: "Site")
        try Data("keep me".utf8).write(to: file)
        let report = await SiteFixture.build(SiteFixture.options("napkin", output: file))
        #expect(report.exitCode == 1)
        #expect(report.log.diagnostics.first?.message.contains("output path is a file") == true)
        #expect(try Data(contentsOf: file) == Data("keep me".utf8))
    }

    @Test func outputFolderWithForeignFilesIsRefused() async throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appending(path: "Site")
        #expect(await SiteFixture.build(SiteFixture.options("napkin", output: output)).wroteSite)
        try Data("mine".utf8).write(to: output.appending(path: "notes.txt"))
        let before = SiteFixture.tree(output)
        let report = await SiteFixture.build(SiteFixture.options("napkin", output: output))
        #expect(report.exitCode == 1)
        #expect(
            report.log.diagnostics.first?.message.contains(
                "'notes.txt', which napkin-docs did not write") == true)
        #expect(SiteFixture.tree(output) == before)
    }

    @Test func nonEmptyFolderWithoutManifestIsRefused() async throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("x".utf8).write(to: root.appending(path: "index.html"))
        let report = await SiteFixture.build(SiteFixture.options("napkin", output: root))
        #expect(report.exitCode == 1)
        #expect(
            report.log.diagnostics.first?.message.contains(
                "'index.html', which napkin-docs did not write") == true)
        #expect(try String(contentsOf: root.appending(path: "index.html"), encoding: .utf8) == "x")
    }

    @Test func symbolicLinkInOutputIsNeverFollowed() async throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appending(path: "Site")
        let outside = root.appending(path: "outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: outside.appending(path: "precious.txt"))
        #expect(await SiteFixture.build(SiteFixture.options("napkin", output: output)).wroteSite)
        try FileManager.default.createSymbolicLink(
            at: output.appending(path: "linked"), withDestinationURL: outside)
        let report = await SiteFixture.build(SiteFixture.options("napkin", output: output))
        #expect(report.exitCode == 1)
        #expect(
            try String(contentsOf: outside.appending(path: "precious.txt"), encoding: .utf8)
                == "precious")
        // Removing a tree holding a link removes the link only.
        FileTree.removeTree(output.path)
        #expect(
            FileManager.default.fileExists(atPath: outside.appending(path: "precious.txt").path))
    }

    /// Each forbidden folder is refused by its own guard, named in the message.
    @Test func rootHomeAndArticlesFolderAreRefused() throws {
        let articles = SiteFixture.articles("napkin")
        let home = SiteFixture.temporaryFolder().path
        for (path, reason) in [
            ("/", "refusing to write the site to the root folder '/'"),
            (home, "refusing to write the site to the home folder"),
            (articles, "refusing to write the site over the articles folder"),
            (
                (articles as NSString).deletingLastPathComponent,
                "refusing to write the site over the articles folder"
            ),
        ] {
            #expect("\(path)") {
                try OutputFolder(path: path).validate(articlesFolder: articles, home: home)
            } throws: { error in
                (error as? Diagnostic)?.message.hasPrefix(reason) == true
            }
        }
        let fresh = SiteFixture.temporaryFolder().appending(path: "Site").path
        try OutputFolder(path: fresh).validate(articlesFolder: articles, home: home)
    }

    @Test func leftoverTemporaryFolderIsCleanedByNextBuild() async throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appending(path: "Site")
        let leftover = root.appending(path: ".Site.napkin-docs-new")
        try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: true)
        try Data("half".utf8).write(to: leftover.appending(path: "index.html"))
        #expect(await SiteFixture.build(SiteFixture.options("napkin", output: output)).wroteSite)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["Site"])
    }
}
