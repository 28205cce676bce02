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
        let tokens = SwiftTokenizer.tokens(of: code)
        var insertions: [Int] = []
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .word where names.contains(token.text):
                if index > 0, tokens[index - 1].text == "." { continue }
                insertions.append(token.offset + token.text.utf8.count)
            case .literal where token.text.contains("\\("):
                insertions += interpolatedUses(in: token, names: names)
            default: break
            }
        }
        guard !insertions.isEmpty else { return code }
        var bytes = Array(code.utf8)
        let added = Array(suffix.utf8)
        for offset in insertions.sorted(by: >) {
            bytes.insert(contentsOf: added, at: offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The end offsets of the uses of `names` inside the interpolations of a string literal.
    /// - Parameters:
    ///   - literal: A string literal token.
    ///   - names: The names to find.
    /// - Returns: The byte offset just after each use, in the scanned code.
    private static func interpolatedUses(
        in literal: SwiftToken, names: Set<Substring>
    ) -> [Int] {
        var result: [Int] = []
        let bytes = Array(literal.text.utf8)
        var index = 0
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            if depth == 0 {
                if byte == UInt8(ascii: "\\"), index + 1 < bytes.count,
                    bytes[index + 1] == UInt8(ascii: "(")
                {
                    depth = 1
                    index += 2
                } else {
                    index += 1
                }
                continue
            }
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") { depth -= 1 }
            if byte == UInt8(ascii: "\"") {
                // A string inside the interpolation is text, not code: skip it whole.
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
                continue
            }
            guard isIdentifierStart(byte) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isIdentifierStart(bytes[index]) || isDigit(bytes[index]) {
                index += 1
            }
            let word = Substring(decoding: bytes[start..<index], as: UTF8.self)
            let isMember = start > 0 && bytes[start - 1] == UInt8(ascii: ".")
            if names.contains(word), !isMember { result.append(literal.offset + index) }
        }
        return result
    }

    /// Whether `byte` may start an identifier (ASCII letters and `_`; other bytes count too,
    /// so a non-ASCII identifier is read whole).
    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
            || byte >= 0x80
    }

    /// Whether `byte` is an ASCII digit.
    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
