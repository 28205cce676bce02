/// Splits a block of a type's members into the alternatives it shows: a block that declares
/// one property twice (`@Option() var foo: String`, then `@Option var foo: String`) shows two
/// ways to write it, not a type with both, so each way is compiled in a type of its own.
enum MemberAlternatives {
    /// The keywords whose declarations may not share a name within one type.
    static let namedKeywords: Set<Substring> = [
        "var", "let", "case", "struct", "class", "enum", "actor", "typealias",
    ]

    /// The block's code once for each alternative, every line in its place and the lines of
    /// the other alternatives left empty; a block without a repeated name is one alternative.
    /// - Parameter code: A block of members.
    /// - Returns: One code per alternative, each with as many lines as `code`.
    static func split(_ code: String) -> [String] {
        let tokens = SwiftTokenizer.tokens(of: code)
        let bytes = Array(code.utf8)
        var lineOfOffset: [Int] = []
        lineOfOffset.reserveCapacity(bytes.count + 1)
        var line = 0
        for byte in bytes {
            lineOfOffset.append(line)
            if byte == 0x0A { line += 1 }
        }
        lineOfOffset.append(line)
        // The first line of each top-level declaration, and the name it declares.
        var starts: [(line: Int, name: Substring?)] = []
        var depth = 0
        var previousLine = -1
        // Attributes on lines of their own belong to the declaration whose keyword follows.
        var keywordLine = -1
        for (index, token) in tokens.enumerated() {
            let tokenLine = lineOfOffset[token.offset]
            defer {
                if token.kind == .open { depth += 1 }
                if token.kind == .close { depth = max(depth - 1, 0) }
                previousLine = tokenLine
            }
            guard depth == 0, tokenLine != previousLine, tokenLine > keywordLine else { continue }
            let keyword = keywordIndex(from: index, in: tokens)
            keywordLine = lineOfOffset[tokens[min(keyword, tokens.count - 1)].offset]
            let hasName =
                keyword + 1 < tokens.count && tokens[keyword].kind == .word
                && namedKeywords.contains(tokens[keyword].text) && tokens[keyword + 1].kind == .word
            starts.append((tokenLine, hasName ? tokens[keyword + 1].text : nil))
        }
        var seen: [Substring: Int] = [:]
        var groupOfStart: [Int] = []
        for start in starts {
            guard let name = start.name else {
                groupOfStart.append(0)
                continue
            }
            groupOfStart.append(seen[name, default: 0])
            seen[name, default: 0] += 1
        }
        let groups = (groupOfStart.max() ?? 0) + 1
        guard groups > 1 else { return [code] }
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        var groupOfLine = [Int](repeating: 0, count: lines.count)
        for (number, start) in starts.enumerated() {
            let end = number + 1 < starts.count ? starts[number + 1].line : lines.count
            for index in start.line..<end { groupOfLine[index] = groupOfStart[number] }
        }
        return (0..<groups).map { group in
            lines.indices.map { groupOfLine[$0] == group ? String(lines[$0]) : "" }
                .joined(separator: "\n")
        }
    }

    /// The index of the first token after the attributes and modifiers starting at `index`:
    /// the declaration's keyword.
    private static func keywordIndex(from index: Int, in tokens: [SwiftToken]) -> Int {
        var position = index
        while position < tokens.count,
            tokens[position].kind == .attribute
                || DeclarationScanner.accessModifiers.contains(tokens[position].text)
                || DeclarationScanner.otherModifiers.contains(tokens[position].text)
        {
            position += 1
        }
        return position
    }
}
