/// The sources in which a page's ```` ```swift ```` blocks are type-checked, each on its own,
/// as DocC authors write them.
///
/// A block is compiled with the page's other blocks as its context:
/// 1. its declarations at file scope, and its statements as the body of a function;
/// 2. a name it declares hides the same name elsewhere on the page; of the other blocks, the
///    latest one before it that declares a name gives that name, else the first one after it;
/// 3. the statements of the blocks before it come first, each in a scope of its own, so that
///    a variable shown again is shadowed, not declared twice;
/// 4. of all that, it keeps only what it reaches by name (``reached(from:candidates:earlier:)``);
/// 5. an extension's members count as names of their own (`Math.Add`), so an extension shown
///    again is kept once; an extension that adds no member comes only from the blocks before
///    it; `@main` comes only from the block itself;
/// 6. imports stay where they are written, under their `#if` guards.
///
/// Every line keeps its place under a `#sourceLocation` of its Markdown line, so the compiler's
/// messages name the author's file and line; a diagnostic on another block's lines belongs to
/// that block's own check.
struct BlockCompilation {
    /// The page's snippets.
    let snippets: [Snippet]
    /// The modules the page uses without importing them.
    let modules: [String]
    /// Each snippet's declarations and statements.
    let parts: [TopLevelCode.Parts]
    /// Each snippet's shape.
    let shapes: [BlockShape]
    /// The names each declaration of each snippet declares: a type's or function's name and
    /// its members' (`Math.Add`); an extension's members only.
    let itemNames: [[Set<String>]]
    /// The identifiers each snippet uses.
    let identifiers: [Set<Substring>]
    /// The identifiers each declaration of each snippet uses.
    let itemIdentifiers: [[Set<Substring>]]
    /// The names each snippet's statements declare.
    let statementNames: [Set<Substring>]
    /// The identifiers each snippet's statements use.
    let statementIdentifiers: [Set<Substring>]

    /// The name of the function holding the statements in a compiled block's source.
    static let statementsFunction = "snippetStatements"
    /// The name of the type holding a block of members.
    static let membersType = "SnippetMembers"

    /// Reads the page's snippets once.
    /// - Parameters:
    ///   - snippets: The page's snippets, in order.
    ///   - modules: The modules its code uses without importing them.
    init(snippets: [Snippet], importing modules: [String]) {
        self.snippets = snippets
        self.modules = modules
        parts = snippets.map { TopLevelCode.split($0.code) }
        shapes = snippets.map { BlockShape.of($0.code) }
        itemNames = zip(snippets, parts).map { snippet, parts in
            let lines = snippet.code.split(separator: "\n", omittingEmptySubsequences: false)
            return parts.items.map { item in
                guard let name = item.name, item.keyword != "import" else { return [] }
                let body = lines[item.lines].joined(separator: "\n")
                let members = Set(Self.memberNames(in: body).map { "\(name).\($0)" })
                return item.keyword == "extension" ? members : members.union([String(name)])
            }
        }
        identifiers = snippets.map { Self.identifiers(in: $0.code) }
        itemIdentifiers = zip(snippets, parts).map { snippet, parts in
            let lines = snippet.code.split(separator: "\n", omittingEmptySubsequences: false)
            return parts.items.map { Self.identifiers(in: lines[$0.lines].joined(separator: "\n")) }
        }
        statementNames = parts.map { Self.statementNames(in: $0.statements) }
        statementIdentifiers = parts.map { Self.identifiers(in: $0.statements) }
    }

    /// The keywords after which a member's name follows.
    static let memberKeywords: Set<Substring> = [
        "struct", "class", "enum", "actor", "protocol", "typealias", "func", "var", "let", "case",
    ]

    /// The names of the members declared directly inside the first braces of `code`.
    static func memberNames(in code: String) -> [Substring] {
        let tokens = SwiftTokenizer.tokens(of: code)
        var depth = 0
        var names: [Substring] = []
        for (index, token) in tokens.enumerated() {
            if token.kind == .open { depth += 1 }
            if token.kind == .close { depth -= 1 }
            guard depth == 1, token.kind == .word, memberKeywords.contains(token.text),
                index + 1 < tokens.count, tokens[index + 1].kind == .word
            else { continue }
            names.append(tokens[index + 1].text)
        }
        return names
    }

    /// Whether the snippet at `index` is context for other blocks: compiled code, not a
    /// manifest, members or code that cannot compile.
    private func isContext(_ index: Int) -> Bool {
        snippets[index].mode == .declarations && shapes[index] == .code
    }

    /// The names the snippet at `index` declares, its types' and extensions' members included.
    private func declaredNames(_ index: Int) -> Set<String> {
        itemNames[index].reduce(into: []) { $0.formUnion($1) }
    }

