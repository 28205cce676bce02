import Foundation
import NapkinDocsCore

/// The JSON a compiler writes for one module (`*.symbols.json`), decoded as it is on disk.
///
/// Only the fields the site needs are decoded; unknown fields are ignored so newer compilers
/// keep working. ``SymbolCatalog`` turns one or more of these into the API model.
package struct SymbolGraph: Decodable, Sendable, Hashable {
    /// The module the graph describes.
    package var module: Module
    /// Every symbol of the module at or above the extracted access level.
    package var symbols: [Symbol]
    /// The edges between symbols: membership, conformance, inheritance, requirements.
    package var relationships: [Relationship]
    /// The file the graph was read from, for diagnostics about comments it gives no place.
    package var file: String?

    /// The keys read from the file (``file`` is where it was read, not a field).
    private enum CodingKeys: String, CodingKey {
        case module, symbols, relationships
    }

    /// The module a graph describes.
    package struct Module: Decodable, Sendable, Hashable {
        /// The module's name, as imported (`napkin`).
        package var name: String
    }

    /// One edge of the graph, from `source` to `target`, both precise identifiers.
    package struct Relationship: Decodable, Sendable, Hashable {
        /// The kind of edge: `memberOf`, `conformsTo`, `inheritsFrom`, `requirementOf`, …
        package var kind: String
        /// The precise identifier of the symbol the edge starts at.
        package var source: String
        /// The precise identifier of the symbol the edge points to.
        package var target: String
        /// A readable name for a target outside the graph (`Swift.Sendable`).
        package var targetFallback: String?
    }

    /// Decodes a graph from the bytes of a `*.symbols.json` file.
    /// - Parameter data: The file's contents.
    /// - Returns: The decoded graph.
    /// - Throws: `DecodingError` when the JSON is malformed or lacks a required field.
    package static func decode(_ data: Data) throws -> SymbolGraph {
        try JSONDecoder().decode(SymbolGraph.self, from: data)
    }
}
