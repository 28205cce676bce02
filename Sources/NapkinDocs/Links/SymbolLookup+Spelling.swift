import NapkinDocsCore

/// The spellings that tell colliding symbols apart, for warnings that say how to fix a link.
extension SymbolLookup {
    /// The least suffix that singles a symbol out among those of its name, as DocC picks it:
    /// none for a requirement among its default implementations, the kind when no other
    /// symbol of the name has it, else the hash of its identifier.
    /// - Parameters:
    ///   - symbol: One of `group`.
    ///   - group: Every symbol of that name under the same parent.
    /// - Returns: The suffix with its dash (`-method`, `-7p2fr`), empty when the name is unique.
    func suffix(for symbol: APISymbol, among group: [APISymbol]) -> String {
        guard group.count > 1, preferredRequirement(among: group) != symbol else { return "" }
        let kind = SymbolLinkPath.Disambiguation.linkKind(of: symbol)
        let sameKind = group.filter { SymbolLinkPath.Disambiguation.linkKind(of: $0) == kind }
        return sameKind.count == 1 ? "-\(kind)" : "-\(SymbolHash.of(symbol.id))"
    }

    /// Each candidate's link, written as `path` with its own suffix, and its declaration.
    /// - Parameters:
    ///   - candidates: The symbols to list, in stable order.
    ///   - path: The link as written.
    ///   - group: Every symbol of the name under the same parent (the candidates included).
    /// - Returns: `'Box/run()-7p2fr' (func run() -> Int)`, one for each candidate, sorted.
    func choices(
        _ candidates: [APISymbol], writtenAs path: SymbolLinkPath, among group: [APISymbol]
    ) -> [String] {
        candidates.map { symbol in
            let name = path.parts.last?.name ?? symbol.title
            let link = path.replacingLast(with: name + suffix(for: symbol, among: group))
            return "'\(link)' (\(Self.declaration(of: symbol)))"
        }.sorted()
    }

    /// The declaration on one line, without attributes, for telling candidates apart.
    private static func declaration(of symbol: APISymbol) -> String {
        let text = symbol.fragments.map(\.spelling).joined()
        let line = text.split(whereSeparator: \.isNewline).map {
            String($0).trimmingBlanks()
        }.joined(separator: " ")
        let words = line.split(separator: " ").drop { $0.hasPrefix("@") }
        let declaration = words.joined(separator: " ")
        return declaration.isEmpty ? symbol.kind.displayName + " " + symbol.title : declaration
    }
}
