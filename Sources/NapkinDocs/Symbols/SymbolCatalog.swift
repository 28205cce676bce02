import Foundation
import NapkinDocsCore

/// The documented module's API: every public symbol, indexed by identifier and by link path,
/// with the relationships between them.
///
/// 1. Extensions of other modules' types become one symbol per extended type, under one per
///    extended module (``ExtendedTypes``); symbols of every graph are converted to
///    ``APISymbol`` (file paths made relative, so output never holds a machine path).
/// 2. Each member gets its parent from `memberOf` (or, for protocol extensions, from the
///    requirement it implements, else from its path).
/// 3. Everything is sorted by path then identifier, so iteration order is stable.
package struct SymbolCatalog: Sendable {
    /// The module's name (`napkin`).
    package let moduleName: String
    /// Every symbol, sorted by link path then identifier.
    package let symbols: [APISymbol]
    /// The modules whose types this module extends (`Swift`), sorted: each has a page listing
    /// the types it extends (``ExtendedTypes``).
    package let extendedModules: [String]
    /// The symbols by precise identifier.
    private let byID: [String: APISymbol]
    /// The symbol identifiers by link path (overloads share a path).
    private let byPath: [String: [String]]
    /// The member identifiers of each symbol, sorted.
    private let membersByParent: [String: [String]]
    /// The outgoing relationships, by kind then source identifier.
    private let edges: [String: [String: [SymbolGraph.Relationship]]]
    /// The incoming relationships, by kind then target identifier.
    private let reverseEdges: [String: [String: [SymbolGraph.Relationship]]]

    /// An empty catalog, for a plain folder of Markdown built without symbols.
    package static let empty = SymbolCatalog(graphs: [], sourceRoot: "/")

    /// Builds a catalog from decoded symbol graphs.
    /// - Parameters:
    ///   - graphs: The graphs of the documented module (extension graphs are merged in).
    ///   - sourceRoot: The folder source paths are shown relative to (the package root).
    package init(graphs: [SymbolGraph], sourceRoot: String) {
        moduleName = graphs.first?.module.name ?? ""
        var relationships = graphs.flatMap(\.relationships)
        var raw: [String: SymbolGraph.Symbol] = [:]
        var graphFiles: [String: String] = [:]
        for graph in graphs {
            for symbol in graph.symbols where raw[symbol.identifier.precise] == nil {
                raw[symbol.identifier.precise] = symbol
                graphFiles[symbol.identifier.precise] = graph.file
            }
        }
        ExtendedTypes.fold(&raw, &relationships, moduleName: moduleName)
        var outgoing: [String: [String: [SymbolGraph.Relationship]]] = [:]
        var incoming: [String: [String: [SymbolGraph.Relationship]]] = [:]
        for edge in Set(relationships).sorted(by: Self.edgeOrder) {
            outgoing[edge.kind, default: [:]][edge.source, default: []].append(edge)
            incoming[edge.kind, default: [:]][edge.target, default: []].append(edge)
        }
        edges = outgoing
        reverseEdges = incoming

        var converted: [String: APISymbol] = [:]
        for (id, symbol) in raw {
            converted[id] = Self.convert(symbol, sourceRoot: sourceRoot, graphFile: graphFiles[id])
        }
        var byPathIDs: [String: [String]] = [:]
        for symbol in converted.values { byPathIDs[symbol.path, default: []].append(symbol.id) }
        let unparented = converted
        for (id, symbol) in unparented {
            converted[id]?.parentID = Self.parent(
                of: symbol, edges: outgoing, symbols: unparented, byPath: byPathIDs)
        }
        let sorted = converted.values.sorted(by: Self.symbolOrder)
        symbols = sorted
        extendedModules = sorted.filter {
            $0.kind.identifier == ExtendedTypes.moduleKind.identifier
        }.map(\.title)
        byID = converted
        byPath = byPathIDs.mapValues { ids in
            ids.sorted { Self.symbolOrder(converted[$0]!, converted[$1]!) }
        }
        var members: [String: [String]] = [:]
        for symbol in sorted {
            if let parent = symbol.parentID { members[parent, default: []].append(symbol.id) }
        }
        membersByParent = members
    }

    /// Returns the symbol with the given precise identifier.
    /// - Parameter id: A precise identifier (USR).
    /// - Returns: The symbol, or `nil` when it is not part of the documented module.
    package func symbol(withID id: String) -> APISymbol? {
        byID[id]
    }

    /// Returns the symbols whose link path is `path` exactly (overloads give several).
    /// - Parameter path: A link path such as `Router/attachChild(_:)`.
    /// - Returns: The matching symbols in stable order.
    package func symbols(atPath path: String) -> [APISymbol] {
        (byPath[path] ?? []).compactMap { byID[$0] }
    }

    /// The link path that is `lowercased` in lower case, the first in sorted order when several
    /// are; one pass over the paths, with no sort, for the rare link written in lower case.
    /// - Parameter lowercased: A path in lower case (`bitset/counted`).
    /// - Returns: The path as the catalog spells it, or `nil`.
    package func path(lowercased: String) -> String? {
        byPath.keys.filter { $0.lowercased() == lowercased }.min()
    }

    /// Every link path in the catalog, sorted (used for "did you mean" suggestions).
    package var allPaths: [String] {
        byPath.keys.sorted()
    }

    /// Returns the members of a symbol (its properties, methods, nested types…), sorted.
    /// - Parameter id: The parent's precise identifier.
    /// - Returns: The members in stable order.
    package func members(of id: String) -> [APISymbol] {
        (membersByParent[id] ?? []).compactMap { byID[$0] }
    }

    /// The symbols that get a page of their own: types, and top-level declarations.
    package var pageSymbols: [APISymbol] {
        symbols.filter(hasPage)
    }

    /// Whether a symbol gets a page of its own: nominal types, and top-level declarations.
    /// - Parameter symbol: A symbol of this catalog.
    /// - Returns: `true` for types and for declarations that belong to no type.
    package func hasPage(_ symbol: APISymbol) -> Bool {
        symbol.kind.isType || (symbol.parentID == nil && symbol.pathComponents.count == 1)
    }

    /// Returns the symbol whose page shows `id`: the symbol itself when it has a page, else the
    /// nearest enclosing type.
    /// - Parameter id: A precise identifier.
    /// - Returns: The page's symbol, or `nil` for an unknown identifier.
    package func pageOwner(of id: String) -> APISymbol? {
        var current = byID[id]
        while let symbol = current, !hasPage(symbol) {
            current = symbol.parentID.flatMap { byID[$0] }
        }
        return current
    }

    /// Returns the relationships of the given kind that start at `id`.
    /// - Parameters:
    ///   - kind: The relationship kind, such as `conformsTo`.
    ///   - id: The source symbol's precise identifier.
    /// - Returns: The relationships in stable order.
    package func relationships(_ kind: String, from id: String) -> [SymbolGraph.Relationship] {
        edges[kind]?[id] ?? []
    }

    /// Returns the relationships of the given kind that end at `id`.
    /// - Parameters:
    ///   - kind: The relationship kind, such as `inheritsFrom`.
    ///   - id: The target symbol's precise identifier.
    /// - Returns: The relationships in stable order.
    package func relationships(_ kind: String, to id: String) -> [SymbolGraph.Relationship] {
        reverseEdges[kind]?[id] ?? []
    }
}
