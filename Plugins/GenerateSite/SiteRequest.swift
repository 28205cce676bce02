import Foundation
import PackagePlugin

/// What `generate-site` was asked for, and the package facts it reads to do it.
struct SiteRequest {
    /// The targets named with `--target`; none means every library's.
    var targets: [String]
    /// The output folder, relative to the package root or absolute.
    var output: String
    /// Whether warnings are errors.
    var strict: Bool

    /// The targets to document: those named, or every library product's source targets, or,
    /// in a package without a library product, its library targets.
    /// - Parameter package: The package.
    /// - Returns: The targets, in the package's order.
    /// - Throws: When a name is not one of the package's targets, or when none is named and
    ///   the package has no library target.
    func documentedTargets(in package: Package) throws -> [SourceModuleTarget] {
        let modules = package.targets.compactMap { $0 as? SourceModuleTarget }
        guard !targets.isEmpty else {
            let products = Set(
                package.products.filter { $0 is LibraryProduct }.flatMap(\.targets).map(\.id))
            let documented =
                products.isEmpty
                ? modules.filter { $0.kind == .generic }
                : modules.filter { products.contains($0.id) }
            guard !documented.isEmpty else {
                throw GenerateSiteError.noLibrary(modules.map(\.name))
            }
            return documented
        }
        return try targets.map { name in
            guard let target = modules.first(where: { $0.name == name && $0.kind == .generic })
            else {
                let names = modules.filter { $0.kind == .generic }.map(\.name)
                throw GenerateSiteError.unknownTarget(name, names)
            }
            return target
        }
    }

    /// The package's own articles in a site of several targets: `Articles/`, when no target is
    /// named and no target's root page is in it (`Articles/<Target>.md`). Its root page is
    /// then the site's index, which lists the modules.
    /// - Parameters:
    ///   - all: Every target the site documents.
    ///   - package: The package.
    /// - Returns: `Articles`, or `nil`.
    func siteArticles(among all: [SourceModuleTarget], in package: Package) -> String? {
        let articles = package.directoryURL.appending(path: "Articles")
        let files = FileManager.default
        guard targets.isEmpty, all.count > 1,
            files.fileExists(atPath: articles.path(percentEncoded: false)),
            !all.contains(where: {
                files.fileExists(
                    atPath: articles.appending(path: "\($0.name).md").path(percentEncoded: false))
            })
        else { return nil }
        return "Articles"
    }

    /// Where the site was written, for the line printed when it is done: the output folder
    /// made absolute, as the command may run from outside the package.
    func writtenSite(in package: Package) -> String {
        output.hasPrefix("/")
            ? output
            : package.directoryURL.appending(path: output).standardized.path(percentEncoded: false)
    }

    /// The articles of `target`: its DocC catalog; else, when no target is named, the package's
    /// `Articles/`, if it is this target's: the only one documented, or the one whose name
    /// `Articles/<Target>.md` has (DocC's root page).
    /// - Parameters:
    ///   - target: The target.
    ///   - all: Every target the site documents.
    ///   - package: The package.
    /// - Returns: The folder, relative to the package root, or `nil` for none.
    func articles(
        of target: SourceModuleTarget, among all: [SourceModuleTarget], in package: Package
    ) -> String? {
        let root = package.directoryURL.path(percentEncoded: false)
        if let catalog = target.sourceFiles.first(where: { $0.url.pathExtension == "docc" }) {
            let path = catalog.url.path(percentEncoded: false)
            return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
        }
        // A target named with --target is documented from its own catalog alone: the
        // package's Articles/ may be another target's.
        guard targets.isEmpty else { return nil }
        let articles = package.directoryURL.appending(path: "Articles")
        let files = FileManager.default
        guard files.fileExists(atPath: articles.path(percentEncoded: false)) else { return nil }
        let names = articles.appending(path: "\(target.name).md").path(percentEncoded: false)
        return all.count == 1 || files.fileExists(atPath: names) ? "Articles" : nil
    }
}

/// Why `generate-site` stopped.
enum GenerateSiteError: Error, CustomStringConvertible {
    /// `--target` named no target of the package.
    case unknownTarget(String, [String])
    /// Arguments the command does not take.
    case unknownArguments([String])
    /// `napkin-docs build` failed for the site of these targets.
    case buildFailed([String], Int32)
    /// No target was named and the package has no library target; its other targets.
    case noLibrary([String])

    /// The message SwiftPM shows.
    var description: String {
        switch self {
        case .unknownTarget(let name, let names):
            "no target named '\(name)' in the package; its targets are: "
                + names.map { "'\($0)'" }.joined(separator: ", ")
        case .unknownArguments(let words):
            "unknown arguments: \(words.joined(separator: " ")); "
                + "usage: generate-site [--target T …] [--output DIR] [--strict]"
        case .buildFailed(let targets, let status):
            "napkin-docs build failed for "
                + targets.map { "'\($0)'" }.joined(separator: ", ")
                + " (exit \(status)); its diagnostics are above"
        case .noLibrary(let names):
            "the package has no library target, so generate-site documents nothing: it writes "
                + "the site of each library target (.target(name:)), from its public API and "
                + "DocC catalog"
                + (names.isEmpty
                    ? ""
                    : "; the package's targets are not libraries: "
                        + names.map { "'\($0)'" }.joined(separator: ", "))
        }
    }
}
