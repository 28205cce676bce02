/// Makes a snippet's file-scope declarations `fileprivate` and lifts out its `import`s, so
/// that every article compiles in its own namespace inside one test module.
///
/// It reads tokens, not text patterns: a declaration keyword (`class`, `struct`, `enum`,
/// `protocol`, `actor`, `func`, `let`, `var`, `typealias`) at brace depth 0 gets `fileprivate`
/// in front of its modifiers (after its attributes, which may sit on lines of their own). An
/// access modifier already there is replaced, except `private` and `fileprivate`, which mean
/// the same at file scope. Extensions are left alone: an extension declaring a conformance
/// cannot be `fileprivate`.
enum DeclarationScanner {
    /// The keywords that start a declaration that can be made `fileprivate`.
    static let declarationKeywords: Set<Substring> = [
        "class", "struct", "enum", "protocol", "actor", "func", "let", "var", "typealias",
    ]
    /// The access modifiers.
    static let accessModifiers: Set<Substring> = [
        "open", "public", "package", "internal", "fileprivate", "private",
    ]
    /// The other modifiers that may come before a declaration keyword.
    static let otherModifiers: Set<Substring> = [
        "final", "nonisolated", "indirect", "lazy", "weak", "unowned", "dynamic", "convenience",
        "required", "override", "mutating", "nonmutating", "static", "distributed", "isolated",
    ]
    /// The tokens after which `let`, `var` or `class` are not a file-scope declaration.
    static let nonDeclarationContext: Set<Substring> = [
        "case", "if", "guard", "while", "for", "let", "var", "func", ".", ":", ",", "=", "->",
    ]

    /// The result of a scan: the rewritten code and the imports lifted out of it.
    struct Result: Hashable, Sendable {
        /// The code, with `fileprivate` added and import lines emptied; it has as many lines as
        /// the original, so `#sourceLocation` still maps every line.
        var code: String
        /// The import declarations removed from the code (`import Foundation`), in order.
        var imports: [String]
    }

    /// Rewrites the file-scope declarations of `code`.
    /// - Parameter code: A snippet's code.
    /// - Returns: The code with `fileprivate` declarations and no imports, and the imports.
    static func fileprivateDeclarations(in code: String) -> Result {
        rewrite(code, makingFilePrivate: true)
    }

    /// Lifts the imports out of a run block's code, which is a function body and may not hold them.
    /// - Parameter code: A run block's code.
    /// - Returns: The code without imports, and the imports.
    static func liftingImports(from code: String) -> Result {
        rewrite(code, makingFilePrivate: false)
    }

    /// A change to the scanned code: `length` bytes at `offset` replaced by `replacement`.
    private typealias Edit = (offset: Int, length: Int, replacement: String)

    /// Scans `code` once, collecting the edits, then applies them from the end.
    /// - Parameters:
    ///   - code: The code to scan.
    ///   - makingFilePrivate: Whether declarations are made `fileprivate` (else only imports go).
    /// - Returns: The rewritten code and the lifted imports.
    private static func rewrite(_ code: String, makingFilePrivate: Bool) -> Result {
        let tokens = SwiftTokenizer.tokens(of: code)
        let bytes = Array(code.utf8)
        var edits: [Edit] = []
        var imports: [String] = []
        var depth = 0
        // The end of the last import line removed: what is left of that line goes with it, so
        // no other edit may land there (overlapping edits shifted each other and ate the next
        // line breaks; found by the fuzzer: `import-twice-on-a-line.md`).
        var removedUntil = 0
        for (index, token) in tokens.enumerated() where token.offset >= removedUntil {
            switch token.kind {
            case .open: depth += 1
            case .close: depth -= 1
            case .word where depth == 0 && token.text == "import":
                var start = firstModifier(before: index, in: tokens, allowingOnly: [])
                // An attribute above it that the last removed import line took stays taken
                // (found by the fuzzer: `import-after-attribute-on-an-import-line.md`).
                while tokens[start].offset < removedUntil { start += 1 }
                let lineEnd =
                    bytes[token.offset...].firstIndex {
                        $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
                    } ?? bytes.count
                let removed = bytes[tokens[start].offset..<lineEnd]
                imports.append(String(decoding: removed, as: UTF8.self).trimmingTrailingBlanks())
                // An attribute on a line of its own above the import goes with it, but the line
                // breaks stay: the code keeps its line count, which `#sourceLocation` relies on.
                let isBreak = { (byte: UInt8) in byte == 0x0A || byte == 0x0D }
                let breaks = String(decoding: removed.filter(isBreak), as: UTF8.self)
                edits.append((tokens[start].offset, removed.count, breaks))
                removedUntil = lineEnd
            case .word
            where depth == 0 && makingFilePrivate && isDeclarationKeyword(at: index, in: tokens):
                if let edit = accessEdit(forKeywordAt: index, in: tokens) { edits.append(edit) }
            default: break
            }
        }
        var result = bytes
        for edit in edits.sorted(by: { $0.offset > $1.offset }) {
            result.replaceSubrange(
                edit.offset..<edit.offset + edit.length, with: Array(edit.replacement.utf8))
        }
        return Result(code: String(decoding: result, as: UTF8.self), imports: imports)
    }

