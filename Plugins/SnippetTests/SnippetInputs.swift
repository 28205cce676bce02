import Foundation
import PackagePlugin

/// The documentation sources whose snippets become tests of one test target.
struct SnippetInputs {
    /// One source file and how its snippets are compiled.
    struct Source {
        /// The file, as the target lists it (SwiftPM counts a target's file as handled only
        /// when a command names it by that path).
        var url: URL
        /// Its path relative to the package root, as diagnostics and `#sourceLocation` show it
        /// (symbolic links resolved, so a linked `Articles/` reads as `Articles/X.md`).
        var displayPath: String
        /// The modules its snippets use without importing: the library whose catalog or doc
        /// comments the file is.
        var modules: [String]
    }

    /// The sources, sorted by display path, each once.
    private(set) var sources: [Source] = []
    /// The package's DocC snippet files (`Snippets/**/*.swift`), which SwiftPM makes snippet
    /// targets of: any source's `@Snippet` may show one, so each is an input of every command.
    private(set) var snippetFiles: [URL] = []
    /// The package's `Snippets` folder.
    let snippetsFolder: URL
    /// Top-level folders read although they belong to no target (`Articles`).
    private(set) var untrackedFolders: [String] = []
    /// The folders of `Tests/` that hold Markdown but no Swift file and belong to no target,
    /// relative to the package root: SwiftPM leaves a target without a Swift file out of the
    /// package, with a warning of its own, before any plugin runs, so no snippet test of it runs.
    private(set) var testFoldersWithoutSwift: [String] = []
    /// The test target's folder, relative to the package root.
    let testTargetPath: String
    /// The package root, symbolic links resolved.
    private let root: String

