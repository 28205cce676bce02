import Foundation
import NapkinDocsCore

/// Finds the symbol graph files a `--symbol-graph` argument names.
enum SymbolGraphFiles {
    /// The symbol graph files at `path`: the file itself, or the `*.symbols.json` files of a
    /// folder (sorted). A missing path is returned as is, so loading reports it.
    static func graphFiles(at path: String) -> [String] {
        guard FileTree.type(of: path) == .directory else { return [path] }
        return FileTree.entries(below: path)
            .filter { $0.type == .file && $0.path.hasSuffix(".symbols.json") }
            .map { (path as NSString).appendingPathComponent($0.path) }
    }

    /// The module the graph file at `path` describes, or `nil` when it cannot be read.
    static func moduleName(of path: String) -> String? {
        struct Header: Decodable {
            struct Module: Decodable { var name: String }
            var module: Module
        }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return (try? JSONDecoder().decode(Header.self, from: data))?.module.name
    }
}
