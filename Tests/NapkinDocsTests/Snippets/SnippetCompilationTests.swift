import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Compiles and runs generated snippet files with `swiftc`, as `swift test` would, to check
/// what the generated code does: isolation between articles, line mapping, hidden lines, and
/// where an output mismatch is reported.
@Suite(.serialized)
struct SnippetCompilationTests {
    /// Two articles declaring the same `final class` and `protocol` compile together; the
    /// same code without `fileprivate` and without the files' own type names does not, so the
    /// rewriting is what makes it work.
    @Test func articlesDeclaringTheSameTypesCompileTogether() async throws {
        let compiler = try await SwiftCompiler()
        let files = [
            try compiler.generate("isolation/First.md", as: "Articles/First.md"),
            try compiler.generate("isolation/Second.md", as: "Articles/Second.md"),
        ]
        let outcome = try await compiler.typecheck(files)
        #expect(outcome.status == 0, "\(outcome.output)")

        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            try Data(
                source.replacingOccurrences(of: "fileprivate final", with: "final")
                    .replacingOccurrences(of: "fileprivate protocol", with: "protocol")
                    .replacingOccurrences(of: "__First_md", with: "")
                    .replacingOccurrences(of: "__Second_md", with: "").utf8
            ).write(to: file)
        }
        let control = try await compiler.typecheck(files)
        #expect(control.status != 0)
        #expect(control.output.contains("invalid redeclaration of 'HomePresenter'"))
    }

    /// A wrong snippet fails its own test, with the compiler's error at its Markdown line and
    /// column, once; the block before it passes, and the test file itself compiles.
    @Test func compilerErrorsPointAtTheMarkdownLine() async throws {
        let compiler = try await SwiftCompiler()
        let outcome = try await compiler.runTests([
            try compiler.generate("line-mapping/Broken.md", as: "Articles/Broken.md")
        ])
        #expect(outcome.status != 0)
        let error = "Articles/Broken.md:16:28: error: cannot convert value of type 'String'"
        #expect(outcome.output.components(separatedBy: error).count == 2, "\(outcome.output)")
        #expect(
            outcome.recordedIssue("Broken.md:13", at: "Broken.md:16:28"),
            "\(outcome.output)")
        #expect(outcome.passed("Broken.md:5"), "\(outcome.output)")
    }

    /// A page whose only block needs an Apple-only module compiles without a warning where the
    /// module is missing (the runner is built with warnings as errors), and the block is
    /// skipped with the reason.
    @Test func aPageOfPlatformOnlyBlocksCompilesWithoutWarnings() async throws {
        let compiler = try await SwiftCompiler()
        let outcome = try await compiler.runTests([
            try compiler.generate("platform-only/Screens.md", as: "Articles/Screens.md")
        ])
        #expect(outcome.status == 0, "\(outcome.output)")
        #if !canImport(UIKit)
        #expect(outcome.skipped("Screens.md:5", because: "requires UIKit"), "\(outcome.output)")
        #endif
    }

    /// A checked page whose data file is gone fails the target's suite, naming the file,
    /// rather than passing with no blocks to check.
    @Test func aPageWhoseDataFileIsGoneFails() async throws {
        let compiler = try await SwiftCompiler()
        let page = try compiler.generate("docc-shapes/Shapes.md", as: "Articles/Shapes.md")
        let data = SnippetPageData.path(besideSwiftFile: page.path)
        try FileManager.default.removeItem(atPath: data)
        let outcome = try await compiler.runTests([page])
        #expect(outcome.status != 0)
        #expect(
            outcome.output.contains("cannot read \(data), which lists a page's blocks"),
            "\(outcome.output)")
    }

    /// Blocks as DocC pages write them each pass their own check: a type shown again, a
    /// statement, `@main`, members without their type, a manifest, an import under its guard;
    /// a placeholder and elided code are skipped with the reason; only the real mistake fails.
    @Test func blocksAsDocCPagesWriteThemCompileAsWritten() async throws {
        let compiler = try await SwiftCompiler()
        let outcome = try await compiler.runTests([
            try compiler.generate("docc-shapes/Shapes.md", as: "Articles/Shapes.md")
        ])
        for line in [5, 13, 24, 35, 54, 63] {
            #expect(
                outcome.passed("Shapes.md:\(line)"), "\(outcome.output)")
        }
        for (line, reason) in [
            (44, "an editor placeholder ('<#…#>') at line 45"),
            (48, "code elided with '...' at line 49"),
        ] {
            #expect(
                outcome.skipped(
                    "Shapes.md:\(line)", because: "not compilable as written: \(reason)"),
                "\(outcome.output)")
        }
        #expect(
            outcome.recordedIssue("Shapes.md:72", at: "Shapes.md:73:18"),
            "\(outcome.output)")
        #expect(outcome.output.contains("with 1 issue"), "\(outcome.output)")
        for tooling in ["invalid redeclaration", "top level", "'main' attribute", "__Shapes_md"] {
            #expect(!outcome.output.contains(tooling), "\(tooling): \(outcome.output)")
        }
        // Each check that passed is remembered, and not run again while nothing it reads
        // changed; the failing block is checked again, and fails again.
        let remembered = try FileManager.default.contentsOfDirectory(
            atPath: compiler.folder.appending(path: "snippet-checks").path)
        #expect(!remembered.isEmpty, "\(remembered)")
        let again = try await compiler.runTests([
            try compiler.generate("docc-shapes/Shapes.md", as: "Articles/Shapes.md")
        ])
        #expect(
            again.recordedIssue("Shapes.md:72", at: "Shapes.md:73:18"),
            "\(again.output)")
        #expect(again.output.contains("6 compiled, 0 run, 1 failing"), "\(again.output)")
    }

    /// A baselined block that still fails passes, and the page leaves the failing block's
    /// line for the next baseline; a baselined block that compiles fails, saying to remove it.
    /// The target's summary counts every outcome.
    @Test func baselinedBlocksPassWhileTheyFailAndFailOnceTheyCompile() async throws {
        let compiler = try await SwiftCompiler()
        let shapes = SnippetFixtures.url("docc-shapes/Shapes.md")
        let blocks = SnippetExtractor.extract(fileAt: shapes, path: "Articles/Shapes.md").snippets
        let wrong = try #require(blocks.first { $0.location.line == 72 })
        let first = try #require(blocks.first { $0.location.line == 5 })
        let records = compiler.folder.appending(path: "records")
        let baseline = SnippetBaseline(entries: [
            .init(path: "Articles/Shapes.md", key: SnippetBaseline.key(of: wrong.code), line: 72)
        ])
        let green = try await compiler.runTests([
            try compiler.generate(
                fileAt: shapes, as: "Articles/Shapes.md", recordingIn: records, baseline: baseline)
        ])
        #expect(green.status == 0, "\(green.output)")
        #expect(
            green.output.contains(
                "snippet blocks: 6 compiled, 0 run, 0 failing, 1 baselined, 2 not compilable as written"
            ), "\(green.output)")
        let failing = try String(
            contentsOf: records.appending(path: "failing").appending(path: "Fixture")
                .appending(path: "Articles__Shapes.md.txt"), encoding: .utf8)
        #expect(SnippetBaseline.parse(failing).entries == baseline.entries)
        // The page passed as it is, and its record names the baselined block, which the site
        // shows without a mark.
        let verifier = SnippetRecords(folder: records)
        #expect(verifier.unverified([(shapes, "Articles/Shapes.md")]).isEmpty)
        #expect(
            verifier.baselinedBlocks([(shapes, "Articles/Shapes.md")])
                == [SnippetBaseline.key(of: wrong.code)])

        let stale = SnippetBaseline(entries: [
            .init(path: "Articles/Shapes.md", key: SnippetBaseline.key(of: first.code), line: 5)
        ])
        let red = try await compiler.runTests([
            try compiler.generate(fileAt: shapes, as: "Articles/Shapes.md", baseline: stale)
        ])
        #expect(red.status != 0)
        #expect(
            red.output.contains("This block compiles now: remove its line from the baseline"),
            "\(red.output)")
        #expect(
            red.output.contains(
                "snippet blocks: 5 compiled, 0 run, 2 failing, 0 baselined, 2 not compilable as written"
            ), "\(red.output)")
    }

    /// A block of the page that does not parse, or imports a module that is missing, keeps
    /// no other block from being checked: each fails alone, and the block after them passes.
    @Test func aBrokenBlockStopsNoOther() async throws {
        let compiler = try await SwiftCompiler()
        let outcome = try await compiler.runTests([
            try compiler.generate("docc-shapes/Context.md", as: "Articles/Context.md")
        ])
        #expect(outcome.passed("Context.md:16"), "\(outcome.output)")
        #expect(outcome.recordedIssue("Context.md:5", at: "Context.md:6"))
        #expect(
            outcome.recordedIssue("Context.md:9", at: "Context.md:10:8"),
            "\(outcome.output)")
        #expect(!outcome.output.contains("stopped before"), "\(outcome.output)")
    }

    /// The generated tests compile in a target that turns on the upcoming features real
    /// packages use on every target (swift-log's manifest does).
    @Test func generatedTestsCompileWithUpcomingFeatures() async throws {
        let compiler = try await SwiftCompiler()
        let outcome = try await compiler.typecheck(
            [try compiler.generate("docc-shapes/Shapes.md", as: "Articles/Shapes.md")],
            features: [
                "NonisolatedNonsendingByDefault", "ExistentialAny", "MemberImportVisibility",
                "InferIsolatedConformances",
            ])
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    /// Hidden lines are compiled: an error in one is reported at its Markdown line.
    @Test func hiddenLinesAreCompiled() async throws {
        let compiler = try await SwiftCompiler()
        let outcome = try await compiler.runTests([
            try compiler.generate("hidden-lines/Hidden.md", as: "Articles/Hidden.md")
        ])
        #expect(outcome.output.contains("Articles/Hidden.md:7:"), "\(outcome.output)")
        let snippet = try #require(
            SnippetExtractor.extract(
                fileAt: SnippetFixtures.url("hidden-lines/Hidden.md"), path: "Hidden.md"
            ).snippets.first)
        #expect(!snippet.displayedCode.contains("hiddenCount: Int"))
    }

    /// A run block whose output differs from its `output` block (even by a blank line in the
    /// middle) fails at the `output` block's line, showing both texts; a matching one (printing from a task, with trailing blanks)
    /// passes.
    @Test func outputMismatchFailsAtTheOutputBlock() async throws {
        let compiler = try await SwiftCompiler()
        let outcome = try await compiler.runTests([
            try compiler.generate("output-mismatch/Mismatch.md", as: "Articles/Mismatch.md"),
            try compiler.generate("output-match/Match.md", as: "Articles/Match.md"),
        ])
        #expect(outcome.status != 0)
        #expect(
            outcome.recordedIssue("Mismatch.md:3", at: "Mismatch.md:8:1"),
            "\(outcome.output)")
        #expect(
            outcome.output.contains("✗ expected: expected line\n    actual:   actual line"),
            "\(outcome.output)")
        #expect(
            outcome.recordedIssue("Mismatch.md:13", at: "Mismatch.md:18:1"),
            "\(outcome.output)")
        #expect(outcome.passed("Match.md:11"), "\(outcome.output)")
    }

    /// A generated file whose article changed or went away after it was generated fails its
    /// suite, naming the article; the same file passes while the article is as it was.
    @Test func testsOfAChangedOrMissingArticleFail() async throws {
        let compiler = try await SwiftCompiler()
        let article = compiler.folder.appending(path: "Current.md")
        try FileManager.default.copyItem(
            at: SnippetFixtures.url("output-match/Match.md"), to: article)
        let generated = try compiler.generate(fileAt: article, as: "Articles/Current.md")
        let current = try await compiler.runTests([generated])
        #expect(current.status == 0, "\(current.output)")

        try Data("# Current\n\nEdited.\n".utf8).write(to: article)
        let changed = try await compiler.runTests([generated])
        #expect(changed.status != 0)
        #expect(
            changed.output.contains("Articles/Current.md changed after its tests were generated"),
            "\(changed.output)")

        try FileManager.default.removeItem(at: article)
        let missing = try await compiler.runTests([generated])
        #expect(missing.status != 0)
        #expect(
            missing.output.contains("Articles/Current.md is gone, but tests generated from it ran"),
            "\(missing.output)")
    }

    /// A suite whose source is current and whose run blocks all passed leaves a record of the
    /// source's bytes, which the site build accepts as evidence; a failing run block leaves no
    /// record, and an edit after the run makes the record stale.
    @Test func passingSourcesAreRecordedAndFailingOnesAreNot() async throws {
        let compiler = try await SwiftCompiler()
        let records = compiler.folder.appending(path: "records")
        let match = SnippetFixtures.url("output-match/Match.md")
        let mismatch = SnippetFixtures.url("output-mismatch/Mismatch.md")
        let outcome = try await compiler.runTests([
            try compiler.generate(fileAt: match, as: "Articles/Match.md", recordingIn: records),
            try compiler.generate(
                fileAt: mismatch, as: "Articles/Mismatch.md", recordingIn: records),
        ])
        #expect(outcome.status != 0)
        let verifier = SnippetRecords(folder: records)
        #expect(verifier.unverified([(match, "Articles/Match.md")]).isEmpty)
        #expect(
            verifier.unverified([(mismatch, "Articles/Mismatch.md")]) == ["Articles/Mismatch.md"])

        let edited = compiler.folder.appending(path: "Match.md")
        try Data(try Data(contentsOf: match) + Data("\nMore text.\n".utf8)).write(to: edited)
        #expect(verifier.unverified([(edited, "Articles/Match.md")]) == ["Articles/Match.md"])
    }

    /// Each kind of block that proves more passes when it holds: a compile-fail block the
    /// compiler rejects with the diagnostic listed, a block that traps, one that throws, output
    /// in any order, and output matched around `...`.
    @Test func blocksThatHoldWhatTheirFenceSaysPass() async throws {
        let compiler = try await SwiftCompiler()
        let outcome = try await compiler.runTests([
            try compiler.generate("outcomes/Holds.md", as: "Articles/Holds.md")
        ])
        #expect(outcome.status == 0, "\(outcome.output)")
        for line in [5, 13, 23, 33, 43] {
            #expect(
                outcome.passed("Holds.md:\(line)"), "\(outcome.output)")
        }
    }

    /// Each kind fails when it does not hold, at its Markdown line: a compile-fail block that
    /// compiles, one whose diagnostic differs, a crash block that returns, a throws block that
    /// returns, unordered output with a line missing, and output that `...` cannot match.
    @Test func blocksThatDoNotHoldFailAtTheirLine() async throws {
        let compiler = try await SwiftCompiler()
        let outcome = try await compiler.runTests([
            try compiler.generate("outcomes/Fails.md", as: "Articles/Fails.md")
        ])
        #expect(outcome.status != 0)
        let failures = [
            ("Fails.md:5", "Fails.md:5:1", "This block compiled, but it must not"),
            (
                "Fails.md:9", "Fails.md:9:1",
                "No diagnostic matches 'error: cannot find 'seven' in scope'"
            ),
            ("Fails.md:17", "Fails.md:17:", ".failure → .exitCode(0)"),
            ("Fails.md:21", "Fails.md:21:1", "This block returned, but it must throw"),
            ("Fails.md:25", "Fails.md:30:1", "missing:    c"),
            ("Fails.md:34", "Fails.md:39:1", "✗ expected: last"),
        ]
        for (test, location, message) in failures {
            #expect(
                outcome.recordedIssue(test, at: location),
                "\(test): \(outcome.output)")
            #expect(outcome.output.contains(message), "\(message): \(outcome.output)")
        }
    }
}
