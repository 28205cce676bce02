import Foundation

/// A package's DocC snippet files (`Snippets/**/*.swift`), which `@Snippet(path:slice:)` names:
/// read once, by the site build to show them and by the snippet extractor to compile them.
package struct SnippetLibrary: Hashable, Sendable {
    /// One snippet file.
    package struct File: Hashable, Sendable {
        /// Its path as diagnostics and `#sourceLocation` show it (`Snippets/Lifecycle.swift`).
        package var displayPath: String
        /// Where it is on disk.
        package var url: URL
        /// Its text.
        package var text: String
    }

    /// The files by path relative to the `Snippets` folder, without `.swift` (`Sub/Lifecycle`).
    package private(set) var files: [String: File] = [:]

    /// A library with no snippet.
    package init() {}

    /// A library of the given texts, for code that has them in memory (tests, a fuzzer).
    /// - Parameter texts: Each snippet's text by its path in the folder, without `.swift`.
    package init(texts: [String: String]) {
        for (name, text) in texts {
            files[name] = File(
                displayPath: "Snippets/\(name).swift",
                url: URL(fileURLWithPath: "Snippets/\(name).swift"), text: text)
        }
    }

    /// Reads every `.swift` file below `folder`.
    /// - Parameters:
    ///   - folder: A `Snippets` folder; one that does not exist gives an empty library.
    ///   - displayPrefix: What the files' display paths start with (`Snippets`).
    package init(folder: URL, displayPrefix: String) {
        guard FileTree.type(of: folder.path) == .directory else { return }
        for entry in FileTree.entries(below: folder.path)
        where entry.type == .file && entry.path.hasSuffix(".swift") {
            let url = folder.appending(path: entry.path)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            files[String(entry.path.dropLast(".swift".count))] = File(
                displayPath: displayPrefix + "/" + entry.path, url: url, text: text)
        }
    }

    /// The snippets beside `folder`: the `Snippets` folder of the nearest folder above it that
    /// has one, up to the package's root (the folder with `Package.swift`), else the root's.
    /// - Parameters:
    ///   - folder: A documentation folder (a catalog, `Articles/`) or a source file's folder.
    ///   - packageRoot: Where to look last; display paths are relative to it.
    /// - Returns: The library, empty when there is no `Snippets` folder.
    package static func nearest(above folder: String, packageRoot: String) -> SnippetLibrary {
        let root = URL(fileURLWithPath: FileTree.absolute(packageRoot)).standardizedFileURL
        var directory = URL(fileURLWithPath: FileTree.absolute(folder)).standardizedFileURL
        var found = root.appending(path: "Snippets")
        while directory.path != "/" {
            directory.deleteLastPathComponent()
            let candidate = directory.appending(path: "Snippets")
            if FileTree.type(of: candidate.path) == .directory {
                found = candidate
                break
            }
            if FileTree.type(of: directory.appending(path: "Package.swift").path) == .file { break }
        }
        let base = root.path.hasSuffix("/") ? root.path : root.path + "/"
        let prefix =
            found.path.hasPrefix(base) ? String(found.path.dropFirst(base.count)) : found.path
        return SnippetLibrary(folder: found, displayPrefix: prefix)
    }

    /// The snippet a `@Snippet` path names: `Package/Snippets/Folder/Name`, `Folder/Name`, or
    /// a name alone when only one snippet has it.
    /// - Parameter path: The directive's `path` argument.
    /// - Returns: The snippet's name (its path in the folder, without `.swift`) and file.
    package func file(at path: String) -> (name: String, file: File)? {
        var key = Substring(path)
        if let range = key.range(of: "Snippets/") { key = key[range.upperBound...] }
        if key.hasSuffix(".swift") { key = key.dropLast(".swift".count) }
        if let file = files[String(key)] { return (String(key), file) }
        let name = key.split(separator: "/").last.map(String.init) ?? ""
        let matches = files.keys.filter { $0 == name || $0.hasSuffix("/" + name) }
        guard matches.count == 1, let match = matches.first, let file = files[match] else {
            return nil
        }
        return (match, file)
    }
}
