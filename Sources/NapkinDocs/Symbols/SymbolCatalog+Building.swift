import Foundation
import NapkinDocsCore

/// The steps that turn raw symbol graph records into the catalog's model.
extension SymbolCatalog {
    /// Orders symbols by link path, then by kind, then by identifier: a total, stable order.
    static func symbolOrder(_ lhs: APISymbol, _ rhs: APISymbol) -> Bool {
        (lhs.path, lhs.kind.identifier, lhs.id) < (rhs.path, rhs.kind.identifier, rhs.id)
    }

    /// Orders relationships by kind, source, then target.
    static func edgeOrder(_ lhs: SymbolGraph.Relationship, _ rhs: SymbolGraph.Relationship) -> Bool
    {
        (lhs.kind, lhs.source, lhs.target) < (rhs.kind, rhs.source, rhs.target)
    }

    /// Converts one raw symbol, turning its comment into Markdown with a source map.
    /// - Parameters:
    ///   - symbol: The symbol as the graph holds it.
    ///   - sourceRoot: The package's folder, which shown paths are relative to.
    ///   - graphFile: The graph's file, named by diagnostics about a comment without a place.
    static func convert(
        _ symbol: SymbolGraph.Symbol, sourceRoot: String, graphFile: String? = nil
    ) -> APISymbol {
        var comment: DocCommentSource?
        if let doc = symbol.docComment, !doc.lines.isEmpty {
            let uri = doc.uri ?? symbol.location?.uri
            let path = displayPath(uri: uri ?? graphFile, sourceRoot: sourceRoot)
            let starts = doc.lines.map { line in
                DocCommentSource.SourcePosition(
                    line: (line.range?.start.line ?? 0) + 1,
                    column: (line.range?.start.character ?? 0) + 1)
            }
            comment = DocCommentSource(
                markdown: doc.lines.map(\.text).joined(separator: "\n"), path: path,
                lineStarts: starts, isLocated: uri != nil)
        }
        return APISymbol(
            id: symbol.identifier.precise,
            kind: SymbolKind(
                identifier: symbol.kind.identifier, displayName: symbol.kind.displayName),
            pathComponents: symbol.pathComponents, title: symbol.names.title,
            fragments: symbol.declarationFragments ?? [],
            subHeading: symbol.names.subHeading ?? [], docComment: comment,
            accessLevel: symbol.accessLevel, parentID: nil,
            signature: symbol.functionSignature.map(TypeSignature.init),
            sourceFile: symbol.location.map {
                URL(string: $0.uri)?.path(percentEncoded: false) ?? $0.uri
            },
            sourceLine: symbol.location.map { $0.position.line + 1 },
            availability: (symbol.availability ?? []).map(SymbolAvailability.init))
    }

    /// Shows a `file://` URI relative to `sourceRoot`, or as its file name when outside it, so no
    /// absolute machine path reaches a page or a diagnostic.
    static func displayPath(uri: String?, sourceRoot: String) -> String {
        guard let uri else { return "<unknown>" }
        let path = URL(string: uri)?.path(percentEncoded: false) ?? uri
        let root = sourceRoot.hasSuffix("/") ? sourceRoot : sourceRoot + "/"
        if path.hasPrefix(root) { return String(path.dropFirst(root.count)) }
        return (path as NSString).lastPathComponent
    }

    /// Finds the type a symbol belongs to.
    static func parent(
        of symbol: APISymbol, edges: [String: [String: [SymbolGraph.Relationship]]],
        symbols: [String: APISymbol], byPath: [String: [String]]
    ) -> String? {
        for kind in ["memberOf", "requirementOf", "optionalRequirementOf"] {
            if let target = edges[kind]?[symbol.id]?.first?.target, symbols[target] != nil {
                return target
            }
        }
        if let requirement = edges["defaultImplementationOf"]?[symbol.id]?.first?.target,
            let owner = edges["requirementOf"]?[requirement]?.first?.target, symbols[owner] != nil
        {
            return owner
        }
        guard symbol.pathComponents.count > 1 else { return nil }
        let parentPath = symbol.pathComponents.dropLast().joined(separator: "/")
        return byPath[parentPath]?.sorted().first { symbols[$0]?.kind.isType == true }
    }
}
