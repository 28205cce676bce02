import Foundation
import PackagePlugin

/// Turns the Swift code blocks of a package's documentation into tests of the target it is
/// applied to: `plugins: [.plugin(name: "SnippetTests", package: "napkin")]` on a test target.
///
/// 1. Find the sources (``SnippetInputs``): the Markdown files inside the test target (napkin
///    links its top-level `Articles/` there), the DocC catalog and Swift doc comments of each
///    library target the test target depends on, and the package's `README.md` and `Articles/`.
/// 2. Plan one `napkin-snippets extract-all-snippets` command, which writes one generated file
///    per source, and changes only those of the sources that changed, so that editing one
///    article recompiles only that article's file; and the index, one test whose cases are
///    the blocks of every page without a run block.
/// 3. Plan one `napkin-snippets snippet-support` command writing the runtime the tests call.
///
/// A source's `@Snippet(path:slice:)` shows a file of the package's `Snippets/` folder: the
/// source's generated file compiles that file whole, so every snippet file is an input of the
/// extraction command.
///
/// Each generated suite records in `.build/snippet-records` whether its source passed as it
/// is; `generate-site` marks code blocks only when every source has such a record.
///
/// SwiftPM plans again when a file inside a target's folder comes or goes (a catalog included),
/// so the sources found in targets are always the current set. Files outside every target are
/// read too, but a file added there is seen only when the package is planned again: the plugin
/// says so, and how to link the folder into the test target.
@main
struct SnippetTests: BuildToolPlugin {
    /// Returns the commands that write the test target's snippet tests.
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let testTarget = target as? SourceModuleTarget else { return [] }
        // The generated tests and their runtime are compiled into the target the plugin is
        // applied to, so on a library or an executable they would ship with it.
        guard testTarget.kind == .test else { throw SnippetTestsError.notATestTarget(testTarget) }
        let inputs = try SnippetInputs(package: context.package, testTarget: testTarget)
        for folder in inputs.untrackedFolders {
            Diagnostics.warning(
                "\(folder)/ is outside every target, so SwiftPM does not notice files added to it "
                    + "or removed from it until the package is planned again; link it into the "
                    + "test target: ln -s \(inputs.relativeLink(to: folder)) "
                    + "\(inputs.testTargetPath)/\(folder)")
        }
        for folder in inputs.testFoldersWithoutSwift {
            let name = folder.split(separator: "/").last ?? ""
            Diagnostics.warning(
                "\(folder) holds Markdown but no Swift file, so SwiftPM builds no target from it "
                    + "(its warning: 'Source files for target \(name) should be located under …') "
                    + "and no snippet test of it runs; give it a Swift file of its own, which may "
                    + "be empty: touch \(folder)/\(name).swift")
        }
        guard !inputs.sources.isEmpty else {
            Diagnostics.warning(
                "\(testTarget.name) applies the SnippetTests plugin, but there is no documentation "
                    + "to read: no Markdown file in the target, no DocC catalog or Swift file in "
                    + "the library targets it depends on, and no README.md or Articles/; no "
                    + "snippet test is generated")
            return []
        }
        let tool = try context.tool(named: "napkin-snippets")
        let work = context.pluginWorkDirectoryURL
        let support = work.appending(path: "SnippetSupport.swift")
        // Where passing suites record their sources, for `generate-site`'s marks; the same
        // folder as `SnippetRecords.defaultFolder` in NapkinDocs, which a plugin cannot import.
        let records = context.package.directoryURL.appending(path: ".build/snippet-records")
        // The baseline `snippet-baseline` records, in the test target's folder: SwiftPM plans
        // again when it comes or goes, and every command reads it.
        let baseline = testTarget.directoryURL.appending(path: "SnippetBaseline.txt")
        let hasBaseline = FileManager.default.fileExists(
            atPath: baseline.path(percentEncoded: false))
        let baselineArguments =
            hasBaseline ? ["--baseline", baseline.path(percentEncoded: false)] : []
        // One command writes every source's file, from a list the plan writes: a build starts
        // one process for the target, however many sources it has. It writes only the files
        // whose content changes, so only the sources that changed are compiled again.
        let outputs = inputs.sources.map { source in
            work.appending(
                path: source.displayPath.replacingOccurrences(of: "/", with: "_")
                    + ".snippets.swift")
        }
        // The one test of the blocks of every page without a run block: the pages' own files
        // hold no test, so that an edit to one expands no test macro again.
        let index = work.appending(path: "SnippetPages.swift")
        let list = work.appending(path: "sources.tsv")
        try writeIfChanged(
            zip(inputs.sources, outputs).map { source, output in
                [
                    source.url.path(percentEncoded: false), source.displayPath,
                    output.path(percentEncoded: false), source.modules.joined(separator: ","),
                ].joined(separator: "\t") + "\n"
            }.joined(),
            to: list)
        let extraction = Command.buildCommand(
            displayName: "Extracting the snippets of \(testTarget.name)'s documentation",
            executable: tool.url,
            arguments: [
                "extract-all-snippets", list.path(percentEncoded: false),
                "--index", index.path(percentEncoded: false),
                "--record-folder", records.path(percentEncoded: false),
                "--snippets", inputs.snippetsFolder.path(percentEncoded: false),
            ] + baselineArguments,
            // A snippet file is an input too, as the plugin does not read which source shows
            // which: an edit to one changes only the generated files of the sources showing it.
            inputFiles: [list] + inputs.sources.map(\.url) + inputs.snippetFiles
                + (hasBaseline ? [baseline] : []),
            outputFiles: outputs + [index]
        )
        return [extraction] + [
            .buildCommand(
                displayName: "Writing the snippet test runtime",
                executable: tool.url,
                arguments: ["snippet-support", "--output", support.path(percentEncoded: false)],
                inputFiles: [],
                outputFiles: [support]
            )
        ]
    }

    /// Writes `text` to `file` unless it already holds it: the plan runs before every build,
    /// and a list whose date changed would run the extraction again for nothing.
    private func writeIfChanged(_ text: String, to file: URL) throws {
        let data = Data(text.utf8)
        if (try? Data(contentsOf: file)) == data { return }
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file, options: .atomic)
    }
}
