import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-site [--target T …]
/// [--output DIR] [--strict]`: writes the documentation site of the package's libraries.
///
/// 1. Pick the targets: those named, or every library product's targets, or, without a library
///    product, every library target.
/// 2. Get each target's symbol graph from SwiftPM, and run `napkin-docs build` once, into `DIR`
///    (default `Site`): for one target, on its catalog (or the package's `Articles/`, or a
///    catalog of just its root page); for several, one site with a folder per module, each
///    module with its own catalog (`Articles/` goes to the module it names, or else holds the
///    site's own pages, whose root page lists the modules), and an index that lists them.
/// 3. Print the site's folder on stdout.
/// 4. Code blocks are marked compiled and run only when the last `swift test` recorded that
///    every documentation file passed as it is now (`--verified-by`): the site claims what the
///    tests showed, and nothing without snippet tests. (SwiftPM's `packageManager.test` does
///    not report Swift Testing results to plugins, so the records are the evidence.)
@main
struct GenerateSite: CommandPlugin {
    /// Runs the command.
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let request = SiteRequest(
            targets: extractor.extractOption(named: "target"),
            output: extractor.extractOption(named: "output").last ?? "Site",
            strict: extractor.extractFlag(named: "strict") > 0)
        guard extractor.remainingArguments.isEmpty else {
            throw GenerateSiteError.unknownArguments(extractor.remainingArguments)
        }
        let targets = try request.documentedTargets(in: context.package)
        let tool = try context.tool(named: "napkin-docs")
        let root = context.package.directoryURL
        var arguments = ["build", "--output", request.output]
        if targets.count > 1 { arguments += ["--title", context.package.displayName] }
        for target in targets {
            let graph = try packageManager.getSymbolGraph(
                for: target,
                options: .init(
                    minimumAccessLevel: .public, includeSynthesized: false, includeSPI: false,
                    emitExtensionBlocks: true))
            arguments += [
                "--module", target.name,
                "--symbol-graph", graph.directoryURL.path(percentEncoded: false),
            ]
            // Without `--articles`, `napkin-docs build` would look for a folder itself, and
            // could take another target's catalog.
            if let articles = request.articles(of: target, among: targets, in: context.package) {
                arguments += [
                    "--articles", targets.count > 1 ? "\(target.name)=\(articles)" : articles,
                ]
            } else if targets.count == 1 {
                arguments += [
                    "--articles",
                    try Self.rootPageCatalog(of: target.name, in: context.pluginWorkDirectoryURL),
                ]
            }
        }
        if let articles = request.siteArticles(among: targets, in: context.package) {
            arguments += ["--articles", articles]
        }
        // Marks rest on the records the last `swift test` left (see SnippetTests).
        let records = root.appending(path: ".build/snippet-records")
        arguments += ["--verified-by", records.path(percentEncoded: false)]
        if request.strict { arguments.append("--strict") }
        let status = try run(tool.url, arguments, in: root)
        guard status == 0 else {
            throw GenerateSiteError.buildFailed(targets.map(\.name), status)
        }
        // Unbuffered, so that the line follows the tool's own output.
        FileHandle.standardOutput.write(Data("\(request.writtenSite(in: context.package))\n".utf8))
    }

    /// Writes a DocC catalog holding only the root page of `module`, for a target without a
    /// catalog of its own, whose site then shows its API alone.
    /// - Parameters:
    ///   - module: The target's module name, the root page's title.
    ///   - folder: The plugin's work folder, where the catalog is written.
    /// - Returns: The catalog's absolute path.
    /// - Throws: When the page cannot be written.
    private static func rootPageCatalog(of module: String, in folder: URL) throws -> String {
        let catalog = folder.appending(path: "\(module).docc")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try Data("# ``\(module)``\n".utf8).write(to: catalog.appending(path: "\(module).md"))
        return catalog.path(percentEncoded: false)
    }

    /// Runs `executable` in `folder` and returns its exit status; its output goes to ours.
    private func run(_ executable: URL, _ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
