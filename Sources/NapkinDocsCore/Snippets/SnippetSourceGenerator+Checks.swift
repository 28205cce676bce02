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

    /// Writes the check of the page's ```` ```swift ```` blocks: one test whose cases are the
    /// blocks, so that a page costs the build one test however many blocks it has. A block that
    /// cannot compile as written is a disabled test of its own, and so is one that needs a
    /// module: it is checked only where the module exists.
    static func checkedBlocks(
        of file: SnippetFile, importing modules: [String],
        baseline: (SnippetBaseline, file: String)
    ) -> CheckedBlocks {
        let compilation = BlockCompilation(snippets: file.snippets, importing: modules)
        var checked = CheckedBlocks()
        var cases: [(Snippet, String)] = []
        for (index, snippet) in file.snippets.enumerated() where snippet.mode == .declarations {
            let name = "check_" + sanitized(snippet.path) + "_\(snippet.location.line)"
            let suiteType = suite(for: snippet.path)
            if case .notCompilable(let reason, let line) = compilation.shapes[index] {
                checked.notCompilable += 1
                let why =
                    "not compilable as written: \(reason) at line \(snippet.firstCodeLine + line)"
                checked.code +=
                    "\n" + disabledTest(snippet, name: name, in: suiteType, because: why)
                continue
            }
            let isBaselined = baseline.0.contains(path: snippet.path, code: snippet.code)
            if isBaselined { checked.baselined.append(SnippetBaseline.key(of: snippet.code)) }
            let block = blockCase(
                snippet, index: index, in: compilation,
                baselineFile: isBaselined ? baseline.file : nil)
            guard let module = snippet.requiredModule else {
                cases.append((snippet, block))
                checked.identifiers.append(snippet.runIdentifier)
                continue
            }
            let disabled = disabledTest(
                snippet, name: name, in: suiteType, because: "requires \(module)")
            checked.code +=
                "\n#if canImport(\(module))\n"
                + blocksTest([(snippet, block)], named: snippet.testName, function: name)
                + "#else\n" + disabled + "#endif\n"
        }
        if let first = cases.first?.0 {
            let page = String(first.path.split(separator: "/").last ?? "")
            checked.code +=
                "\n" + blocksTest(cases, named: page, function: "check_" + sanitized(first.path))
        }
        return checked
    }

    /// A test whose cases are `blocks`, written at the first block's fence: each case
    /// type-checks its block's source and records each error at the author's line and column.
    private static func blocksTest(
        _ blocks: [(Snippet, String)], named testName: String, function: String
    ) -> String {
        guard let first = blocks.first?.0 else { return "" }
        let cases = blocks.map { "        \($0.1),\n" }.joined()
        return "extension \(suite(for: first.path)) {\n"
            + located(
                first.path, line: first.location.line,
                "    @Test(\(literal(testName)), arguments: [\n" + cases
                    + "    ]) fileprivate func \(function)(_ block: SnippetBlock) async {\n"
                    + "        await SnippetChecker.expectCompiles(block, sourceLocation: \(hereAtColumnOne))\n"
                    + "    }\n")
            + "}\n"
    }

    /// The case of the block at `index` in its page's test: its source with the context it
    /// reaches, and where its errors go.
    private static func blockCase(
        _ snippet: Snippet, index: Int, in compilation: BlockCompilation, baselineFile: String?
    ) -> String {
        let lineCount = snippet.code.split(separator: "\n", omittingEmptySubsequences: false).count
        let lastLine = snippet.firstCodeLine + max(lineCount - 1, 0)
        return "SnippetBlock(name: \(literal(snippet.testName)), fence: \(snippet.location.line), "
            + "source: \(literal(compilation.source(checking: index))), "
            + "path: \(literal(snippet.path)), lines: \(snippet.firstCodeLine)...\(lastLine), "
            + "columnShift: \(snippet.location.column - 1), "
            + "manifest: \(compilation.shapes[index] == .manifest), "
            + "identifier: \(literal(snippet.runIdentifier)), "
            + "key: \(literal(SnippetBaseline.key(of: snippet.code))), "
            + "baselineFile: \(baselineFile.map(literal) ?? "nil"))"
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
