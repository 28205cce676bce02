import NapkinDocsCore

/// Finds the symbol a parsed link path names below one scope, as DocC's path hierarchy does:
/// component by component, each filtered by its disambiguation, never settling on the first of
/// several matches.
struct SymbolLookup: Sendable {
    /// What a lookup found.
    enum Outcome: Sendable, Hashable {
        /// Exactly one linkable symbol.
        case found(APISymbol)
        /// Several linkable symbols of the name, none singled out: the link must say which.
        case ambiguous([APISymbol])
        /// Symbols of the name exist, but none has the disambiguation written.
        case mismatched([APISymbol])
        /// Nothing of that name.
        case notFound
    }

    /// The documented module's API.
    let catalog: SymbolCatalog
    /// Where each symbol lives: only symbols with a page or an anchor can be linked to.
    let routes: SiteRoutes

    /// Whether a symbol has a page or an anchor to link to.
    func isLinkable(_ symbol: APISymbol) -> Bool {
        routes.href(forSymbol: symbol.id, in: catalog) != nil
    }

    /// Looks a path up below a scope.
    /// - Parameters:
    ///   - path: The parsed link path.
    ///   - scope: The path components the lookup starts from (`[]` for the module).
    /// - Returns: What the path names there.
    func find(_ path: SymbolLinkPath, in scope: [String]) -> Outcome {
        var prefix = scope
        var parents: Set<String>?
        for (index, part) in path.parts.enumerated() {
            let isLast = index == path.parts.count - 1
            var named = candidates(named: part.name, below: prefix, parents: parents)
            var disambiguation = part.disambiguation
            // What looks like a suffix may be part of the name (`first-run`), as DocC allows.
            if named.isEmpty, disambiguation != nil {
                named = candidates(named: part.full, below: prefix, parents: parents)
                disambiguation = nil
            }
            // ``Router/attachChild``: a name without parameters names the function by its base.
            if named.isEmpty, isLast, !part.name.contains("(") {
                named = baseNameCandidates(part.name, below: prefix, parents: parents)
            }
            if isLast { named = named.filter(isLinkable) }
            guard !named.isEmpty else { return .notFound }
            let chosen = disambiguation.map { written in named.filter(written.matches) } ?? named
            guard !chosen.isEmpty else { return .mismatched(named) }
            if isLast {
                if chosen.count == 1 { return .found(chosen[0]) }
                return preferredRequirement(among: chosen).map(Outcome.found) ?? .ambiguous(chosen)
            }
            parents = Set(chosen.map(\.id))
            prefix.append(named[0].pathComponents.last ?? part.name)
        }
        return .notFound
    }

    /// The symbols at `prefix/name`, kept to children of `parents` when those are known.
    private func candidates(
        named name: String, below prefix: [String], parents: Set<String>?
    ) -> [APISymbol] {
        let found = catalog.symbols(atPath: (prefix + [name]).joined(separator: "/"))
        guard let parents else { return found }
        let children = found.filter { $0.parentID.map(parents.contains) ?? false }
        // A symbol whose parent the graph does not record is still found by its path.
        return children.isEmpty ? found : children
    }

    /// The symbols directly below `prefix` whose name without parameters is `base`.
    private func baseNameCandidates(
        _ base: String, below prefix: [String], parents: Set<String>?
    ) -> [APISymbol] {
        let pool: [APISymbol]
        if let parents {
            pool = parents.sorted().flatMap(catalog.members(of:))
        } else {
            pool = catalog.symbols.filter { $0.pathComponents.dropLast() == prefix[...] }
        }
        return pool.filter { symbol in
            symbol.pathComponents.count == prefix.count + 1
                && symbol.title.prefix { $0 != "(" } == base
        }
    }

    /// The protocol requirement among candidates that are otherwise its default
    /// implementations: DocC gives the requirement the plain name, so a link to it needs no
    /// suffix.
    /// - Parameter candidates: Symbols of one name under one parent.
    /// - Returns: The requirement, or `nil` when the candidates are not of that shape.
    func preferredRequirement(among candidates: [APISymbol]) -> APISymbol? {
        let implementations = candidates.filter {
            !catalog.relationships("defaultImplementationOf", from: $0.id).isEmpty
        }
        guard implementations.count == candidates.count - 1,
            let requirement = candidates.first(where: { !implementations.contains($0) })
        else { return nil }
        return requirement
    }
}
