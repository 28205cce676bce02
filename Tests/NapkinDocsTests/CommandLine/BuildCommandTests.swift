import Foundation
import Synchronization
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// `napkin-docs build` on the command line: exit codes, diagnostics on standard error, and the
/// one-line summary.
@Suite struct BuildCommandTests {
    /// Collects what a run writes to standard output and standard error.
    final class Capture: Sendable {
        /// The text written to standard output.
        let output = Mutex("")
        /// The text written to standard error.
        let errors = Mutex("")

        /// An IO that writes into this capture.
        var io: CommandIO {
            CommandIO(
                writeOutput: { text in self.output.withLock { $0 += text } },
                writeError: { text in self.errors.withLock { $0 += text } })
        }
    }

    /// Builds the `napkin` fixture articles with the tiny graph, and `extra` arguments, into a
    /// temporary folder (removed afterwards).
    /// - Parameter extra: Arguments after the usual ones.
    /// - Returns: The exit code, the lines written to standard error, and standard output.
    private func buildNapkinFixture(
        _ extra: [String]
    ) async -> (code: Int32, errorLines: [Substring], output: String) {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let capture = Capture()
        let code = await CommandLineTool.napkinDocs.run(
            arguments: [
                "build", "--articles", SiteFixture.articles("napkin"), "--output",
                root.appending(path: "Site").path, "--symbol-graph", SiteFixture.tinyGraph,
            ] + extra, io: capture.io)
        return (
            code, capture.errors.withLock { $0 }.split(separator: "\n"),
            capture.output.withLock { $0 }
        )
    }

