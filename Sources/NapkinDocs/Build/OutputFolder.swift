import Foundation
import NapkinDocsCore

/// The folder the site is written to, and the checks that keep the tool from harming anything
/// else.
///
/// The tool only ever replaces a folder it wrote itself: it refuses `/`, the home folder, the
/// articles folder (or a folder holding it), a path that is a file, and a folder holding any
/// file not listed in its manifest (`.napkin-docs-manifest`). Symbolic links are never
/// followed: a link inside the output folder counts as a foreign file.
package struct OutputFolder: Sendable {
    /// The name of the manifest file listing what the tool wrote, one relative path a line.
    package static let manifestName = ".napkin-docs-manifest"

    /// The output path as given (used in diagnostics).
    package let path: String
    /// The output path made absolute and standardised.
    package let absolutePath: String

    /// Creates an output folder for a path.
    /// - Parameter path: The output path as given on the command line.
    package init(path: String) {
        self.path = path
        absolutePath = FileTree.absolute(path)
    }

    /// Checks that the tool may replace this folder.
    /// - Parameters:
    ///   - articlesFolder: The articles folder, which must never be overwritten (empty for a
    ///     module without articles).
    ///   - home: The user's home folder.
    /// - Throws: A ``Diagnostic`` naming the reason when the folder may not be replaced.
    package func validate(
        articlesFolder: String, home: String = NSHomeDirectory()
    ) throws(Diagnostic) {
        let real = FileTree.resolvingLinks(absolutePath)
        let articles = FileTree.resolvingLinks(FileTree.absolute(articlesFolder))
        if real == "/" || absolutePath == "/" {
            throw .error("refusing to write the site to the root folder '/'", path: path)
        }
        if real == FileTree.resolvingLinks(FileTree.absolute(home)) {
            throw .error("refusing to write the site to the home folder", path: path)
        }
        if !articlesFolder.isEmpty, articles == real || articles.hasPrefix(real + "/") {
            throw .error(
                "refusing to write the site over the articles folder '\(articlesFolder)'",
                path: path)
        }
        guard let type = FileTree.type(of: absolutePath) else { return }
        guard type == .directory else {
            throw .error("output path is a file, not a folder; choose another --output", path: path)
        }
        let listed = Set(manifest())
        for entry in FileTree.entries(below: absolutePath) where entry.path != Self.manifestName {
            let known =
                entry.type == .directory
                ? listed.contains { $0.hasPrefix(entry.path + "/") }
                : entry.type == .file && listed.contains(entry.path)
            if !known {
                throw .error(
                    "output folder holds '\(entry.path)', which napkin-docs did not write; "
                        + "refusing to replace it (remove it or choose another --output)",
                    path: path)
            }
        }
    }

    /// The relative paths listed in the folder's manifest, or none without one.
    /// - Returns: The listed paths.
    package func manifest() -> [String] {
        let file = (absolutePath as NSString).appendingPathComponent(Self.manifestName)
        guard FileTree.type(of: file) == .file,
            let text = try? String(contentsOfFile: file, encoding: .utf8)
        else { return [] }
        return text.split(separator: "\n").map(String.init)
    }
}
