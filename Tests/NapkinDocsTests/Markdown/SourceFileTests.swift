import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks that reading a source file reports unreadable and non-UTF-8 files precisely.
struct SourceFileTests {
    /// A byte that is not UTF-8 is reported at its line and column.
    @Test func invalidUTF8IsReportedAtItsByte() {
        let data = Data("ok\nab".utf8) + Data([0xE9]) + Data("c".utf8)
        #expect(
            throws: Diagnostic.error(
                "the file is not valid UTF-8 (byte 0xE9)", path: "X.md",
                at: SourceLocation(line: 2, column: 3))
        ) {
            try SourceFile.decode(data, path: "X.md")
        }
    }

    /// A missing file is an error about the whole file.
    @Test func missingFileIsAnError() {
        let url = URL(fileURLWithPath: "/nonexistent/napkin/Missing.md")
        #expect(throws: Diagnostic.error("cannot read the file: no such file", path: "Missing.md"))
        {
            try SourceFile.read(url, path: "Missing.md")
        }
    }

    /// A folder where a file is expected is an error too.
    @Test func folderIsAnError() {
        let url = URL(fileURLWithPath: NSTemporaryDirectory())
        #expect(throws: Diagnostic.error("cannot read the file: it is a directory", path: "Dir.md"))
        {
            try SourceFile.read(url, path: "Dir.md")
        }
    }
}
