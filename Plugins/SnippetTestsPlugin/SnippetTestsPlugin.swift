import Foundation
import PackagePlugin

/// Turns the Swift code blocks of every article and of every napkin doc comment into test sources.
///
/// One build command per input file, each writing one generated file, so that editing one
/// article regenerates (and recompiles) only that article's tests.
@main
struct SnippetTestsPlugin: BuildToolPlugin {
    /// Returns one `napkin-docs extract-snippets` command per article, per napkin source file,
    /// and for the README.
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let tool = try context.tool(named: "napkin-docs")
        let root = context.package.directoryURL
        let inputs =
            try files(in: root.appending(path: "Articles"), withExtension: "md")
            + files(in: root.appending(path: "Sources/napkin"), withExtension: "swift")
            + [root.appending(path: "README.md")].filter {
                FileManager.default.fileExists(atPath: $0.path(percentEncoded: false))
            }
        return inputs.map { input in
            let relative = String(
                input.path(percentEncoded: false).dropFirst(root.path(percentEncoded: false).count)
            )
            .trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            let output = context.pluginWorkDirectoryURL.appending(
                path: relative.replacingOccurrences(of: "/", with: "_") + ".snippets.swift")
            return .buildCommand(
                displayName: "Extracting snippets from \(relative)",
                executable: tool.url,
                arguments: [
                    "extract-snippets", input.path(percentEncoded: false),
                    "--display-path", relative,
                    "--output", output.path(percentEncoded: false),
                ],
                inputFiles: [input],
                outputFiles: [output]
            )
        }
    }

    /// Lists the files below `folder` with the given extension, sorted so the commands are stable.
    private func files(in folder: URL, withExtension pathExtension: String) throws -> [URL] {
        guard
            let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: nil)
        else { return [] }
        return walker.compactMap { $0 as? URL }
            .filter { $0.pathExtension == pathExtension }
            .sorted { $0.path < $1.path }
    }
}
