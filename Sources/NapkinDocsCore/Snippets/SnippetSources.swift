import Foundation

/// The files of a package whose snippets the `SnippetTests` plugin compiles for a test target
/// that depends on one module: `Articles/`, `README.md`, the module's catalog and its Swift
/// sources. (The plugin finds them through SwiftPM; this is the same set, for the commands
/// that check snippets without building.)
package enum SnippetSources {
    /// Lists the snippet sources of the package at `root` for `module`, sorted by path.
    /// - Parameters:
    ///   - root: The package's root folder.
    ///   - module: The documented module, whose catalog and Swift files are read; `nil` for
    ///     none.
    /// - Returns: Each file's URL and its path relative to `root`.
    package static func files(inPackageAt root: URL, module: String?) -> [(url: URL, path: String)]
    {
        var folders = [("Articles", "md")]
        if let module {
            folders.append(("Sources/\(module)", "swift"))
            if let catalog = PackageLayout.catalog(of: module, in: root) {
                folders.append((catalog, "md"))
            }
        }
        var result: [(url: URL, path: String)] = []
        for (folder, pathExtension) in folders {
            let base = root.appending(path: folder)
            guard
                let walker = FileManager.default.enumerator(
                    at: base, includingPropertiesForKeys: nil)
            else { continue }
            for case let url as URL in walker where url.pathExtension == pathExtension {
                let relative = url.standardizedFileURL.path.dropFirst(
                    base.standardizedFileURL.path.count)
                result.append((url, folder + "/" + relative.drop { $0 == "/" }))
            }
        }
        let readme = root.appending(path: "README.md")
        if FileManager.default.fileExists(atPath: readme.path) {
            result.append((readme, "README.md"))
        }
        return result.sorted { $0.path < $1.path }
    }
}
