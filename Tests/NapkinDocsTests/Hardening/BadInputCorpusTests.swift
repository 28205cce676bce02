import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore
@testable import NapkinDocsTestSupport

/// Every case of the bad-input corpus (`Fixtures/bad/`) ends in exactly its expected
/// diagnostics, or in correct, escaped output; never in a crash, a hang or a partial site.
///
/// The site build and the snippet extractor are separate code, so each one's diagnostics are
/// compared with its own expectation. How long the cases take is measured by `make bench`
/// (`scripts/bench-bad-input.sh`), not here: the time limit below only stops a hang.
@Suite(.serialized, .timeLimit(.minutes(2))) struct BadInputCorpusTests {
    /// The corpus is as large as the hardening issue asks.
    @Test func corpusHasAtLeastFortyCases() {
        #expect(BadInputCase.names.count >= 40)
    }

    @Test(arguments: BadInputCase.names)
    func caseEndsInItsDiagnosticsOrSafeOutput(name: String) async throws {
        let testCase = try BadInputCase(name)
        defer { testCase.remove() }
        let root = testCase.folder.deletingLastPathComponent()
        let output = root.appending(path: "Site")

        let report = await SiteBuilder(options: testCase.buildOptions(output: output)).run()
        let snippets = SnippetLibrary(
            folder: testCase.folder.appending(path: "Snippets"), displayPrefix: "Snippets")
        let extracted = testCase.snippetSources.map { path in
            SnippetExtractor.extract(
                fileAt: testCase.folder.appending(path: path), path: path, library: snippets)
        }
        let generated = extracted.filter { $0.diagnostics.isEmpty }.map {
            // A checked page's blocks are in its data file; the check reads both files.
            let files = SnippetSourceGenerator.files(for: $0)
            return ($0.path, files.swift + (files.data ?? ""))
        }

        // Paths are shown from the case folder, and fixtures outside it from `Fixtures/`.
        let fixtures = SiteFixture.fixtures.path + "/"
        let shown = { (diagnostics: [Diagnostic]) in
            diagnostics.map {
                $0.description.replacingOccurrences(of: testCase.folder.path + "/", with: "")
                    .replacingOccurrences(of: fixtures, with: "Fixtures/")
            }.sorted()
        }
        let build = shown(report.log.diagnostics)
        let extract = shown(extracted.flatMap(\.diagnostics))
        if Snapshot.isRecording {
            try Data(testCase.recordedExpectations(build: build, extract: extract).utf8)
                .write(to: BadInputCase.expectedFile(name))
            Issue.record(
                "Recorded bad/\(name)/expected.txt; review it, then run without recording.")
        }
        #expect(build == testCase.expectedBuildDiagnostics, "\(name): the site build")
        #expect(extract == testCase.expectedExtractDiagnostics, "\(name): the snippet extractor")

        // The outcome follows from the expectation, not from what the build says of itself.
        let mustFail = testCase.expectedBuildDiagnostics.contains { $0.contains(": error: ") }
        #expect(report.exitCode == (mustFail ? 1 : 0), "\(name)")
        if mustFail {
            // No partial output: nothing was written, and no temporary folder was left.
            #expect(!report.wroteSite, "\(name)")
            #expect(FileTree.type(of: output.path) == nil, "\(name): \(output.path) exists")
        } else {
            #expect(report.wroteSite, "\(name)")
            try PageSafety.expectSafePages(in: output, name: name)
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
                == (mustFail ? [name] : ["Site", name]), "\(name)")

        for check in testCase.checks {
            switch check {
            case .pageContains(let page, let text):
                #expect(SiteFixture.page(page, in: output).contains(text), "\(name): \(page)")
            case .pageLacks(let page, let text):
                let html = SiteFixture.page(page, in: output)
                #expect(!html.isEmpty && !html.contains(text), "\(name): \(page)")
            case .snippetsContain(let file, let text):
                let source = generated.first { $0.0 == file }?.1 ?? ""
                #expect(source.contains(text), "\(name): \(file)")
            }
        }
    }
}
