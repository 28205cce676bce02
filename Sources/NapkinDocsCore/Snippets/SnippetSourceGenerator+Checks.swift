extension SnippetSourceGenerator {
    /// The modules that exist on Apple platforms only: a block importing one, guarded or not,
    /// is checked only where the module exists, as with `requires=`.
    static let platformModules: Set<Substring> = [
        "AppKit", "Cocoa", "Combine", "CoreData", "CoreGraphics", "CoreImage", "CoreLocation",
        "MapKit", "SwiftData", "SwiftUI", "TVUIKit", "UIKit", "WatchKit",
        "WidgetKit",
    ]

    /// Whether the page's compiled blocks are each checked on their own at test time, rather
    /// than compiled into the test target: a page with no run block and no `@Snippet` file,
    /// whose code the tests never run.
    static func checksBlocksAlone(_ file: SnippetFile) -> Bool {
        !file.snippets.contains { $0.mode == .run } && file.included.isEmpty
    }

    /// The Apple-only module `code` imports, guarded or not, if any: such a block is compiled
    /// only where the module exists, as with `requires=`.
    static func platformModule(importedBy code: String) -> String? {
        let imported = TopLevelCode.split(code).items.filter { $0.keyword == "import" }
        return imported.compactMap(\.name).first { platformModules.contains($0) }.map(String.init)
    }

    /// The tests of a page's ```` ```swift ```` blocks, each type-checked on its own when the
    /// test runs (``BlockCompilation``), with what the page's suite counts of them.
    struct CheckedBlocks {
        /// The tests.
        var code = ""
        /// The identifiers of the blocks whose pass the page's record waits for.
        var identifiers: [String] = []
        /// How many blocks cannot compile as written.
        var notCompilable = 0
        /// The baseline keys of the blocks the baseline lists.
        var baselined: [String] = []
    }

    /// Writes the check of each of the page's ```` ```swift ```` blocks.
    static func checkedBlocks(
        of file: SnippetFile, importing modules: [String],
        baseline: (SnippetBaseline, file: String)
    ) -> CheckedBlocks {
        let compilation = BlockCompilation(snippets: file.snippets, importing: modules)
        var checked = CheckedBlocks()
        for (index, snippet) in file.snippets.enumerated() where snippet.mode == .declarations {
            if case .notCompilable = compilation.shapes[index] { checked.notCompilable += 1 }
            let isBaselined = baseline.0.contains(path: snippet.path, code: snippet.code)
            if isBaselined { checked.baselined.append(SnippetBaseline.key(of: snippet.code)) }
            let test = checkTest(
                snippet, index: index, in: compilation,
                baselineFile: isBaselined ? baseline.file : nil)
            checked.code += "\n" + test.code
            if test.counts { checked.identifiers.append(snippet.runIdentifier) }
        }
        return checked
    }

    /// The test of the block at `index`: it type-checks the block's source and records each
    /// error at the author's line and column; a block that cannot compile as written, or that
    /// needs a module this platform lacks, is a disabled test that says why.
    private static func checkTest(
        _ snippet: Snippet, index: Int, in compilation: BlockCompilation, baselineFile: String?
    ) -> (code: String, counts: Bool) {
        let name = "check_" + sanitized(snippet.path) + "_\(snippet.location.line)"
        let suiteType = suite(for: snippet.path)
        if case .notCompilable(let reason, let line) = compilation.shapes[index] {
            let why = "not compilable as written: \(reason) at line \(snippet.firstCodeLine + line)"
            return (disabledTest(snippet, name: name, in: suiteType, because: why), false)
        }
        let lineCount = snippet.code.split(separator: "\n", omittingEmptySubsequences: false).count
        let lastLine = snippet.firstCodeLine + max(lineCount - 1, 0)
        let call =
            "        await SnippetChecker.expectCompiles(\(literal(compilation.source(checking: index))), "
            + "path: \(literal(snippet.path)), lines: \(snippet.firstCodeLine)...\(lastLine), "
            + "columnShift: \(snippet.location.column - 1), "
            + "manifest: \(compilation.shapes[index] == .manifest), "
            + "identifier: \(literal(snippet.runIdentifier)), "
            + "key: \(literal(SnippetBaseline.key(of: snippet.code))), "
            + (baselineFile.map { "baselined: true, baselineFile: \(literal($0)), " } ?? "")
            + "sourceLocation: \(hereAtColumnOne))\n"
        let test =
            "extension \(suiteType) {\n"
            + located(
                snippet.path, line: snippet.location.line,
                "    @Test(\(literal(snippet.testName))) fileprivate func \(name)() async {\n"
                    + call
                    + "    }\n")
            + "}\n"
        guard let module = snippet.requiredModule else { return (test, true) }
        let disabled = disabledTest(
            snippet, name: name, in: suiteType, because: "requires \(module)")
        return ("#if canImport(\(module))\n" + test + "#else\n" + disabled + "#endif\n", false)
    }

    /// A test that never runs, named for the block, with the reason it is shown and not run.
    private static func disabledTest(
        _ snippet: Snippet, name: String, in suiteType: String, because reason: String
    ) -> String {
        "extension \(suiteType) {\n"
            + "    @Test(\(literal(snippet.testName)), .disabled(\(literal(reason)))) "
            + "fileprivate func \(name)() {}\n}\n"
    }
}
