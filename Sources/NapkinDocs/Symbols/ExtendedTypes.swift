import NapkinDocsCore

/// Folds what a module adds to other modules' types into the pages DocC gives it: one symbol
/// for each extended type, holding every member the module adds to it, under one symbol for
/// each extended module, which the module's page lists as "Extended Modules".
///
/// The compiler writes such members to `Module@Other.symbols.json`: with extension blocks
/// (`-emit-extension-block-symbols`), as members of one `swift.extension` symbol per
/// `extension` written, else as members of a type the graph does not hold. Either way the
/// members end up under the extended type, and their link paths start with the extended
/// module (`Swift/Collection/chunks(ofCount:)`), as DocC spells them. Extension blocks of the
/// module's own types are folded into those types.
enum ExtendedTypes {
    /// Whether a symbol of `kind` stands for a type or module the module only extends.
    /// - Parameter kind: A symbol's kind.
    /// - Returns: `true` for the kinds made here.
    package static func isExtended(_ kind: SymbolKind) -> Bool {
        kind.identifier.hasSuffix(".extension") && kind.identifier != blockKind
    }

    /// The kind of an extension block's symbol, which stands for one `extension` written.
    static let blockKind = "swift.extension"

    /// The kind of an extended module's symbol, as DocC names it.
    static let moduleKind = SymbolGraph.Kind(
        identifier: "module.extension", displayName: "Extended Module")

    /// The kind of an extended type whose own kind the graph does not say.
    static let unknownTypeKind = SymbolGraph.Kind(
        identifier: "unknown.extension", displayName: "Extended Type")

    /// The extended type kinds, by the kind of the type they extend.
    static let typeKinds: [String: SymbolGraph.Kind] = [
        "swift.protocol": .init(identifier: "protocol.extension", displayName: "Extended Protocol"),
        "swift.class": .init(identifier: "class.extension", displayName: "Extended Class"),
        "swift.actor": .init(identifier: "actor.extension", displayName: "Extended Actor"),
        "swift.struct": .init(identifier: "struct.extension", displayName: "Extended Structure"),
        "swift.enum": .init(identifier: "enum.extension", displayName: "Extended Enumeration"),
    ]

    /// The Topics groups of the kinds made here, in the order DocC shows them, after the
    /// module's own kinds: each gets a page.
    static let groups: [(identifier: String, title: String)] =
        ["swift.protocol", "swift.class", "swift.actor", "swift.struct", "swift.enum"].compactMap {
            typeKinds[$0].map {
                ($0.identifier, $0.displayName + ($0.displayName.hasSuffix("s") ? "es" : "s"))
            }
        } + [
            (unknownTypeKind.identifier, "Extended Types"),
            (moduleKind.identifier, "Extended Modules"),
        ]

    /// The precise identifier of the symbol made for an extended module: no compiler USR
    /// starts so.
    static func moduleID(_ module: String) -> String {
        "napkin.extended-module:" + module
    }

    /// Folds extension blocks and members of other modules' types, in place.
    /// - Parameters:
    ///   - symbols: The graphs' symbols by precise identifier.
    ///   - relationships: The graphs' relationships.
    ///   - moduleName: The documented module.
    static func fold(
        _ symbols: inout [String: SymbolGraph.Symbol],
        _ relationships: inout [SymbolGraph.Relationship], moduleName: String
    ) {
        // Each extension block stands for the type it extends.
        var standsFor: [String: String] = [:]
        for edge in relationships where edge.kind == "extensionTo" {
            guard let block = symbols[edge.source], block.kind.identifier == blockKind
            else { continue }
            standsFor[edge.source] = edge.target
            if symbols[edge.target] == nil {
                symbols[edge.target] = extendedType(
                    edge.target, from: block, kind: block.swiftExtension?.typeKind)
            }
        }
        for block in standsFor.keys { symbols[block] = nil }
        relationships = relationships.compactMap { edge in
            guard edge.kind != "extensionTo" else { return nil }
            var edge = edge
            edge.source = standsFor[edge.source] ?? edge.source
            edge.target = standsFor[edge.target] ?? edge.target
            return edge.source == edge.target ? nil : edge
        }
        // Without blocks, a member of another module's type names a type the graph lacks.
        for edge in relationships where edge.kind == "memberOf" && symbols[edge.target] == nil {
            guard let member = symbols[edge.source], let extended = member.swiftExtension,
                extended.extendedModule != moduleName, member.pathComponents.count > 1
            else { continue }
            var type = member
            type.pathComponents = Array(member.pathComponents.dropLast())
            symbols[edge.target] = extendedType(edge.target, from: type, kind: nil)
        }
        placeUnderModules(&symbols, &relationships, moduleName: moduleName)
    }

