/// Splits a snippet file, which is top-level code (a script, as `swift run` runs a
/// `Snippets/` file), into its declarations and its statements, so that the generated tests can
/// put the declarations at file scope, as a ```` ```swift ```` block's, and the statements in a
/// function, as a ```` ```swift run ```` block's.
///
/// A declaration starts at a line whose first token, outside every bracket, begins a type,
/// extension, function, type alias, operator, precedence group, macro or import (after its
/// attributes and modifiers); it runs to the brace closing its body, or to the end of its line
/// when it has none. Every other line holding code is a statement: `let` and `var` included, so
/// a top-level variable is a local of the statements, and a top-level function cannot read it
/// (the compiler says so at the snippet's line). A `#if`, `#elseif`, `#else` or `#endif` line
/// goes to both parts. Each part keeps every line where it was (the other part's lines are left
/// empty), so one `#sourceLocation` maps either part to the snippet file.
enum TopLevelCode {
    /// The keywords that start a declaration kept at file scope.
    static let declarationKeywords: Set<Substring> = [
        "class", "struct", "enum", "protocol", "actor", "func", "extension", "typealias",
        "import", "operator", "precedencegroup", "macro",
    ]
    /// The declaration keywords whose declaration ends at the end of its line, not a body.
    static let bodilessKeywords: Set<Substring> = ["typealias", "import", "operator", "macro"]
    /// The modifiers that may come before a declaration keyword (`prefix operator` included).
    static let modifiers: Set<Substring> =
        DeclarationScanner.accessModifiers.union(DeclarationScanner.otherModifiers)
        .union(["prefix", "postfix", "infix"])
    /// The compiler directives that go to both parts.
    static let conditionalDirectives: Set<Substring> = ["#if", "#elseif", "#else", "#endif"]

    /// The two parts of a snippet file.
    struct Parts: Hashable, Sendable {
        /// The declarations, the statements' lines empty.
        var declarations: String
        /// The statements, the declarations' lines empty.
        var statements: String
        /// The slice markers among the statements, outside every bracket, by line (from 0):
        /// the slice's name for `// snippet.NAME`, `end` for `// snippet.end`. The tests mark
        /// there what each slice prints.
        var sliceMarks: [Int: String] = [:]
        /// The declarations, in order, with what they declare and their lines.
        var items: [Declaration] = []
    }

    /// One file-scope declaration of the code.
    struct Declaration: Hashable, Sendable {
        /// The keyword that starts it (`struct`, `extension`, `import`, …).
        var keyword: Substring
        /// The name it declares (the extended type's, for an extension), if it has one.
        var name: Substring?
        /// Its lines (from 0).
        var lines: ClosedRange<Int>
    }

