@testable import NapkinDocs
@testable import NapkinDocsCore

/// The guarantees of snippet extraction and test generation, whatever the input.
extension FuzzHarness {
    /// The path the input has as an article.
    static let articleSnippetPath = "Articles/Fuzz.md"
    /// The path the input has as a framework source file.
    static let swiftSnippetPath = "Sources/napkin/Fuzz.swift"

    /// Extracts the snippets of the input read as an article and as a Swift file's doc comments,
    /// generates each one's test source, and checks both.
    /// - Parameter bytes: The file's bytes.
    /// - Returns: The broken guarantees (empty when the input was handled safely).
    public func extractSnippets(_ bytes: [UInt8]) -> [String] {
        var violations: [String] = []
        let text = Self.decode(bytes, path: Self.articleSnippetPath, violations: &violations)
        let lineCount = Self.lineCount(of: text)
        let lines = SourceLines(text)
        let article = SnippetExtractor.snippets(
            in: MarkdownDocument(source: text, path: Self.articleSnippetPath))
        let comments = SnippetExtractor.snippets(inSwiftSource: text, path: Self.swiftSnippetPath)
        for file in [article, comments] {
            violations += Self.snippetViolations(file, lineCount: lineCount, lines: lines)
            _ = SnippetSourceGenerator.source(for: file)
        }
        return violations
    }

    /// The number of lines of `text` as the Swift compiler and cmark count them: `\n`, `\r\n`
    /// and `\r` end a line, and the last line counts even when empty.
    static func lineCount(of text: String) -> Int {
        var count = 1
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\r") || (byte == UInt8(ascii: "\n") && previous != 13) {
                count += 1
            }
            previous = byte
        }
        return count
    }

    /// Checks the extracted snippets of one file and what the test generator makes of them.
    /// - Parameters:
    ///   - file: The extraction result.
    ///   - lineCount: The number of lines of the file.
    ///   - lines: The file's text, by line.
    /// - Returns: One message per broken guarantee.
    static func snippetViolations(
        _ file: SnippetFile, lineCount: Int, lines source: SourceLines
    ) -> [String] {
        var violations: [String] = []
        let lines = 1...lineCount
        for diagnostic in file.diagnostics {
            if diagnostic.path != file.path || diagnostic.severity != .error {
                violations.append("a snippet diagnostic of another file or kind: \(diagnostic)")
            }
            if let location = diagnostic.location, !lines.contains(location.line) {
                violations.append("a snippet diagnostic outside the file: \(diagnostic)")
            }
        }
        for snippet in file.snippets {
            let place = "\(file.path):\(snippet.location.line)"
            if !lines.contains(snippet.location.line) || !lines.contains(snippet.firstCodeLine)
                || snippet.firstCodeLine <= snippet.location.line
            {
                violations.append(
                    "\(place): a snippet located outside the file (code at \(snippet.firstCodeLine))"
                )
            }
            // Compiler errors are reported at this location: it must be the opening fence.
            // (A doc comment has one origin column, so its columns are exact only when its lines
            // have the same indentation before `///`; its lines always are.)
            let fence = source.byte(line: snippet.location.line, column: snippet.location.column)
            let isFence = fence == UInt8(ascii: "`") || fence == UInt8(ascii: "~")
            if !isFence
                && (file.path != swiftSnippetPath
                    || commentIndentationIsUniform(around: snippet.location.line, in: source))
            {
                violations.append(
                    "\(place):\(snippet.location.column): a snippet located off its fence")
            }
            if newlines(in: snippet.displayedCode) > newlines(in: snippet.code) {
                violations.append("\(place): more lines shown than written")
            }
            // `#sourceLocation` maps generated lines to Markdown lines one to one.
            let scanned =
                snippet.mode == .run
                ? DeclarationScanner.liftingImports(from: snippet.code)
                : DeclarationScanner.fileprivateDeclarations(in: snippet.code)
            if newlines(in: scanned.code) != newlines(in: snippet.code) {
                violations.append("\(place): the rewritten code has a different number of lines")
            }
            var literals = [snippet.path, snippet.testName, snippet.runIdentifier]
            if let output = snippet.expectedOutput { literals.append(output.text) }
            for text in literals
            where parsedLiteral(SnippetSourceGenerator.literal(text)) != text {
                violations.append("\(place): the Swift literal of '\(text)' does not read back")
            }
            if let module = snippet.requiredModule, !isModuleName(module) {
                violations.append("\(place): 'requires=\(module)' is not a module name")
            }
        }
        return violations
    }

    /// Whether the `///` lines around a line all have the same indentation before `///`.
    /// - Parameters:
    ///   - line: A 1-based line inside a doc comment.
    ///   - source: The Swift file, by line.
    /// - Returns: `true` when the comment's lines agree (or `line` is in no comment).
    static func commentIndentationIsUniform(around line: Int, in source: SourceLines) -> Bool {
        func indentation(_ line: Int) -> Int? {
            var column = 1
            while let byte = source.byte(line: line, column: column),
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
            {
                column += 1
            }
            let isComment = (column..<column + 3).allSatisfy {
                source.byte(line: line, column: $0) == UInt8(ascii: "/")
            }
            return isComment && source.byte(line: line, column: column + 3) != UInt8(ascii: "/")
                ? column : nil
        }
        guard let own = indentation(line) else { return true }
        var above = line - 1
        while let other = indentation(above) {
            if other != own { return false }
            above -= 1
        }
        var below = line + 1
        while let other = indentation(below) {
            if other != own { return false }
            below += 1
        }
        return true
    }

    /// The number of line breaks in `text`, counted as the compiler counts them.
    private static func newlines(in text: String) -> Int {
        lineCount(of: text) - 1
    }

    /// Whether `name` can stand alone in `canImport(…)`: identifiers joined by dots (a module
    /// or a submodule).
    static func isModuleName(_ name: String) -> Bool {
        name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            guard let first = part.unicodeScalars.first, !("0"..."9").contains(first) else {
                return false
            }
            return part.unicodeScalars.allSatisfy {
                $0 == "_"
                    || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
            }
        }
    }

    /// Reads back a string literal written by ``SnippetSourceGenerator/literal(_:)``, the way
    /// the compiler would; `nil` when it is not one well-formed single-line literal.
    static func parsedLiteral(_ literal: String) -> String? {
        var scalars = Array(literal.unicodeScalars)
        guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return nil }
        scalars = Array(scalars.dropFirst().dropLast())
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\"" || scalar == "\n" || scalar == "\r" { return nil }
            guard scalar == "\\" else {
                result.append(scalar)
                index += 1
                continue
            }
            guard index + 1 < scalars.count else { return nil }
            let escape = scalars[index + 1]
            index += 2
            switch escape {
            case "\\": result.append("\\")
            case "\"": result.append("\"")
            case "'": result.append("'")
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "t": result.append("\t")
            case "0": result.append("\0")
            case "u":
                guard index < scalars.count, scalars[index] == "{",
                    let close = scalars[index...].firstIndex(of: "}"),
                    let value = UInt32(
                        String(String.UnicodeScalarView(scalars[(index + 1)..<close])), radix: 16),
                    let decoded = Unicode.Scalar(value)
                else { return nil }
                result.append(decoded)
                index = close + 1
            default: return nil
            }
        }
        return String(result)
    }
}
