import Foundation
import NapkinDocsCore

/// Reads `*.symbols.json` files into a ``SymbolCatalog``, reporting unreadable or corrupt files
/// as diagnostics that say how to produce a good one.
package enum SymbolGraphLoader {
    /// How to produce a symbol graph, appended to every loading error.
    static let howToProduce =
        "run 'napkin-docs build' without --symbol-graph to have it built and extracted from the "
        + "compiler, or produce one with 'swift package dump-symbol-graph', or build a plain "
        + "Markdown folder with --no-symbols"

    /// Loads and merges the given graph files.
    /// - Parameters:
    ///   - files: Paths of `*.symbols.json` files, as given on the command line.
    ///   - sourceRoot: The folder source paths are shown relative to.
    /// - Returns: The catalog built from every graph.
    /// - Throws: A ``Diagnostic`` (`path: error: …`) for the first file that is missing or corrupt.
    package static func load(
        files: [String], sourceRoot: String
    ) throws(Diagnostic) -> SymbolCatalog {
        var graphs: [SymbolGraph] = []
        for file in files {
            graphs.append(try loadGraph(at: file))
        }
        // The main module's graph first, so the catalog is named after it, whatever the order.
        graphs.sort { ($0.module.name, $0.symbols.count) < ($1.module.name, $1.symbols.count) }
        return SymbolCatalog(graphs: graphs, sourceRoot: sourceRoot)
    }

    /// Decodes one graph file.
    /// - Parameter file: The file's path.
    /// - Returns: The decoded graph.
    /// - Throws: A ``Diagnostic`` when the file cannot be read or decoded.
    static func loadGraph(at file: String) throws(Diagnostic) -> SymbolGraph {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw .error("symbol graph file not found or unreadable; \(howToProduce)", path: file)
        }
        do {
            var graph = try SymbolGraph.decode(data)
            graph.file = file
            return graph
        } catch {
            throw .error(
                "corrupt symbol graph (\(describe(error))); \(howToProduce)", path: file)
        }
    }

    /// A one-line description of a decoding failure.
    private static func describe(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .dataCorrupted(let context):
            return "not valid JSON: \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "missing '\(key.stringValue)' at \(codingPath(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "unexpected value at \(codingPath(context))"
        default:
            return "cannot decode"
        }
    }

    /// The coding path of a decoding error, as `symbols.3.kind`.
    private static func codingPath(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
        return path.isEmpty ? "the top level" : path.joined(separator: ".")
    }
}
