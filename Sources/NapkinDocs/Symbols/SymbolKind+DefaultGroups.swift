import NapkinDocsCore

extension SymbolKind {
    /// Sorts symbols into DocC's default Topics groups (Initializers, Instance Properties, …),
    /// as a type's page and the sidebar both list the members its own Topics leave out.
    /// - Parameter symbols: The symbols, in the order each group keeps.
    /// - Returns: The non-empty groups, in DocC's order (unknown kinds last, by title).
    static func defaultGroups(_ symbols: [APISymbol]) -> [(title: String, symbols: [APISymbol])] {
        let byTitle = Dictionary(grouping: symbols) { $0.kind.groupTitle }
        return byTitle.map { (title: $0.key, symbols: $0.value) }.sorted { lhs, rhs in
            let left = lhs.symbols.first?.kind.groupOrder ?? 0
            let right = rhs.symbols.first?.kind.groupOrder ?? 0
            return (left, lhs.title) < (right, rhs.title)
        }
    }
}
