/// DocC's term lists: a bulleted item whose first paragraph starts with the word `term` and
/// holds a colon (`- term Cache: where results are kept`) is a term and its definition, and a
/// run of such items in one list is a definition list, as DocC reads it.
///
/// The term is what comes before the first colon of the paragraph's own texts, less the
/// keyword; the definition is the rest of that paragraph and the item's other blocks. Items
/// of one list that are not terms stay a bulleted list of their own, in order.
extension MarkdownTree {
    /// The tree with its term items made term lists (the tree itself when it has none).
    func withTermLists() -> MarkdownTree {
        var split = TermListSplit()
        for index in nodes.indices {
            guard case .list(let list) = nodes[index].kind, !list.isOrdered else { continue }
            split.read(list: index, in: self)
        }
        guard split.hasTerms else { return self }
        return split.copy(self)
    }

    /// Where a bulleted item divides into its term and its definition, if it is a term item.
    /// - Parameter item: The index of a list item.
    /// - Returns: Its first paragraph and that paragraph's text holding the first colon.
    fileprivate func termSeparator(of item: Int) -> (paragraph: Int, separator: Int)? {
        let paragraph = item + 1
        guard case .item(nil) = nodes[item].kind, hasChildren(item),
            case .paragraph = nodes[paragraph].kind, hasChildren(paragraph),
            case .text(let first) = nodes[paragraph + 1].kind,
            first.drop(while: \.isWhitespace).lowercased().hasPrefix(Self.termKeyword)
        else { return nil }
        for child in children(of: paragraph) {
            if case .text(let literal) = nodes[child].kind, literal.contains(":") {
                return (paragraph, child)
            }
        }
        return nil
    }

    /// The word that starts a term item, with the space after it.
    fileprivate static let termKeyword = "term "
}

/// What the copy of a tree with term lists does at each node it changes.
private struct TermListSplit {
    /// What becomes of an item of a list that holds a term item.
    struct Item {
        /// Its first paragraph and separator, or `nil` for an item that stays a bullet.
        var term: (paragraph: Int, separator: Int)?
        /// Whether it starts a run of items of its kind (a new list), and whether it is the
        /// first of its list (no run before it to close).
        var startsRun: Bool
        var isFirst: Bool
        /// Its list's shape, for a run of bullets.
        var list: MarkdownList
    }

    /// The items of the lists that hold a term item.
    var items: [Int: Item] = [:]
    /// The lists that hold a term item.
    var lists: Set<Int> = []
    /// Each separator's item, for the definition's range.
    var separators: [Int: Int] = [:]
    /// The first texts of term paragraphs, which lose the keyword.
    var keywordTexts: Set<Int> = []

    /// Whether any list holds a term item.
    var hasTerms: Bool { !lists.isEmpty }

    /// Reads a bulleted list's items, noting it when one of them is a term item.
    mutating func read(list: Int, in tree: MarkdownTree) {
        var found: [(Int, (paragraph: Int, separator: Int)?)] = []
        for item in tree.children(of: list) { found.append((item, tree.termSeparator(of: item))) }
        guard found.contains(where: { $0.1 != nil }), case .list(let shape) = tree.nodes[list].kind
        else { return }
        lists.insert(list)
        var previousIsTerm: Bool?
        for (item, term) in found {
            items[item] = Item(
                term: term, startsRun: previousIsTerm != (term != nil),
                isFirst: previousIsTerm == nil, list: shape)
            previousIsTerm = term != nil
            if let term {
                separators[term.separator] = item
                keywordTexts.insert(term.paragraph + 1)
            }
        }
    }

    /// Copies `tree`, each noted list made runs of term lists and bulleted lists.
    func copy(_ tree: MarkdownTree) -> MarkdownTree {
        let nodes = tree.nodes
        var builder = MarkdownTree.Builder(capacity: nodes.count + 8)
        // Each entry: where an original node ends, and how many containers close there.
        var closing: [(end: Int, count: Int)] = []
        var index = 0
        while index < nodes.count {
            while let last = closing.last, last.end <= index {
                for _ in 0..<last.count { builder.close() }
                closing.removeLast()
            }
            let node = nodes[index]
            var kind = node.kind
            if lists.contains(index) {
                // The runs' containers open at their first items; the last closes here.
                closing.append((node.end, 1))
                index += 1
                continue
            }
            if let item = items[index], item.startsRun {
                if !item.isFirst { builder.close() }
                builder.open(item.term == nil ? .list(item.list) : .termList, range: node.range)
            }
            if let term = items[index]?.term {
                // The term closes at the separator, where the definition and its first
                // paragraph open; they close with the item and the paragraph.
                builder.open(.term, range: node.range)
                closing.append((node.end, 1))
                closing.append((nodes[term.paragraph].end, 1))
                index = term.paragraph + 1
                continue
            }
            if let item = separators[index], case .text(let literal) = kind,
                let colon = literal.firstIndex(of: ":")
            {
                var term = literal[..<colon]
                while term.last?.isWhitespace == true { term.removeLast() }
                if keywordTexts.contains(index) { term = Self.removingKeyword(term) }
                if !term.isEmpty { builder.leaf(.text(String(term)), range: node.range) }
                builder.close()
                builder.open(.termDefinition, range: nodes[item].range)
                builder.open(.paragraph, range: nodes[item + 1].range)
                let rest = literal[literal.index(after: colon)...].drop(while: \.isWhitespace)
                if !rest.isEmpty { builder.leaf(.text(String(rest)), range: node.range) }
                index += 1
                continue
            }
            if keywordTexts.contains(index), case .text(let literal) = kind {
                let rest = Self.removingKeyword(literal[...])
                guard !rest.isEmpty else {
                    index += 1
                    continue
                }
                kind = .text(String(rest))
            }
            builder.open(kind, range: node.range)
            closing.append((node.end, 1))
            index += 1
        }
        while let last = closing.popLast() {
            for _ in 0..<last.count { builder.close() }
        }
        return builder.finish()
    }

    /// A term's first text without the keyword and the blanks before it.
    private static func removingKeyword(_ text: Substring) -> Substring {
        let trimmed = text.drop(while: \.isWhitespace)
        guard trimmed.lowercased().hasPrefix(MarkdownTree.termKeyword) else {
            return trimmed.lowercased() == "term" ? "" : text
        }
        return trimmed.dropFirst(MarkdownTree.termKeyword.count)
    }
}
