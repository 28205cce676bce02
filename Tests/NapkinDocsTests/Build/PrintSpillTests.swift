import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// The articles' print parts wait on disk while the site renders, and come back as stored.
@Suite struct PrintSpillTests {
    @Test func partsStoredFromManyThreadsComeBackAsStored() throws {
        let folder = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spill = try #require(SpillFile(folder: folder.path))
        let parts = (0..<200).map {
            Array("<p>part \($0) ".utf8) + Array(repeating: 0x78, count: $0)
        }
        let ranges = Parallel.map(parts) { spill.store($0) }
        for (part, range) in zip(parts, ranges) {
            var read: [UInt8] = []
            spill.read(try #require(range), into: &read)
            #expect(read == part)
        }
        #expect(!spill.readFailed)
        // The file is unlinked as soon as it is made: it is never part of the site.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aSectionSetAsideWritesWhatItWroteInMemory() throws {
        let folder = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spill = try #require(SpillFile(folder: folder.path))
        var section = PrintSection(page: "articles/a.html", title: "A & B", bodyHTML: "<p>x</p>\n")
        var inMemory: [UInt8] = []
        section.append(to: &inMemory)
        section.setAside(in: spill)
        guard case .spilled = section.storage else {
            Issue.record("the section stayed in memory")
            return
        }
        var fromDisk: [UInt8] = []
        section.append(to: &fromDisk)
        #expect(fromDisk == inMemory)
        #expect(section.size == inMemory.count)
    }

    /// A built site's print page holds every article, read back from the spill file, and the
    /// site holds no spill file.
    @Test func aWrittenSiteHasItsArticlesOnThePrintPageAndNoSpillFile() async throws {
        let folder = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appending(path: "Site")
        let report = await SiteBuilder(
            options: SiteFixture.options("napkin", output: output)
        ).run()
        #expect(report.wroteSite, "\(report.log.diagnostics)")
        let print = SiteFixture.page("print.html", in: output)
        #expect(print.contains("<article class=\"print-article\" id=\"articles-"))
        let files = FileTree.entries(below: output.path).map(\.path)
        #expect(!files.contains { $0.contains("napkin-docs-print") }, "\(files)")
    }
}
