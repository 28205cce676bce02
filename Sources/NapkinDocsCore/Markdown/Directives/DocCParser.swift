/// Parses Markdown as DocC reads it: block directives first, in DocC's grammar
/// (``DirectiveScanner``), then each run of ordinary lines with cmark-gfm, joined into one
/// model whose positions are those of the whole text; block quotes tagged `Note:` and the
/// like become asides, items written `- term Name: …` term lists, and tables' spans are
/// read.
///
/// A text in which no directive opens is parsed by cmark in one piece, as before.
enum DocCParser {
    /// Parses `source` into the model.
    /// - Parameters:
    ///   - source: The Markdown text.
    ///   - lines: Its lines, for reading what cmark keeps no trace of.
    /// - Returns: The model; positions are in `source`.
    static func tree(of source: String, lines: SourceLines) -> MarkdownTree {
        // Most texts have no directive, and learn it from a look at a few of their lines.
        guard DirectiveScanner.opensDirective(in: source) else {
            return withAsides(CMarkBridge.tree(of: source).withTableSpans(in: lines))
                .withTermLists()
        }
        let lines = SourceLine.lines(of: source)
        let scanner = DirectiveScanner(lines)
        var builder = MarkdownTree.Builder(capacity: source.utf8.count / 16 + 8)
        let last = lines[lines.count - 1]
        builder.open(
            .document,
            range: SourceRange(
                start: SourceLocation(line: 1, column: 1),
                end: SourceLocation(line: last.number, column: last.text.utf8.count)))
        append(scanner.blocks, to: &builder)
        return builder.finish().withTermLists()
    }

    /// The tree with its tagged block quotes made asides (the tree itself when it has none).
    ///
    /// When every tag has text after it on its line (`> Note: Text.`), no node goes away: the
    /// quotes and their first texts change kind in place. Otherwise the tree is copied without
    /// the nodes that held only a tag.
    private static func withAsides(_ tree: consuming MarkdownTree) -> MarkdownTree {
        var changes: [(index: Int, kind: MarkdownNode.Kind)] = []
        for index in tree.nodes.indices {
            guard case .blockQuote = tree.nodes[index].kind,
                let tagged = MarkdownTree.Builder.asideTag(in: tree, at: index)
            else { continue }
            changes.append((index, .aside(tagged.kind)))
            for (replaced, kind) in tagged.replaced {
                guard let kind else { return copiedWithAsides(tree) }
                changes.append((replaced, kind))
            }
        }
        guard !changes.isEmpty else { return tree }
        var tree = tree
        for change in changes { tree.setKind(change.kind, at: change.index) }
        return tree
    }

    /// A copy of the tree with its tagged block quotes made asides, less the nodes that held
    /// only a tag.
    private static func copiedWithAsides(_ tree: MarkdownTree) -> MarkdownTree {
        var builder = MarkdownTree.Builder(capacity: tree.nodes.count)
        builder.open(.document, range: tree.nodes[0].range)
        builder.appendChildren(of: tree) { $0 }
        return builder.finish()
    }

    /// Appends the scanned parts of a text: each run parsed by cmark, each directive with its
    /// block's parts as its children.
    private static func append(
        _ blocks: [DirectiveScanner.Block], to builder: inout MarkdownTree.Builder
    ) {
        // Each entry: the parts of one level still to add.
        var pending: [ArraySlice<DirectiveScanner.Block>] = [blocks[...]]
        while !pending.isEmpty {
            guard let block = pending[pending.count - 1].popFirst() else {
                pending.removeLast()
                // The level of a directive's children is done: the directive closes.
                if !pending.isEmpty { builder.close() }
                continue
            }
            switch block {
            case .lines(let lines):
                appendRun(lines, to: &builder)
            case .directive(let scanned, let children):
                builder.open(
                    .directive(directive(scanned)),
                    range: SourceRange(start: scanned.location, end: scanned.end))
                pending.append(children[...])
            }
        }
    }

    /// Parses one run of lines with cmark and appends its blocks, moved to where the lines are.
    private static func appendRun(_ lines: [RunLine], to builder: inout MarkdownTree.Builder) {
        guard let first = lines.first else { return }
        let text = lines.map(\.text).joined(separator: "\n") + "\n"
        let tree = CMarkBridge.tree(of: text).withTableSpans(in: SourceLines(text))
        let offsets = lines.map(\.offset)
        func moved(_ location: SourceLocation) -> SourceLocation {
            guard location.line > 0 else { return location }
            let line = min(location.line, offsets.count)
            return SourceLocation(
                line: location.line + first.number - 1,
                column: location.column + offsets[line - 1])
        }
        builder.appendChildren(of: tree) { range in
            SourceRange(start: moved(range.start), end: moved(range.end))
        }
    }

    /// The model's value of a scanned directive, its arguments read.
    private static func directive(_ scanned: ScannedDirective) -> Directive {
        let arguments = DirectiveArgumentParser(scanned.segments)
        var problem = arguments.problem
        if scanned.hasUnclosedArguments {
            problem = "the '(' of '@\(scanned.name)' is not closed before the blank line"
        } else if let trailing = scanned.trailing {
            problem = "'\(trailing.text)' after '@\(scanned.name)' means nothing; remove it"
        }
        let block: Directive.Block
        switch (scanned.hasBlock, scanned.state) {
        case (false, _): block = .none
        case (true, .done): block = .closed
        case (true, _): block = .unclosed
        }
        return Directive(
            name: String(scanned.name), arguments: arguments.arguments,
            location: scanned.location, block: block, argumentProblem: problem)
    }
}