    /// Finds the sources of `testTarget` in `package`.
    /// - Parameters:
    ///   - package: The package the test target belongs to.
    ///   - testTarget: The test target the plugin is applied to.
    /// - Throws: When a library target holds more than one DocC catalog.
    init(package: Package, testTarget: SourceModuleTarget) throws {
        root = package.directoryURL.resolvingSymlinksInPath().path(percentEncoded: false)
        snippetsFolder = package.directoryURL.appending(path: "Snippets")
        testTargetPath = Self.relative(
            testTarget.directoryURL.path(percentEncoded: false), to: root)
        var seen = Set<String>()
        func add(_ url: URL, modules: [String]) {
            let resolved = url.resolvingSymlinksInPath()
            let path = Self.relative(resolved.path(percentEncoded: false), to: root)
            guard seen.insert(path).inserted else { return }
            sources.append(Source(url: url, displayPath: path, modules: modules))
        }
        for file in testTarget.sourceFiles where file.url.pathExtension == "md" {
            add(file.url, modules: [])
        }
        // A catalog inside the test target documents the libraries the target tests.
        let tested = Self.libraries(testTarget.dependencies, in: package).map(\.name)
        for catalog in testTarget.sourceFiles where catalog.url.pathExtension == "docc" {
            for page in Self.files(in: catalog.url, withExtension: "md") {
                add(page, modules: tested)
            }
        }
        for library in Self.libraries(testTarget.dependencies, in: package) {
            let catalogs = library.sourceFiles.filter { $0.url.pathExtension == "docc" }
            if catalogs.count > 1 {
                throw SnippetInputsError.severalCatalogs(
                    target: library.name, catalogs: catalogs.map(\.url.lastPathComponent).sorted())
            }
            for catalog in catalogs {
                for page in Self.files(in: catalog.url, withExtension: "md") {
                    add(page, modules: [library.name])
                }
            }
            for file in library.sourceFiles(withSuffix: "swift") {
                add(file.url, modules: [library.name])
            }
        }
        let readme = package.directoryURL.appending(path: "README.md")
        if FileManager.default.fileExists(atPath: readme.path(percentEncoded: false)) {
            add(readme, modules: [])
        }
        let articles = Self.files(
            in: package.directoryURL.appending(path: "Articles"), withExtension: "md")
        let before = sources.count
        for article in articles { add(article, modules: []) }
        if sources.count > before { untrackedFolders.append("Articles") }
        sources.sort { $0.displayPath < $1.displayPath }
        testFoldersWithoutSwift = Self.foldersWithoutSwift(
            in: package.directoryURL.appending(path: "Tests"),
            besides: package.targets.map(\.directoryURL)
        ).map { Self.relative($0, to: root) }
        // SwiftPM lists each snippet as a target of its own, so a snippet added or removed
        // makes it plan again, as for any target's file.
        snippetFiles =
            package.targets.compactMap { $0 as? SourceModuleTarget }
            .filter { $0.kind == .snippet }
            .flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }
            .sorted { $0.path < $1.path }
    }

    /// The path from the test target's folder to a top-level folder, for a symbolic link.
    /// - Parameter folder: The folder, relative to the package root.
    /// - Returns: The link's target (`../../Articles`).
    func relativeLink(to folder: String) -> String {
        let depth = testTargetPath.split(separator: "/").count
        return String(repeating: "../", count: depth) + folder
    }

    /// The library targets of this package among `dependencies`, each once.
    private static func libraries(
        _ dependencies: [TargetDependency], in package: Package
    ) -> [SourceModuleTarget] {
        let local = Set(package.targets.map(\.id))
        var result: [SourceModuleTarget] = []
        for dependency in dependencies {
            guard case .target(let target) = dependency, local.contains(target.id),
                let module = target as? SourceModuleTarget, module.kind == .generic,
                !result.contains(where: { $0.id == module.id })
            else { continue }
            result.append(module)
        }
        return result
    }

    /// The folders in `folder` that hold a Markdown file and no Swift file, and are neither a
    /// target's folder nor inside one nor around one.
    /// - Parameters:
    ///   - folder: The folder whose subfolders are looked at (the package's `Tests`).
    ///   - targetFolders: The folders of the package's targets.
    /// - Returns: The subfolders' paths, symbolic links resolved, sorted.
    private static func foldersWithoutSwift(
        in folder: URL, besides targetFolders: [URL]
    ) -> [String] {
        func path(_ url: URL) -> String {
            let path = url.resolvingSymlinksInPath().path(percentEncoded: false)
            return path.hasSuffix("/") ? String(path.dropLast()) : path
        }
        let targets = targetFolders.map(path)
        let children =
            (try? FileManager.default.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: nil, options: .skipsHiddenFiles)) ?? []
        return children.filter { child in
            let folder = path(child)
            return !targets.contains { target in
                target == folder || target.hasPrefix(folder + "/") || folder.hasPrefix(target + "/")
            }
                && !files(in: child, withExtension: "md").isEmpty
                && files(in: child, withExtension: "swift").isEmpty
        }
        .map(path).sorted()
    }

    /// The files below `folder` with the given extension, sorted so the commands are stable.
    private static func files(in folder: URL, withExtension pathExtension: String) -> [URL] {
        guard
            let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: nil)
        else { return [] }
        return walker.compactMap { $0 as? URL }
            .filter { $0.pathExtension == pathExtension }
            .sorted { $0.path < $1.path }
    }

    /// `path` relative to `root`, or `path` itself when it is elsewhere.
    private static func relative(_ path: String, to root: String) -> String {
        let base = root.hasSuffix("/") ? root : root + "/"
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return trimmed.hasPrefix(base) ? String(trimmed.dropFirst(base.count)) : trimmed
    }
}

/// What keeps the plugin from finding the sources.
enum SnippetInputsError: Error, CustomStringConvertible {
    /// A library target holds more than one DocC catalog.
    case severalCatalogs(target: String, catalogs: [String])

    /// The message SwiftPM shows.
    var description: String {
        switch self {
        case .severalCatalogs(let target, let catalogs):
            "target '\(target)' holds \(catalogs.count) DocC catalogs "
                + "(\(catalogs.map { "'\($0)'" }.joined(separator: ", "))); a target has at most one; "
                + "merge them or move all but one out of the target"
        }
    }
}
