import Foundation

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Builds fixture folders of `Fixtures/site` into fresh temporary folders, for the site tests.
enum SiteFixture {
    /// The `Fixtures` folder of this test target.
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Fixtures")

    /// The tiny symbol graph made from a four-type `napkin` module.
    static let tinyGraph = fixtures.appending(path: "symbols/tiny/napkin.symbols.json").path

    /// The articles folder of a site fixture case.
    static func articles(_ name: String) -> String {
        fixtures.appending(path: "site/\(name)/Articles").path
    }

    /// A new, empty temporary folder (which the caller's test owns).
    static func temporaryFolder() -> URL {
        let url = FileManager.default.temporaryDirectory.appending(
            path: "napkin-docs-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Options that build a fixture case into `output`, with the tiny graph unless told
    /// otherwise; the fixtures are read as sources the snippet tests compile unless told
    /// otherwise.
    static func options(
        _ name: String, output: URL, graphs: [String]? = nil, noSymbols: Bool = false,
        strict: Bool = false, rules: SourceRules = .compiled
    ) -> BuildOptions {
        BuildOptions(
            articlesFolder: articles(name), outputFolder: output.path,
            symbolGraphs: noSymbols ? [] : (graphs ?? [tinyGraph]), noSymbols: noSymbols,
            strict: strict,
            packageRoot: fixtures.path, moduleName: "napkin", sourceRules: rules)
    }

    /// Builds a fixture case and returns the report.
    static func build(_ options: BuildOptions) async -> BuildReport {
        await SiteBuilder(options: options).run()
    }

    /// Every file below `folder` (links included, as their destination text) with its bytes.
    static func tree(_ folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        for entry in FileTree.entries(below: folder.path) {
            let path = folder.path + "/" + entry.path
            switch entry.type {
            case .file: result[entry.path] = FileManager.default.contents(atPath: path)
            case .other:
                result[entry.path] = Data(
                    ((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?").utf8
                )
            case .directory: result[entry.path + "/"] = Data()
            }
        }
        return result
    }

    /// The text of one file of a built site.
    static func page(_ path: String, in folder: URL) -> String {
        (try? String(contentsOf: folder.appending(path: path), encoding: .utf8)) ?? ""
    }
}
