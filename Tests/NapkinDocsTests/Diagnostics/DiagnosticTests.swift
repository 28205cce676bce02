import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

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
        var strict = DiagnosticLog(promotesWarnings: true)
        strict.append(contentsOf: log.diagnostics)
        #expect(strict.errorCount == 2)
        #expect(strict.warningCount == 0)
        strict.append(.warning("another", path: "C.md"))
        #expect(strict.errorCount == 3)
    }

    /// A kind is the message before its first `;` or `:`, with quoted values left out, so
    /// that problems alike count together; an apostrophe in a word is text.
    @Test func kindLeavesOutQuotedValuesAndWhatFollowsTheClause() {
        let kind = { (message: String) in Diagnostic.warning(message, path: "A.md").kind }
        #expect(
            kind("unresolved symbol link 'Boxx'; did you mean 'Box'?")
                == "unresolved symbol link '…'")
        #expect(kind("unresolved symbol link 'Other'") == "unresolved symbol link '…'")
        #expect(kind("article has no title; its file's name 'a' is used") == "article has no title")
        #expect(
            kind("'// snippet.hide' without a matching '// snippet.show'")
                == "'…' without a matching '…'")
        #expect(
            kind("the file's name 'a;b' has a semicolon") == "the file's name '…' has a semicolon")
        #expect(kind("Topics entry names nothing: x") == "Topics entry names nothing")
    }

    /// The summary counts each severity's diagnostics by kind, the most frequent first.
    @Test func summaryCountsDiagnosticsByKind() {
        var report = BuildReport()
        for name in ["A", "B", "C"] {
            report.log.append(.warning("unresolved symbol link '\(name)'", path: "A.md"))
        }
        report.log.append(
            .warning("article has no title; its file's name 'x' is used", path: "x.md"))
        report.log.append(.error("unresolved doc link '<doc:Y>'", path: "A.md"))
        #expect(
            report.summary(output: "Site").hasPrefix(
                "Build failed: 1 error (1 × unresolved doc link '…'), 4 warnings "
                    + "(3 × unresolved symbol link '…', 1 × article has no title);"))
        #expect(
            BuildReport().summary(output: "Site").hasPrefix("Build failed: 0 errors, 0 warnings;"))
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
