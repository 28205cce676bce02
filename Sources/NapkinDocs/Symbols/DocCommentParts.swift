import NapkinDocsCore

/// A doc comment split the way DocC shows it: abstract, discussion, parameters, return value
/// and errors thrown, with the callout items (`- Note:`, `- Complexity:`, …) made asides.
///
/// The split reads the comment's parsed model, never its text lines, so a `- Returns:` line
/// inside a code block stays code. The fields are DocC's conventions: items of a top-level
/// bulleted list whose text starts with `Parameters:`, `Parameter name:`, `Returns:` or
/// `Throws:` (in any case); `Parameters:` holds one item per parameter, `name: description`.
/// They are taken out of the discussion and shown as sections of their own. An item that starts
/// with a callout's name (``calloutNames``) becomes an aside where it stands, splitting its list.
///
/// Each part is a document of its own, made from the comment's blocks without parsing again
/// (see ``MarkdownDocument/part(_:)``), so a link in it is still reported at its place.
struct DocCommentParts: Sendable {
    /// The first paragraph.
    var abstract: MarkdownDocument?
    /// Every other block that is not a field.
    var discussion: MarkdownDocument?
    /// The documented parameters, in order.
    var parameters: [(name: String, description: MarkdownDocument)] = []
    /// The `- Returns:` text.
    var returns: MarkdownDocument?
    /// The `- Throws:` text.
    var throwsDescription: MarkdownDocument?

    /// Splits a parsed doc comment.
    /// - Parameter comment: The comment's document.
    init(_ comment: MarkdownDocument) {
        var blocks = comment.root.children[...]
        if case .paragraph = blocks.first?.kind, let first = blocks.first {
            abstract = comment.part([first])
            blocks = blocks.dropFirst()
        }
        var discussion: [MarkdownNode] = []
        for block in blocks {
            guard case .list(let list) = block.kind, !list.isOrdered else {
                discussion.append(block)
                continue
            }
            // Fields leave the list; callouts split it, as asides in their place.
            discussion += Self.splitting(block, list) { item in
                guard let (name, content) = Self.field(item) else { return false }
                record(field: name, content: content, in: comment)
                return true
            }
        }
        if !discussion.isEmpty { self.discussion = comment.part(discussion) }
    }

    /// A bulleted list with its callout items made asides in their place, splitting it, and
    /// the items `takesField` takes out left out.
    /// - Parameters:
    ///   - block: The list's node.
    ///   - list: Its kind.
    ///   - takesField: Takes an item out as a field of its own, returning whether it did.
    /// - Returns: The blocks that stand in the list's place: runs of its items, and asides.
    static func splitting(
        _ block: MarkdownNode, _ list: MarkdownList, takesField: (MarkdownNode) -> Bool
    ) -> [MarkdownNode] {
        var blocks: [MarkdownNode] = []
        var run: [MarkdownNode] = []
        var removedAny = false
        func flush() {
            guard !run.isEmpty else { return }
            var kept = block
            kept.children = run
            if removedAny { kept.kind = .list(Self.tightened(list, kept)) }
            blocks.append(kept)
            run = []
        }
        for item in block.children {
            if takesField(item) {
                removedAny = true
            } else if let aside = Self.callout(item) {
                removedAny = true
                flush()
                blocks.append(aside)
            } else {
                run.append(item)
            }
        }
        flush()
        return blocks
    }

    /// Stores one field's content.
    private mutating func record(
        field: String, content: [MarkdownNode], in comment: MarkdownDocument
    ) {
        let lowered = field.lowercased()
        if lowered == "returns" {
            returns = comment.part(content)
        } else if lowered == "throws" {
            throwsDescription = comment.part(content)
        } else if lowered == "parameters" {
            for case let list in content where list.kind.isBulletedList {
                for item in list.children {
                    guard let (name, description) = Self.field(item, isParameterItem: true) else {
                        continue
                    }
                    parameters.append((name, comment.part(description)))
                }
            }
        } else if lowered.hasPrefix("parameter ") {
            let name = String(field.dropFirst("parameter ".count)).trimmingBlanks()
            parameters.append((name, comment.part(content)))
        }
    }