    /// The symbol of the type `id` that another module declares, made from an extension of it
    /// (or a member's path without its last name), of the extended `kind` if known.
    private static func extendedType(
        _ id: String, from source: SymbolGraph.Symbol, kind: String?
    ) -> SymbolGraph.Symbol {
        var type = source
        type.identifier.precise = id
        type.kind = kind.flatMap { typeKinds[$0] } ?? unknownTypeKind
        type.names.title = source.pathComponents.joined(separator: ".")
        type.docComment = nil
        type.functionSignature = nil
        type.availability = nil
        type.location = nil
        let keyword = [
            SymbolGraph.Fragment(kind: "keyword", spelling: "extension", preciseIdentifier: nil),
            SymbolGraph.Fragment(kind: "text", spelling: " ", preciseIdentifier: nil),
        ]
        type.declarationFragments =
            keyword + [
                SymbolGraph.Fragment(
                    kind: "typeIdentifier", spelling: type.names.title, preciseIdentifier: id)
            ]
        // Lists show it as DocC does, `extension Sequence` with the name in bold, not as the
        // symbol it was made from.
        type.names.subHeading =
            keyword + [
                SymbolGraph.Fragment(
                    kind: "identifier", spelling: type.names.title, preciseIdentifier: nil)
            ]
        return type
    }

    /// Makes one symbol for each module whose types are extended, puts each extended type
    /// under it, and starts the link path of everything below it with the module's name.
    private static func placeUnderModules(
        _ symbols: inout [String: SymbolGraph.Symbol],
        _ relationships: inout [SymbolGraph.Relationship], moduleName: String
    ) {
        let extendedKinds = Set(typeKinds.values.map(\.identifier) + [unknownTypeKind.identifier])
        var parentOf: [String: String] = [:]
        for edge in relationships where edge.kind == "memberOf" && parentOf[edge.source] == nil {
            parentOf[edge.source] = edge.target
        }
        var moduleOf: [String: String] = [:]
        for (id, symbol) in symbols where extendedKinds.contains(symbol.kind.identifier) {
            let module = symbol.swiftExtension?.extendedModule ?? moduleName
            moduleOf[id] = module
            let moduleSymbolID = moduleID(module)
            if symbols[moduleSymbolID] == nil {
                var moduleSymbol = symbol
                moduleSymbol.kind = moduleKind
                moduleSymbol.identifier.precise = moduleSymbolID
                moduleSymbol.pathComponents = [module]
                moduleSymbol.names.title = module
                moduleSymbol.names.subHeading = nil
                moduleSymbol.declarationFragments = nil
                moduleSymbol.location = nil
                moduleSymbol.swiftExtension = nil
                symbols[moduleSymbolID] = moduleSymbol
            }
            relationships.append(
                SymbolGraph.Relationship(
                    kind: "memberOf", source: id, target: moduleSymbolID, targetFallback: nil))
        }
        // Everything whose chain of parents reaches an extended type is spelled below its module.
        for id in Array(symbols.keys) {
            var current: String? = id
            var depth = 0
            while let step = current, moduleOf[step] == nil, depth < 64 {
                current = parentOf[step]
                depth += 1
            }
            guard let type = current, let module = moduleOf[type] else { continue }
            symbols[id]?.pathComponents.insert(module, at: 0)
        }
    }
}
