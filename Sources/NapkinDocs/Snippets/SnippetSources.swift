import Foundation

/// The files of a package whose snippets are compiled: every article, and every framework source.
public enum SnippetSources {
    /// The folders searched, relative to the package root, with the file extension each holds.
    public static let folders: [(path: String, pathExtension: String)] = [
        ("Articles", "md"), ("Sources/napkin", "swift"),
    ]

    /// Single files whose snippets are compiled too, relative to the package root: the README's
    /// taste of the API is kept true like the articles.
    public static let singleFiles = ["README.md"]

    /// Lists the snippet sources of the package at `root`, sorted by path.
    /// - Parameter root: The package's root folder.
    /// - Returns: Each file's URL and its path relative to `root`.
    public static func files(inPackageAt root: URL) -> [(url: URL, path: String)] {
        var result: [(url: URL, path: String)] = []
        for folder in folders {
            let base = root.appending(path: folder.path)
            guard
                let walker = FileManager.default.enumerator(
                    at: base, includingPropertiesForKeys: nil)
            else { continue }
            for case let url as URL in walker where url.pathExtension == folder.pathExtension {
                let relative = url.standardizedFileURL.path.dropFirst(
                    base.standardizedFileURL.path.count)
                result.append((url, folder.path + "/" + relative.drop { $0 == "/" }))
            }
        }
        for path in singleFiles
        where FileManager.default.fileExists(atPath: root.appending(path: path).path) {
            result.append((root.appending(path: path), path))
        }
        return result.sorted { $0.path < $1.path }
    }
}
