import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// A `@Snippet` is compiled whole by the page's generated tests, and run with its output
/// checked when an `output` block follows the directive; compiler errors point at the
/// snippet file's own lines, and an edit to the snippet file makes the page's suite stale.
@Suite(.serialized)
struct IncludedSnippetTests {
    /// The fixture package's snippet files.
    static let library = SnippetLibrary(
        folder: SnippetFixtures.url("included/Snippets"), displayPrefix: "Snippets")

    /// Writes the generated tests of the fixture page `name`, as `Articles/<name>.md`.
    static func generate(_ name: String, with compiler: SwiftCompiler) throws -> URL {
        try compiler.generate(
            fileAt: SnippetFixtures.url("included/Articles/\(name).md"),
            as: "Articles/\(name).md", snippets: library)
    }

    /// A snippet file's declarations and statements both compile, hidden lines included, and
    /// one run prints what the `output` block after its directive says; a second directive of
    /// the same file shares that test; each output block is checked against what its part
    /// printed (the slice's lines, or the whole file).
    @Test func aSnippetWithAnOutputBlockIsCompiledWholeAndRun() async throws {
        let compiler = try await SwiftCompiler()
        let outcome = try await compiler.runTests([
            try Self.generate("Shows", with: compiler)
        ])
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.passed("Shows.md:3"), "\(outcome.output)")
        #expect(!outcome.output.contains("Shows.md:13\""), "\(outcome.output)")
    }

    /// Output that differs from what the snippet prints fails at the `output` block's line of
    /// the page.
    @Test func aWrongOutputFailsAtTheOutputBlockAfterTheDirective() async throws {
        let compiler = try await SwiftCompiler()
        let outcome = try await compiler.runTests([
            try Self.generate("WrongOutput", with: compiler)
        ])
        #expect(outcome.status != 0)
        #expect(
            outcome.recordedIssue("WrongOutput.md:5", at: "WrongOutput.md:8:1"),
            "\(outcome.output)")
        #expect(outcome.output.contains("✗ expected: 4 words"), "\(outcome.output)")
    }

    /// A type error in the snippet file is reported at that file's own line and column.
    @Test func compilerErrorsPointAtTheSnippetFileLine() async throws {
        let compiler = try await SwiftCompiler()
        let outcome = try await compiler.typecheck([
            try Self.generate("ShowsBroken", with: compiler)
        ])
        #expect(outcome.status != 0)
        #expect(
            outcome.output.contains(
                "Snippets/Broken.swift:4:18: error: cannot convert value of type 'Box"),
            "\(outcome.output)")
    }

    /// The page's record lists the snippet file it shows, so an edit to the snippet after the
    /// run makes the record stale; and the suite of tests generated before the edit fails,
    /// naming the snippet file.
    @Test func anEditedSnippetFileMakesThePageStale() async throws {
        let compiler = try await SwiftCompiler()
        let package = compiler.folder.appending(path: "package")
        try FileManager.default.createDirectory(
            at: package.appending(path: "Articles"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: SnippetFixtures.url("included/Snippets"), to: package.appending(path: "Snippets"))
        let page = package.appending(path: "Articles/Shows.md")
        try FileManager.default.copyItem(
            at: SnippetFixtures.url("included/Articles/Shows.md"), to: page)
        let records = compiler.folder.appending(path: "records")
        let library = SnippetLibrary(
            folder: package.appending(path: "Snippets"), displayPrefix: "Snippets")
        let generated = try compiler.generate(
            fileAt: page, as: "Articles/Shows.md", recordingIn: records, snippets: library)
        let current = try await compiler.runTests([generated])
        #expect(current.status == 0, "\(current.output)")
        let verifier = SnippetRecords(folder: records)
        #expect(verifier.unverified([(page, "Articles/Shows.md")], packageRoot: package).isEmpty)

        let snippet = package.appending(path: "Snippets/Counter.swift")
        try Data(try Data(contentsOf: snippet) + Data("print(1)\n".utf8)).write(to: snippet)
        #expect(
            verifier.unverified([(page, "Articles/Shows.md")], packageRoot: package)
                == ["Articles/Shows.md"])
        let stale = try await compiler.runTests([generated])
        #expect(stale.status != 0)
        #expect(
            stale.output.contains(
                "Snippets/Counter.swift, which Articles/Shows.md shows, changed after its tests were generated"
            ), "\(stale.output)")
    }

    /// On a site built under the compiled rules, a `@Snippet` with an `output` block is marked
    /// run and shows that output under its code, one without is marked compiled; under the
    /// lenient rules neither claims a check, and the `output` block is an ordinary code block.
    @Test func theSiteMarksASnippetAsItsTestChecksIt() async throws {
        for rules in [SourceRules.compiled, .lenient] {
            let output = FileManager.default.temporaryDirectory.appending(
                path: "napkin-included-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: output) }
            let report = await SiteBuilder(
                options: BuildOptions(
                    articlesFolder: SnippetFixtures.url("included/Articles").path,
                    outputFolder: output.path, noSymbols: true,
                    packageRoot: SnippetFixtures.url("included").path, sourceRules: rules)
            ).run()
            #expect(report.exitCode == 0, "\(report.log.diagnostics)")
            let shows = SiteFixture.page("articles/shows.html", in: output)
            let broken = SiteFixture.page("articles/shows-broken.html", in: output)
            let run = "This code is compiled and run by swift test."
            let compiled = "This code is compiled by swift test."
            if rules == .compiled {
                #expect(shows.contains(run), "\(shows)")
                #expect(broken.contains(compiled), "\(broken)")
            } else {
                #expect(!shows.isEmpty && !shows.contains(run) && !shows.contains(compiled))
                #expect(!broken.isEmpty && !broken.contains(compiled))
            }
            #expect(shows.contains("3 words"))
        }
    }

    /// In a doc comment, a `@Snippet` naming nothing is an error at its `.swift` line and
    /// column, though the comment holds no code block; the output block after one that names
    /// a snippet belongs to it.
    @Test func aDocCommentsSnippetIsCheckedAtItsSourceLine() {
        var file = SnippetExtractor.snippets(
            inSwiftSource:
                "/// A thing.\n///\n/// @Snippet(path: \"Nope\")\npublic struct T {}\n\n"
                + "/// @Snippet(path: \"Counter\")\n///\n/// ```output\n/// 3 words\n/// ```\n"
                + "public struct U {}\n",
            path: "Sources/M/T.swift")
        SnippetExtractor.include(in: &file, from: Self.library)
        #expect(
            file.diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
                == ["3:5"])
        #expect(file.diagnostics.first?.message.hasPrefix("no snippet 'Nope'") == true)
        #expect(file.included.map(\.file.displayPath) == ["Snippets/Counter.swift"])
        #expect(file.uses.last?.expectedOutput?.firstLine == 9)
    }

    /// A snippet file splits into its declarations and its statements, line for line: types,
    /// extensions and functions (with their attributes) at file scope, everything else (a
    /// top-level `let` too) in the statements, and `#if` lines in both.
    @Test func topLevelCodeSplitsIntoDeclarationsAndStatements() {
        let code = """
            import napkin
            @MainActor
            func greet() {
                print("hi")
            }
            let x = [1,
                2]
            #if os(Linux)
            struct A {}
            print(x)
            #endif
            """
        let parts = TopLevelCode.split(code)
        #expect(
            parts.declarations
                == "import napkin\n@MainActor\nfunc greet() {\n    print(\"hi\")\n}\n\n\n#if os(Linux)\nstruct A {}\n\n#endif"
        )
        #expect(
            parts.statements == "\n\n\n\n\nlet x = [1,\n    2]\n#if os(Linux)\n\nprint(x)\n#endif")
    }

    /// A slice marker outside every brace marks the statements; one inside a function or a
    /// closure does not, and neither do the hiding markers.
    @Test func onlyTopLevelSliceMarkersMarkTheOutput() {
        let code = """
            // snippet.setup
            func f() {
                // snippet.inner
            }
            run {
                // snippet.closure
            }
            // snippet.hide
            // snippet.end
            """
        #expect(TopLevelCode.split(code).sliceMarks == [0: "setup", 8: "end"])
    }
}