    /// The shape of a list left with some of its items, tight unless a blank line separates
    /// two of them or two blocks of one (as CommonMark decides, and as the items alone read).
    private static func tightened(_ list: MarkdownList, _ kept: MarkdownNode) -> MarkdownList {
        func hasGap(_ nodes: [MarkdownNode]) -> Bool {
            zip(nodes, nodes.dropFirst()).contains { $1.range.start.line > $0.range.end.line + 1 }
        }
        var shape = list
        shape.isTight = !hasGap(kept.children) && !kept.children.contains { hasGap($0.children) }
        return shape
    }

    /// The callouts DocC reads from a doc comment's list items (`- Note: …`), by their name in
    /// lower case, with the name an aside is written with.
    static let calloutNames: [String: String] = Dictionary(
        uniqueKeysWithValues: [
            "Attention", "Author", "Authors", "Bug", "Complexity", "Copyright", "Date",
            "Experiment", "Important", "Invariant", "MutatingVariant", "NonMutatingVariant",
            "Note", "Postcondition", "Precondition", "Remark", "Requires", "SeeAlso", "Since",
            "Tip", "ToDo", "Version", "Warning",
        ].map { ($0.lowercased(), $0) })

    /// A `- Note: text` item as the aside DocC makes of it: the node a `> Note: text` block
    /// gives, so both are shown alike.
    /// - Parameter item: A list item of the comment.
    /// - Returns: The aside, or `nil` when the item is no callout.
    static func callout(_ item: MarkdownNode) -> MarkdownNode? {
        guard let (name, content) = field(item, accepting: { calloutNames[$0] != nil }),
            let label = calloutNames[name.lowercased()], let kind = AsideKind(tag: label[...])
        else { return nil }
        return MarkdownNode(.aside(kind), range: item.range, children: content)
    }

    /// The name and content of a `- Name: text` item, for the fields DocC knows (or for any
    /// one-word name, inside `Parameters:`): the name, then the item's blocks with `Name:`
    /// taken from the front of its first paragraph (a paragraph left empty goes).
    /// - Parameters:
    ///   - item: A list item.
    ///   - isParameterItem: Whether the item is one of a `Parameters:` list.
    /// - Returns: The name and the content, or `nil` if the item is no field.
    static func field(
        _ item: MarkdownNode, isParameterItem: Bool = false,
        accepting accepts: ((String) -> Bool)? = nil
    ) -> (name: String, content: [MarkdownNode])? {
        guard var paragraph = item.children.first, case .paragraph = paragraph.kind else {
            return nil
        }
        // The name is in the text before the first colon, which may span several text nodes.
        var name = ""
        var consumed = 0
        var rest: String?
        for child in paragraph.children {
            guard case .text(let text) = child.kind else { return nil }
            consumed += 1
            if let colon = text.firstIndex(of: ":") {
                name += text[..<colon]
                rest = String(text[text.index(after: colon)...])
                break
            }
            name += text
        }
        guard let rest else { return nil }
        name = name.trimmingBlanks()
        let lowered = name.lowercased()
        let isKnown =
            ["parameters", "returns", "throws"].contains(lowered) || lowered.hasPrefix("parameter ")
        let isParameter = isParameterItem && !name.isEmpty && !name.contains(" ")
        if let accepts {
            guard accepts(lowered) else { return nil }
        } else {
            guard isKnown || isParameter else { return nil }
        }
        var inlines = Array(paragraph.children.dropFirst(consumed))
        let kept = String(rest.drop { $0 == " " || $0 == "\t" })
        if !kept.isEmpty { inlines.insert(MarkdownNode(.text(kept)), at: 0) }
        // A line break right after `Name:` starts nothing.
        while let first = inlines.first, first.kind == .softBreak || first.kind == .lineBreak {
            inlines.removeFirst()
        }
        paragraph.children = inlines
        let blocks = item.children.dropFirst()
        return (name, (inlines.isEmpty ? [] : [paragraph]) + blocks)
    }
}

extension MarkdownNode.Kind {
    /// Whether the node is a bulleted list.
    fileprivate var isBulletedList: Bool {
        if case .list(let list) = self { return !list.isOrdered }
        return false
    }
}