    @Test func buildWritesSiteAndPrintsSummary() async throws {
        let (code, lines, output) = await buildNapkinFixture(["--compiled"])
        #expect(code == 0)
        #expect(
            lines.first?.hasSuffix(
                "warning: unresolved symbol link 'Presenterr'; did you mean 'Presenter'?") == true)
        #expect(
            lines.last?.hasPrefix(
                "Wrote 7 pages (8 symbols), 3 snippets (2 compiled, 1 run) to ")
                == true)
        #expect(output.isEmpty)
    }

    @Test func timingsListEveryStageAfterTheSummary() async throws {
        let (code, lines, _) = await buildNapkinFixture(["--timings"])
        #expect(code == 0)
        let timings = try #require(lines.last)
        let stages = timings.dropFirst("Stages: ".count).split(separator: ";")[0]
            .split(separator: ", ").map { $0.split(separator: " ")[0] }
        #expect(timings.hasPrefix("Stages: "))
        #expect(stages == ["load", "extract", "resolve", "render", "index", "write"])
        #expect(timings.contains("; rendering started after "))
        #expect(lines.dropLast().last?.hasPrefix("Wrote 7 pages") == true)
    }

    @Test func timingsOfABuildThatStoppedEarlySayRenderingNeverStarted() async throws {
        let capture = Capture()
        let code = await CommandLineTool.napkinDocs.run(
            arguments: [
                "build", "--articles", "/nonexistent/articles", "--no-symbols", "--timings",
                "--output", SiteFixture.temporaryFolder().appending(path: "Site").path,
            ], io: capture.io)
        #expect(code == 1)
        let timings = try #require(capture.errors.withLock { $0 }.split(separator: "\n").last)
        #expect(timings.hasPrefix("Stages: "))
        #expect(timings.hasSuffix("; stopped before rendering"))
    }

    @Test func strictBuildWithBrokenLinkExitsWithOne() async throws {
        let root = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let capture = Capture()
        let code = await CommandLineTool.napkinDocs.run(
            arguments: [
                "build", "--articles", SiteFixture.articles("unresolved"), "--output",
                root.appending(path: "Site").path,
                "--symbol-graph", SiteFixture.tinyGraph, "--strict",
            ], io: capture.io)
        #expect(code == 1)
        #expect(
            capture.errors.withLock { $0 }.contains(
                "napkin.md:5:5: error: unresolved symbol link 'Presentr'"))
        #expect(!FileManager.default.fileExists(atPath: root.appending(path: "Site").path))
    }

    @Test func unknownOptionIsAUsageError() async {
        let capture = Capture()
        let code = await CommandLineTool.napkinDocs.run(
            arguments: ["build", "--stirct"], io: capture.io)
        #expect(code == 64)
        #expect(capture.errors.withLock { $0 }.contains("Did you mean '--strict'?"))
    }

    @Test func helpListsTheBuildOptions() async {
        let capture = Capture()
        let code = await CommandLineTool.napkinDocs.run(
            arguments: ["build", "--help"], io: capture.io)
        #expect(code == 0)
        let help = capture.output.withLock { $0 }
        for option in [
            "--articles", "--output", "--symbol-graph", "--no-symbols", "--compiled", "--strict",
            "--watch",
        ] {
            #expect(help.contains(option))
        }
    }

    @Test func defaultsAreDeclaredOnceInBuildOptions() throws {
        let parsed = try ArgumentParser.parse([], for: .build)
        let empty = FileManager.default.temporaryDirectory.appending(path: "napkin-empty-\(UUID())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        var expected = BuildOptions.defaults
        expected.packageRoot = empty.path
        #expect(Subcommand.buildOptions(from: parsed, packageRoot: empty.path) == expected)
        let help = HelpFormatter.help(for: .build, toolName: CommandLineTool.napkinDocs.name)
        #expect(help.contains("(default: \(BuildOptions.defaults.outputFolder))"))
        #expect(help.contains("(default: Articles when the package has it"))
        #expect(help.contains("(default: the module named by"))
    }

    /// A catalog that holds its module's symbol graph builds as it is, as docc reads it: the
    /// graph is read and names the module, where no package says which; `--no-symbols` leaves
    /// it out.
    @Test func aCatalogsOwnSymbolGraphIsRead() async throws {
        let catalog = SiteFixture.fixtures.appending(path: "catalog/WithGraph.docc").path
        let empty = SiteFixture.temporaryFolder()
        let parsed = try ArgumentParser.parse(["--articles", catalog], for: .build)
        var options = Subcommand.buildOptions(from: parsed, packageRoot: empty.path)
        #expect(options.moduleName == "Over")
        #expect(options.symbolGraphs == [catalog + "/Over.symbols.json"])
        options.outputFolder = empty.appending(path: "site").path
        let report = await SiteFixture.build(options)
        #expect(report.exitCode == 0, "\(report.log.diagnostics)")
        #expect(
            SiteFixture.page("documentation/box.html", in: empty.appending(path: "site")).contains(
                "Box"))
        let without = try ArgumentParser.parse(
            ["--articles", catalog, "--no-symbols"], for: .build)
        #expect(
            Subcommand.buildOptions(from: without, packageRoot: empty.path).symbolGraphs.isEmpty)
    }

    /// A catalog's `Info.plist` is read as docc reads it: its display name names the module
    /// where nothing else does, its default module kind labels the module's page, and its
    /// default code listing language is the language of a block that names none.
    @Test func aCatalogsInfoPlistNamesTheModuleItsKindAndItsCodeLanguage() async throws {
        let catalog = SiteFixture.fixtures.appending(path: "catalog/WithInfo.docc").path
        let folder = SiteFixture.temporaryFolder()
        let parsed = try ArgumentParser.parse(["--articles", catalog], for: .build)
        var options = Subcommand.buildOptions(from: parsed, packageRoot: folder.path)
        #expect(options.moduleName == "Ledger" && options.moduleKind == "Tool")
        options.noSymbols = true
        options.outputFolder = folder.appending(path: "site").path
        let report = await SiteFixture.build(options)
        #expect(report.exitCode == 0, "\(report.log.diagnostics)")
        let root = SiteFixture.page("index.html", in: folder.appending(path: "site"))
        #expect(root.contains("<p class=\"eyebrow\">Tool</p>"))
        // The module's page opens with a band, and so does an article, each its own.
        #expect(root.contains("<header class=\"page-header module-header\">"))
        let article = SiteFixture.page(
            "articles/balancing-the-books.html", in: folder.appending(path: "site"))
        #expect(article.contains("<header class=\"page-header article-header\">"))
        // A block that names no language is in the catalog's default one (here JSON).
        #expect(
            article.contains(
                "<pre><code class=\"language-json\">{<span class=\"attr\">\"debit\"</span>"),
            "\(article)")
        // Without `Info.plist`, a module's page is a framework's, as in DocC.
        let plain = try ArgumentParser.parse(
            ["--articles", SiteFixture.fixtures.appending(path: "catalog/WithGraph.docc").path],
            for: .build)
        #expect(
            Subcommand.buildOptions(from: plain, packageRoot: folder.path).moduleKind == "Framework"
        )
    }

    /// A doc comment that an extension file overrides is neither shown nor read for links, as
    /// in DocC: its broken link is no warning; another symbol's is reported. The file leads
    /// with the abstract and fields that the comment would have had.
    @Test func anOverriddenDocCommentIsNotReadForLinks() async throws {
        let catalog = SiteFixture.fixtures.appending(path: "catalog/Overridden.docc").path
        let folder = SiteFixture.temporaryFolder()
        let parsed = try ArgumentParser.parse(["--articles", catalog], for: .build)
        var options = Subcommand.buildOptions(from: parsed, packageRoot: folder.path)
        options.outputFolder = folder.appending(path: "site").path
        let report = await SiteFixture.build(options)
        let messages = report.log.diagnostics.map(\.description)
        #expect(!messages.contains { $0.contains("'Missing'") }, "\(messages)")
        // The graph places these comments in no file: as in DocC, no warning, but a note on
        // the graph's file names the symbol, so nothing is hidden.
        let gone = try #require(
            report.log.diagnostics.first { $0.message.contains("unresolved symbol link 'Gone'") })
        #expect(gone.severity == .note && gone.location == nil)
        #expect(gone.path == "Lexicon.symbols.json" && gone.message.contains("'Note'"))
        #expect(!report.log.diagnostics.contains { $0.severity == .warning }, "\(messages)")
        let entry = SiteFixture.page("documentation/entry.html", in: folder.appending(path: "site"))
        #expect(entry.contains("as this file describes it") && !entry.contains("Missing"))
        // Its abstract is the header's, not repeated below, and its fields are sections, as a
        // doc comment's are, though `@Metadata` stands between them.
        #expect(entry.contains("<p class=\"abstract\">An entry, as this file"))
        #expect(!entry.contains("<p>An entry, as this file"))
        #expect(entry.contains("<h2>Parameters</h2>") && entry.contains("<code>headword</code>"))
        #expect(entry.contains("<h2>Return Value</h2>") && !entry.contains("Parameters:"))
        #expect(entry.contains("Entries are kept in order."))
    }
}