    /// The Swift source that type-checks the snippet at `index` on its own.
    /// - Parameter index: The snippet's index.
    /// - Returns: The source, its imports first.
    func source(checking index: Int) -> String {
        let block = snippets[index]
        if shapes[index] == .manifest {
            // A manifest shown without its import still compiles as the manifest it is.
            let imports = parts[index].items.contains { $0.name == "PackageDescription" }
            return (imports ? "" : "import PackageDescription\n") + Self.located(block, block.code)
        }
        var source = modules.map { "import \($0)\n" }.joined()
        let own = declaredNames(index)
        let contexts = snippets.indices.filter { $0 != index && isContext($0) }
        let candidates = contexts.flatMap { other in
            parts[other].items.indices.filter { item in
                let keyword = parts[other].items[item].keyword
                let names = itemNames[other][item]
                guard keyword != "import" else { return true }
                guard keyword != "extension" || !names.isEmpty else { return other < index }
                let given = keyword == "extension" ? names : names.filter { !$0.contains(".") }
                return !given.isEmpty
                    && given.allSatisfy {
                        !own.contains($0) && giver(of: $0, for: index, among: contexts) == other
                    }
            }.map { ContextItem(block: other, item: $0) }
        }
        let statementBlocks = contexts.filter { $0 < index && !isBlank(parts[$0].statements) }
        let reach = reached(from: index, candidates: candidates, earlier: statementBlocks)
        for other in contexts {
            let kept = parts[other].items.indices.filter {
                reach.items.contains(ContextItem(block: other, item: $0))
            }.map { parts[other].items[$0] }
            guard !kept.isEmpty else { continue }
            source += guarded(
                other, Self.located(snippets[other], declarations(other, keeping: kept)))
        }
        if shapes[index] == .members {
            let alternatives = MemberAlternatives.split(block.code)
            return source
                + alternatives.enumerated().map { number, code in
                    "struct \(Self.membersType)\(number == 0 ? "" : "\(number + 1)") {\n"
                        + Self.located(block, code) + "}\n"
                }.joined()
        }
        source += Self.located(block, parts[index].declarations)
        let earlier = statementBlocks.filter(reach.statements.contains)
        guard !earlier.isEmpty || !isBlank(parts[index].statements) else { return source }
        source += "@MainActor func \(Self.statementsFunction)() async throws {\n"
        for other in earlier {
            source += guarded(other, Self.located(snippets[other], parts[other].statements))
            source += "do {\n"
        }
        source += Self.located(block, parts[index].statements)
        return source + String(repeating: "}\n", count: earlier.count) + "}\n"
    }

    /// The block that gives `name` to the block at `index`: the latest before it that declares
    /// the name, else the first after it.
    private func giver(of name: String, for index: Int, among contexts: [Int]) -> Int? {
        let declaring = contexts.filter { declaredNames($0).contains(name) }
        return declaring.last { $0 < index } ?? declaring.first { $0 > index }
    }

    /// The declarations of the snippet at `index`, only `kept` among its declarations, without
    /// `@main`, every line in its place.
    private func declarations(_ index: Int, keeping kept: [TopLevelCode.Declaration]) -> String {
        let dropped = Set(
            parts[index].items.filter { !kept.contains($0) }.flatMap { Array($0.lines) })
        let lines = parts[index].declarations.split(
            separator: "\n", omittingEmptySubsequences: false)
        let code = lines.enumerated().map { dropped.contains($0.offset) ? "" : $0.element }
            .joined(separator: "\n")
        return Self.withoutMainAttribute(code)
    }

    /// `code` with each `@main` attribute blanked out, columns kept.
    static func withoutMainAttribute(_ code: String) -> String {
        var bytes = Array(code.utf8)
        for token in SwiftTokenizer.tokens(of: code) where token.kind == .attribute {
            guard token.text == "@main" else { continue }
            for offset in token.offset..<token.offset + 5 { bytes[offset] = UInt8(ascii: " ") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Wraps the context of the snippet at `index` in `#if canImport(…)` when it requires a module.
    private func guarded(_ index: Int, _ code: String) -> String {
        guard let module = snippets[index].requiredModule else { return code }
        return "#if canImport(\(module))\n\(code)#endif\n"
    }

    /// Whether `code` holds nothing but blanks.
    private func isBlank(_ code: String) -> Bool {
        code.allSatisfy(\.isWhitespace)
    }

    /// `code` between a `#sourceLocation` at the snippet's first line of code and a reset.
    static func located(_ snippet: Snippet, _ code: String) -> String {
        SnippetSourceGenerator.located(snippet.path, line: snippet.firstCodeLine, code)
    }
}
