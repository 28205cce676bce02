/// What a block reaches by name: the context a block is checked with holds only the page's
/// declarations and earlier statements that its code names, directly or through them, so that
/// editing one block checks again only the blocks that use what it declares.
extension BlockCompilation {
    /// The identifiers `code` uses: its words, its attributes' names, and the words of its
    /// string literals (where interpolations name things).
    static func identifiers(in code: some StringProtocol) -> Set<Substring> {
        var names: Set<Substring> = []
        for token in SwiftTokenizer.tokens(of: String(code)) {
            switch token.kind {
            case .word: names.insert(token.text)
            case .escapedWord: names.insert(token.text.filter { $0 != "`" }[...])
            case .attribute, .literal: names.formUnion(words(in: token.text))
            default: break
            }
        }
        return names
    }

    /// The runs of identifier characters in `text`.
    private static func words(in text: Substring) -> [Substring] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// The names that top-level statements declare: the word after `let`, `var` or `func`, or
    /// every word of the tuple pattern after `let` or `var`.
    static func statementNames(in code: String) -> Set<Substring> {
        let tokens = SwiftTokenizer.tokens(of: code)
        var names: Set<Substring> = []
        var depth = 0
        for (index, token) in tokens.enumerated() {
            if token.kind == .open { depth += 1 }
            if token.kind == .close { depth -= 1 }
            guard depth == 0, token.kind == .word, ["let", "var", "func"].contains(token.text),
                index + 1 < tokens.count
            else { continue }
            let next = tokens[index + 1]
            if next.kind == .word || next.kind == .escapedWord {
                names.formUnion(identifiers(in: next.text))
            } else if next.kind == .open, next.text == "(" {
                let pattern = tokens[(index + 2)...].prefix { $0.kind != .close }
                names.formUnion(pattern.filter { $0.kind == .word }.map(\.text))
            }
        }
        return names
    }

    /// One declaration of another block that could be context.
    struct ContextItem: Hashable {
        /// The block.
        var block: Int
        /// The declaration's index among the block's items.
        var item: Int
    }

    /// Of `candidates`, the declarations the block at `index` reaches by name, and the blocks
    /// among `earlier` whose statements it reaches: an import or an extension that names no
    /// member is always kept; a type or function when its name is used; an extension's member
    /// when the member's or the extended type's name is; statements when a name they declare
    /// is. What is kept adds the names it uses, until nothing more is reached.
    func reached(
        from index: Int, candidates: [ContextItem], earlier: [Int]
    ) -> (items: Set<ContextItem>, statements: Set<Int>) {
        var used = identifiers[index]
        var items: Set<ContextItem> = []
        var statements: Set<Int> = []
        var grew = true
        while grew {
            grew = false
            for candidate in candidates where !items.contains(candidate) {
                guard isReached(candidate, using: used) else { continue }
                items.insert(candidate)
                used.formUnion(itemIdentifiers[candidate.block][candidate.item])
                grew = true
            }
            for other in earlier where !statements.contains(other) {
                guard !statementNames[other].isDisjoint(with: used) else { continue }
                statements.insert(other)
                used.formUnion(statementIdentifiers[other])
                grew = true
            }
        }
        return (items, statements)
    }

    /// Whether a block that uses `used` reaches `candidate`.
    private func isReached(_ candidate: ContextItem, using used: Set<Substring>) -> Bool {
        let item = parts[candidate.block].items[candidate.item]
        let names = itemNames[candidate.block][candidate.item]
        if item.keyword == "import" || names.isEmpty { return true }
        if item.keyword == "extension" {
            return names.contains { $0.split(separator: ".").contains(where: used.contains) }
        }
        return names.contains { !$0.contains(".") && used.contains($0[...]) }
    }
}
