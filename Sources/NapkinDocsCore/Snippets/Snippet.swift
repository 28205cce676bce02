/// One Swift code block of an article or doc comment, as the snippet tests compile it.
///
/// The fence's info string decides what happens to the block (the fence table of the guide's
/// `FenceWords.md`, in `Sources/NapkinDocs/NapkinDocs.docc`):
/// ```` ```swift ```` is compiled as file-scope declarations, ```` ```swift run ```` becomes a
/// test that runs it, `requires=Module` compiles it only where the module exists, and `ignore`
/// shows it without compiling it.
package struct Snippet: Hashable, Sendable {
    /// What the tests do with a block's code.
    package enum Mode: Hashable, Sendable {
        /// Compiled as file-scope declarations.
        case declarations
        /// Compiled as the body of a test that runs it and checks what it prints.
        case run
        /// Shown only, never compiled.
        case ignored
        /// Must fail to compile (`compile-fail`): compiled on its own by its test, which fails
        /// if it compiles or if the diagnostics differ from its `diagnostics` block.
        case compileFail
    }

    /// How a run block must end.
    package enum RunEnd: Hashable, Sendable {
        /// It returns (`swift run`).
        case returns
        /// It stops the process with a trap (`swift run crash`).
        case traps
        /// It throws an error (`swift run throws`).
        case `throws`
    }

    /// The file's path as shown in diagnostics and `#sourceLocation` (`Articles/X.md`).
    package var path: String
    /// Where the opening fence is in the file.
    package var location: SourceLocation
    /// The file line of the first line of code.
    package var firstCodeLine: Int
    /// What the tests do with the code.
    package var mode: Mode
    /// The module the code needs (`requires=UIKit`), if any.
    package var requiredModule: String?
    /// The caption given with `file=`, if any.
    package var caption: String?
    /// The code as compiled: every line, hidden ones included, one line per source line.
    package var code: String
    /// The code as shown: the hidden lines and the `snippet.hide`/`snippet.show` markers removed.
    package var displayedCode: String
    /// For a run block, the `output` block that follows it, if there is one.
    package var expectedOutput: ExpectedOutput?
    /// For a run block, how it must end.
    package var runEnd: RunEnd = .returns
    /// For a compile-fail block, the lines of the `diagnostics` block that follows it.
    package var expectedDiagnostics: [ExpectedDiagnostic] = []
    /// Where that `diagnostics` block's opening fence is, if there is one.
    package var diagnosticsLocation: SourceLocation?

    /// Creates a snippet.
    /// - Parameters:
    ///   - path: The file's path as shown in diagnostics.
    ///   - location: Where the opening fence is.
    ///   - firstCodeLine: The file line of the first line of code.
    ///   - mode: What the tests do with the code.
    ///   - requiredModule: The module the code needs, if any.
    ///   - caption: The `file=` caption, if any.
    ///   - code: The code as compiled.
    ///   - displayedCode: The code as shown.
    ///   - expectedOutput: The `output` block following a run block, if any.
    package init(
        path: String, location: SourceLocation, firstCodeLine: Int, mode: Mode,
        requiredModule: String? = nil, caption: String? = nil, code: String, displayedCode: String,
        expectedOutput: ExpectedOutput? = nil
    ) {
        self.path = path
        self.location = location
        self.firstCodeLine = firstCodeLine
        self.mode = mode
        self.requiredModule = requiredModule
        self.caption = caption
        self.code = code
        self.displayedCode = displayedCode
        self.expectedOutput = expectedOutput
    }

    /// What the snippet tests check of the block.
    package var outcome: SnippetOutcome {
        if mode == .ignored { return .notCompiled }
        if let requiredModule { return .skipped(requires: requiredModule) }
        // A placeholder or elided code is never compiled: its test is skipped with the reason.
        if mode == .declarations, case .notCompilable = BlockShape.of(code) { return .notCompiled }
        switch (mode, runEnd) {
        case (.compileFail, _): return .failsToCompile
        case (.run, .traps): return .traps
        case (.run, .throws): return .throws
        case (.run, .returns): return .run
        default: return .compiled
        }
    }

    /// How the site marks the block: by its outcome, or with no mark when the baseline lists
    /// it, since its test passes while it fails.
    /// - Parameter baselined: The baseline keys of the blocks the baseline lists.
    /// - Returns: The outcome the mark claims, or `nil` for no mark.
    package func mark(baselined: Set<String>) -> SnippetOutcome? {
        guard !baselined.isEmpty, baselined.contains(SnippetBaseline.key(of: code)) else {
            return outcome
        }
        return nil
    }

    /// The name of the test a run block becomes: the file's name and the fence's line
    /// (`HeadlessNapkins.md:88`).
    package var testName: String {
        "\(path.split(separator: "/").last.map(String.init) ?? path):\(location.line)"
    }

    /// The identifier a run block's test records when it runs: the file's path and the fence's
    /// line (`Articles/HeadlessNapkins.md:88`).
    package var runIdentifier: String { "\(path):\(location.line)" }
}
