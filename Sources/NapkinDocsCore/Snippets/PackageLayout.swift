import Foundation

/// What `napkin-docs` finds in a package's folders when it is not told: the module to document
/// and where its articles are, so that the tool does the right thing in any package's root.
///
/// - The articles are `Articles/` when the package has one, or else the DocC catalog of the
///   documented module (`Sources/<Module>/<Name>.docc`).
/// - The module is, in order: the one whose name an article in `Articles/` has
///   (`Articles/<Module>.md`, DocC's root page); the only module with a catalog; the only
///   folder in `Sources/`.
package struct PackageLayout: Sendable, Hashable {
    /// The folders of `Sources/`, one per module, sorted.
    package var modules: [String]
    /// The module to document, when the package says which.
    package var moduleName: String?
    /// The articles folder relative to the package root, when there is one.
    package var articlesFolder: String?

    /// Reads the layout of the package at `root`.
    /// - Parameter root: The package's root folder.
    package init(root: URL) {
        let files = FileManager.default
        func folders(in url: URL) -> [String] {
            let names = (try? files.contentsOfDirectory(atPath: url.path)) ?? []
            return names.filter { name in
                var isFolder: ObjCBool = false
                return !name.hasPrefix(".")
                    && files.fileExists(
                        atPath: url.appending(path: name).path, isDirectory: &isFolder)
                    && isFolder.boolValue
            }
            .sorted()
        }
        let sources = root.appending(path: "Sources")
        modules = folders(in: sources)
        let catalogs = modules.compactMap { module in
            Self.catalog(of: module, in: root).map { (module: module, path: $0) }
        }
        if files.fileExists(atPath: root.appending(path: "Articles").path) {
            articlesFolder = "Articles"
            moduleName =
                modules.first {
                    files.fileExists(atPath: root.appending(path: "Articles/\($0).md").path)
                } ?? (catalogs.count == 1 ? catalogs[0].module : nil)
                ?? (modules.count == 1 ? modules[0] : nil)
        } else if catalogs.count == 1 {
            articlesFolder = catalogs[0].path
            moduleName = catalogs[0].module
        } else {
            moduleName = modules.count == 1 ? modules[0] : nil
        }
    }

    /// The catalog of `module` relative to the package root, if it has one.
    /// - Parameters:
    ///   - module: The module.
    ///   - root: The package's root folder.
    /// - Returns: `Sources/<module>/<Name>.docc`, or `nil`.
    package static func catalog(of module: String, in root: URL) -> String? {
        let folder = root.appending(path: "Sources/\(module)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().first { $0.hasSuffix(".docc") }.map { "Sources/\(module)/\($0)" }
    }

    /// The package's name, as `Package.swift` declares it (`name: "napkin"`), if it can be read.
    /// - Parameter root: The package's root folder.
    /// - Returns: The name, or `nil`.
    package static func packageName(in root: URL) -> String? {
        guard
            let manifest = try? String(
                contentsOf: root.appending(path: "Package.swift"), encoding: .utf8),
            let match = manifest.firstMatch(of: /Package\(\s*name:\s*"([^"]+)"/)
        else { return nil }
        return String(match.1)
    }

    /// The modules `module` re-exports (`@_exported import Other`), read from the Swift files
    /// of `Sources/<module>`, sorted.
    /// - Parameters:
    ///   - module: The module.
    ///   - root: The package's root folder.
    /// - Returns: The re-exported modules' names.
    package static func reexportedModules(of module: String, in root: URL) -> [String] {
        let folder = root.appending(path: "Sources/\(module)")
        guard
            let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        else { return [] }
        var names: Set<String> = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            for match in text.matches(
                of: /(?m)^[ \t]*@_exported[ \t]+import[ \t]+(?:\w+[ \t]+)?(\w+)/)
            {
                names.insert(String(match.1))
            }
        }
        return names.sorted()
    }

    /// How the module is found when none is named, for help text.
    package static let howModuleIsFound =
        "the module named by Articles/<Module>.md, else the only one with a .docc catalog, else the only folder in Sources/"

    /// The error when the package does not say which module to document.
    package var unknownModule: String {
        let listed = modules.isEmpty ? "none" : modules.map { "'\($0)'" }.joined(separator: ", ")
        return "cannot tell which module to document (modules in Sources/: \(listed)); "
            + "pass --module NAME, or --no-symbols for a plain folder of Markdown"
    }
}
