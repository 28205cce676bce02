import Testing

@testable import NapkinDocs

/// Checks the compiler-format description of diagnostics and the log's counts.
struct DiagnosticTests {
    /// A located diagnostic reads `path:line:column: severity: message`.
    @Test func locatedDiagnosticUsesCompilerFormat() {
        let diagnostic = Diagnostic.error(
            "unknown word", path: "Articles/A.md", at: SourceLocation(line: 12, column: 5))
        #expect(diagnostic.description == "Articles/A.md:12:5: error: unknown word")
    }

    /// A diagnostic about a whole file reads `path: severity: message`.
    @Test func fileDiagnosticHasNoLocation() {
        #expect(Diagnostic.warning("empty", path: "A.md").description == "A.md: warning: empty")
    }

    /// The log counts errors and warnings, and `--strict` turns warnings into errors.
    @Test func logCountsAndPromotesWarnings() {
        var log = DiagnosticLog()
        log.append(.warning("w", path: "A.md"))
        #expect(!log.hasErrors)
        log.append(contentsOf: [.error("e", path: "B.md"), Diagnostic(.note, path: "B.md", "n")])
        #expect(log.errorCount == 1)
        #expect(log.warningCount == 1)
        let strict = DiagnosticLog(log.diagnostics.map { $0.promoted(if: true) })
        #expect(strict.errorCount == 2)
        #expect(strict.warningCount == 0)
    }

    /// Without `--strict` nothing changes, and a note is never promoted.
    @Test func promotionOnlyTurnsWarningsIntoErrorsUnderStrict() {
        let warning = Diagnostic.warning("w", path: "A.md")
        let note = Diagnostic(.note, path: "A.md", "n")
        #expect(warning.promoted(if: false) == warning)
        #expect(warning.promoted(if: true).severity == .error)
        #expect(note.promoted(if: true) == note)
    }
}
