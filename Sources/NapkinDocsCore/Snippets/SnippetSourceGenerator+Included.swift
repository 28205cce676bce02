extension SnippetSourceGenerator {
    /// A snippet file shown by `@Snippet`, split for the generated file: its declarations, made
    /// `fileprivate` as a declaration block's, and its statements, as a run block's.
    struct IncludedParts: Hashable, Sendable {
        /// The file and the directives showing it.
        var included: IncludedSnippet
        /// The declarations, each line where it is in the snippet file.
        var declarations: String
        /// The statements, each line where it is in the snippet file.
        var statements: String
    }

    /// Splits each snippet file `file` shows (``TopLevelCode``).
    static func includedParts(of file: SnippetFile) -> [IncludedParts] {
        file.included.map { included in
            let parts = TopLevelCode.split(included.file.text)
            // A top-level slice marker becomes a mark in the run's output, on the same line.
            var statements = parts.statements.split(
                separator: "\n", omittingEmptySubsequences: false
            ).map(String.init)
            for (line, name) in parts.sliceMarks where line < statements.count {
                statements[line] = "SnippetHarness.slice(\(literal(name)))"
            }
            return IncludedParts(
                included: included, declarations: parts.declarations,
                statements: statements.joined(separator: "\n"))
        }
    }

    /// Returns the code of a snippet file shown by the source at `path`, and the imports it
    /// lifts: its declarations at file scope, its statements in a `@MainActor` function (a
    /// script's top level is main-actor isolated), each under a `#sourceLocation` of the
    /// snippet file's own lines; and, when an `output` block follows one of its directives, a
    /// test that runs the function and compares what it printed with each such block, at the
    /// block's line in the source: after a `slice`, what that slice's lines printed (its
    /// top-level markers mark the output), else everything. A file nobody checks the output
    /// of is compiled, not run.
    static func includedBlock(
        _ parts: IncludedParts, in path: String, rename: (String) -> String
    ) -> (imports: [String], code: String) {
        let file = parts.included.file
        let declarations = DeclarationScanner.fileprivateDeclarations(in: parts.declarations)
        let statements = DeclarationScanner.liftingImports(from: parts.statements)
        let function =
            "snippet_" + sanitized(path) + "__" + sanitized(file.displayPath)
        var code = located(file.displayPath, line: 1, rename(declarations.code))
        code += "/// Runs the snippet file \(file.displayPath), as \(path) shows it.\n@MainActor\n"
        code += "fileprivate func \(function)() async throws {\n"
        code += located(file.displayPath, line: 1, rename(statements.code)) + "}\n"
        let imports = declarations.imports + statements.imports
        guard let identifier = parts.included.runIdentifier(in: path),
            let first = parts.included.uses.first(where: { $0.expectedOutput != nil })
        else { return (imports, code) }
        let name = "run_" + sanitized(path) + "_\(first.location.line)"
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        var test =
            "    @Test(\(literal("\(fileName):\(first.location.line)"))) fileprivate func \(name)() async throws {\n"
        test += "#sourceLocation()\n"
        test +=
            "        let output = try await SnippetHarness.run(\(literal(identifier))) { try await \(function)() }\n"
        test += "        var matched = true\n"
        for use in parts.included.uses {
            guard let output = use.expectedOutput else { continue }
            // After a slice, what that slice printed; after the whole file, all of it.
            let printed =
                "SnippetHarness.printed(output, slice: \(use.slice.map(literal) ?? "nil"))"
            test += located(
                path, line: output.firstLine,
                "        if !\(outputCheck(output, of: printed)) { matched = false }\n")
        }
        test += "        if matched { SnippetHarness.passed(\(literal(identifier))) }\n    }\n"
        code +=
            "\nextension \(suite(for: path)) {\n"
            + "#sourceLocation(file: \(literal(path)), line: \(first.location.line))\n"
            + test + "}\n"
        return (imports, code)
    }
}
