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
}
