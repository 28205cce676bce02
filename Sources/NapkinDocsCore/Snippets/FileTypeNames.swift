/// Gives the types a source file's snippets declare a name of their own in the generated tests
/// (`RootComponent` in `HeadlessNapkins.md` becomes `RootComponent__HeadlessNapkins_md`).
///
/// Why: `fileprivate` already lets two articles declare the same type, but Swift's incremental
/// build tracks top-level names, not their access. When two generated files declare
/// `RootComponent`, an edit to either recompiles both; with names of their own, an edit to one
/// article recompiles only its file. Only the compiled code is renamed: the page and the
/// extractor show the code as written, and `#sourceLocation` still maps every line (a compiler
/// message may show the longer name, and a column after it on the same line moves).
enum FileTypeNames {
    /// The keywords that declare a type at file scope.
    static let typeKeywords: Set<Substring> = [
        "class", "struct", "enum", "protocol", "actor", "typealias",
    ]

    /// The suffix added to the declared type names of the file at `path`.
    /// - Parameter path: The source file's path (`Articles/HeadlessNapkins.md`).
    /// - Returns: `__` and the file's name as an identifier (`__HeadlessNapkins_md`).
    static func suffix(for path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return "__" + SnippetSourceGenerator.sanitized(name)
    }

    /// The type names declared at file scope by `codes` (a file's declaration blocks).
    /// - Parameter codes: The code of each declaration block.
    /// - Returns: The declared names.
    static func declaredTypes(in codes: [String]) -> Set<Substring> {
        var names: Set<Substring> = []
        for code in codes {
            let tokens = SwiftTokenizer.tokens(of: code)
            var depth = 0
            for (index, token) in tokens.enumerated() {
                switch token.kind {
                case .open: depth += 1
                case .close: depth -= 1
                case .word where depth == 0 && typeKeywords.contains(token.text):
                    let previous = index > 0 ? tokens[index - 1].text : ""
                    guard previous != ".", index + 1 < tokens.count,
                        tokens[index + 1].kind == .word
                    else { continue }
                    names.insert(tokens[index + 1].text)
                default: break
                }
            }
        }
        return names
    }

    /// Renames every use of `names` in `code`: each identifier that is one of them and is not a
    /// member (`x.Name`), including those inside string interpolations.
    /// - Parameters:
    ///   - code: Snippet code.
    ///   - names: The file's declared type names.
    ///   - suffix: What is added to each.
    /// - Returns: The code with the names renamed; its lines are those of `code`.
    static func renamed(_ code: String, names: Set<Substring>, suffix: String) -> String {
        guard !names.isEmpty else { return code }
        // Lexemes, not tokens: the code inside interpolations is read as code too.
        var lexer = SwiftLexer(code)
        var insertions: [Int] = []
        var afterDot = false
        while let lexeme = lexer.next() {
            switch lexeme.kind {
            case .whitespace, .comment, .docComment: continue
            case .identifier where !afterDot && names.contains(lexer.text(lexeme.range)):
                insertions.append(lexeme.range.upperBound)
            default: break
            }
            afterDot =
                lexeme.kind == .punctuation
                && lexer.bytes[lexeme.range.lowerBound] == UInt8(ascii: ".")
        }
        guard !insertions.isEmpty else { return code }
        var bytes = lexer.bytes
        let added = Array(suffix.utf8)
        for offset in insertions.reversed() {
            bytes.insert(contentsOf: added, at: offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