    /// Whether the word at `index` starts a declaration rather than naming something.
    private static func isDeclarationKeyword(at index: Int, in tokens: [SwiftToken]) -> Bool {
        let token = tokens[index]
        guard declarationKeywords.contains(token.text) else { return false }
        let previous = index > 0 ? tokens[index - 1].text : ""
        if nonDeclarationContext.contains(previous) { return false }
        if token.text == "actor" {
            // `actor` is a contextual keyword: it declares only when a name follows.
            guard index + 1 < tokens.count, tokens[index + 1].kind == .word else { return false }
        }
        return true
    }

    /// Returns the edit giving the declaration whose keyword is at `index` `fileprivate` access.
    private static func accessEdit(forKeywordAt index: Int, in tokens: [SwiftToken]) -> Edit? {
        let start = firstModifier(before: index, in: tokens, allowingOnly: nil)
        var position = start
        while position < index {
            let token = tokens[position]
            let isSetterAccess =
                position + 3 < tokens.count && tokens[position + 1].text == "("
                && tokens[position + 2].text == "set"
            if token.kind == .word, accessModifiers.contains(token.text), !isSetterAccess {
                if token.text == "private" || token.text == "fileprivate" { return nil }
                return (token.offset, token.text.utf8.count, "fileprivate")
            }
            position += isSetterAccess ? 4 : 1
        }
        // Attributes stay first; the modifier goes before the other modifiers and the keyword.
        let insertion = tokens[start..<index].first { $0.kind != .attribute } ?? tokens[index]
        return (insertion.offset, 0, "fileprivate ")
    }

    /// Walks back from the keyword at `index` over its modifiers and attributes.
    /// - Parameters:
    ///   - index: The keyword's index.
    ///   - tokens: All tokens.
    ///   - allowed: The words allowed besides attributes; `nil` allows every modifier.
    /// - Returns: The index of the declaration's first attribute or modifier (or of the keyword).
    private static func firstModifier(
        before index: Int, in tokens: [SwiftToken], allowingOnly allowed: Set<Substring>?
    ) -> Int {
        var start = index
        while start > 0 {
            let previous = tokens[start - 1]
            if previous.kind == .attribute {
                start -= 1
            } else if previous.kind == .word, let allowed, allowed.contains(previous.text) {
                start -= 1
            } else if previous.kind == .word, allowed == nil,
                accessModifiers.contains(previous.text) || otherModifiers.contains(previous.text)
            {
                start -= 1
            } else if allowed == nil, start >= 4, previous.text == ")",
                tokens[start - 2].text == "set",
                tokens[start - 3].text == "(", accessModifiers.contains(tokens[start - 4].text)
            {
                start -= 4  // a setter access such as `private(set)`
            } else {
                break
            }
        }
        return start
    }
}

extension String {
    /// The string without trailing spaces, tabs and carriage returns.
    fileprivate func trimmingTrailingBlanks() -> String {
        var result = self
        while let last = result.last, last == " " || last == "\t" || last == "\r" {
            result.removeLast()
        }
        return result
    }
}
