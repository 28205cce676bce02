extension SnippetSourceGenerator {
    /// The call that compares a run block's printed text, held in the variable `variable`,
    /// with its `output` block (`unordered` as the block says), at the block's line.
    static func outputCheck(_ output: ExpectedOutput, of variable: String) -> String {
        "SnippetHarness.expectOutput(\(variable), toBe: \(literal(output.text)), "
            + "unordered: \(output.isUnordered), sourceLocation: \(hereAtColumnOne))"
    }

    /// The body of the test of a `run crash` or `run throws` block, from the line after its
    /// declaration: it runs the block's function `body` and checks that it traps (in an exit
    /// test, a process of its own) or throws, at the fence's line, then checks what it printed.
    static func endingTest(_ snippet: Snippet, calling body: String) -> String {
        let identifier = literal(snippet.runIdentifier)
        var test: String
        // Without an `output` block, what the block printed is not read: `_`, not a name the
        // compiler would warn is unused.
        let printed = snippet.expectedOutput == nil ? "_" : "output"
        switch snippet.runEnd {
        case .traps:
            test = located(
                snippet.path, line: snippet.location.line,
                "        let exit = await #expect(processExitsWith: .failure, observing: [\\.standardOutputContent]) { try await \(body)() }\n"
                    + "        let (ended, \(printed)) = SnippetHarness.expectTrap(exit, sourceLocation: \(hereAtColumnOne))\n"
            )
        case .throws, .returns:
            test =
                "        let (\(printed), error) = await SnippetHarness.runThrowing(\(identifier)) { try await \(body)() }\n"
            test += located(
                snippet.path, line: snippet.location.line,
                "        let ended = SnippetHarness.expectThrown(error, sourceLocation: \(hereAtColumnOne))\n"
            )
        }
        guard let output = snippet.expectedOutput else {
            return test + "        if ended { SnippetHarness.passed(\(identifier)) }\n"
        }
        return test
            + located(
                snippet.path, line: output.firstLine,
                "        if \(outputCheck(output, of: "output")), ended { SnippetHarness.passed(\(identifier)) }\n"
            )
    }

    /// The test of a `compile-fail` block: it compiles the block on its own (its imports, then
    /// its code under a `#sourceLocation` of its Markdown line) and checks that the compiler
    /// rejects it with each line of its `diagnostics` block, reporting at the fence's line.
    static func compileFailBlock(_ snippet: Snippet, imports: [String]) -> String {
        let failure = compileFailure(snippet, imports: imports)
        let name = "compileFail_" + sanitized(snippet.path) + "_\(snippet.location.line)"
        var test = "extension \(suite(for: snippet.path)) {\n"
        test += located(
            snippet.path, line: snippet.location.line,
            "    @Test(\(literal(snippet.testName))) fileprivate func \(name)() async {\n")
        test += located(
            snippet.path, line: snippet.location.line,
            "        if await SnippetCompiler.expectFailure(\(literal(failure.source)), "
                + "path: \(literal(snippet.path)), "
                + "lines: \(failure.lines.lowerBound)...\(failure.lines.upperBound), "
                + "expected: [\(failure.expected.map(literal).joined(separator: ", "))], "
                + "sourceLocation: \(hereAtColumnOne)) { SnippetHarness.passed(\(literal(snippet.runIdentifier)), as: \"compiled\") }\n"
        )
        return test + "    }\n}\n"
    }

    /// What a `compile-fail` block's check compiles: the block's imports then its code under a
    /// `#sourceLocation` of its Markdown line; its lines; and the diagnostics its `diagnostics`
    /// block expects (`error: …`).
    static func compileFailure(
        _ snippet: Snippet, imports: [String]
    ) -> (
        source: String, lines: ClosedRange<Int>, expected: [String]
    ) {
        let code = DeclarationScanner.liftingImports(from: snippet.code).code
        let lineCount = code.split(separator: "\n", omittingEmptySubsequences: false).count
        let lastLine = snippet.firstCodeLine + max(lineCount - 1, 0)
        let source =
            imports.joined()
            + "#sourceLocation(file: \(literal(snippet.path)), line: \(snippet.firstCodeLine))\n"
            + code + (code.hasSuffix("\n") ? "" : "\n")
        return (
            source, snippet.firstCodeLine...lastLine,
            snippet.expectedDiagnostics.map { "\($0.severity): \($0.text)" }
        )
    }
}