    /// Splits `code` into its declarations and its statements.
    /// - Parameter code: A snippet file's text.
    /// - Returns: Both parts, each with as many lines as `code`.
    static func split(_ code: String) -> Parts {
        let bytes = Array(code.utf8)
        let lineStarts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
        /// The line (from 0) of the byte at `offset`.
        func line(of offset: Int) -> Int {
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return low
        }
        /// Which part a line goes to.
        enum Part { case declaration, statement, both }
        var parts = [Part?](repeating: nil, count: lineStarts.count)
        var items: [Declaration] = []
        let tokens = SwiftTokenizer.tokens(of: code)
        let tokenLines = tokens.map { line(of: $0.offset) }
        var depth = 0
        var index = 0
        var previousLine = -1
        // The bracket depth at each line without code (a comment), for the slice markers.
        var depths = [Int](repeating: 0, count: lineStarts.count)
        while index < tokens.count {
            let token = tokens[index]
            let tokenLine = tokenLines[index]
            let startsLine = tokenLine != previousLine
            for blank in (previousLine + 1)..<max(tokenLine, previousLine + 1) {
                depths[blank] = depth
            }
            previousLine = tokenLine
            if depth == 0, startsLine, token.kind == .directive,
                conditionalDirectives.contains(token.text)
            {
                parts[tokenLine] = .both
            } else if depth == 0, startsLine,
                let keyword = declarationKeyword(from: index, in: tokens)
            {
                let end = declarationEnd(keywordAt: keyword, in: tokens, lines: tokenLines)
                let lastLine = tokenLines[end]
                let name = keyword + 1 < tokens.count ? tokens[keyword + 1] : nil
                items.append(
                    Declaration(
                        keyword: tokens[keyword].text,
                        name: name.flatMap { $0.kind == .word ? $0.text : nil },
                        lines: tokenLine...lastLine))
                for declarationLine in tokenLine...lastLine {
                    parts[declarationLine] = .declaration
                }
                previousLine = lastLine
                index = end + 1
                continue
            } else if parts[tokenLine] == nil {
                parts[tokenLine] = .statement
            }
            if token.kind == .open { depth += 1 }
            if token.kind == .close { depth = max(depth - 1, 0) }
            index += 1
        }
        for blank in (previousLine + 1)..<max(lineStarts.count, previousLine + 1) {
            depths[blank] = depth
        }
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        var sliceMarks: [Int: String] = [:]
        for (number, text) in lines.enumerated() where parts[number] == nil && depths[number] == 0 {
            if let name = sliceMarker(text) { sliceMarks[number] = name }
        }
        var declarations: [Substring] = []
        var statements: [Substring] = []
        for (number, text) in lines.enumerated() {
            let part = number < parts.count ? parts[number] : nil
            declarations.append(part == .declaration || part == .both ? text : "")
            statements.append(part == .statement || part == .both ? text : "")
        }
        return Parts(
            declarations: declarations.joined(separator: "\n"),
            statements: statements.joined(separator: "\n"), sliceMarks: sliceMarks, items: items)
    }

    /// The slice a marker line starts (`// snippet.NAME`), `end` for `// snippet.end`, or
    /// `nil` for any other line (`snippet.hide` and `snippet.show` hide lines, not slices).
    static func sliceMarker(_ line: Substring) -> String? {
        switch SnippetMarker(line) {
        case .slice(let name): name
        case .end: "end"
        case .hide, .show, nil: nil
        }
    }

    /// The index of the declaration keyword that the tokens from `start` begin with, after
    /// attributes and modifiers, or `nil` when they begin a statement.
    private static func declarationKeyword(from start: Int, in tokens: [SwiftToken]) -> Int? {
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .attribute {
                index += 1
            } else if token.kind == .word, modifiers.contains(token.text) {
                // A modifier with an argument: `private(set)`, `nonisolated(unsafe)`.
                let hasArgument =
                    index + 3 < tokens.count && tokens[index + 1].text == "("
                    && tokens[index + 3].text == ")"
                index += hasArgument ? 4 : 1
            } else if token.kind == .word, declarationKeywords.contains(token.text) {
                // `actor` is contextual: it declares only when a name follows.
                if token.text == "actor",
                    index + 1 >= tokens.count || tokens[index + 1].kind != .word
                {
                    return nil
                }
                return index
            } else {
                return nil
            }
        }
        return nil
    }

    /// The index of the last token of the declaration whose keyword is at `keyword`: the brace
    /// closing its body, or, for a declaration without one, its line's last token outside
    /// brackets.
    private static func declarationEnd(
        keywordAt keyword: Int, in tokens: [SwiftToken], lines: [Int]
    ) -> Int {
        var depth = 0
        var index = keyword
        let hasBody = !bodilessKeywords.contains(tokens[keyword].text)
        while index + 1 < tokens.count {
            let token = tokens[index]
            if token.kind == .open {
                depth += 1
            } else if token.kind == .close {
                depth -= 1
                if hasBody, depth == 0, token.text == "}" { return index }
            }
            if !hasBody, depth <= 0, lines[index + 1] > lines[index] { return index }
            index += 1
        }
        return tokens.count - 1
    }
}
