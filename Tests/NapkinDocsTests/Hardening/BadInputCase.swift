import Foundation

@testable import NapkinDocs
@testable import NapkinDocsCore
@testable import NapkinDocsTestSupport

/// One case of the bad-input corpus in `Fixtures/bad/<name>/`, copied into a temporary folder.
///
/// A case folder holds:
/// - `Articles/`: the Markdown to build (it may hold a dangling link, an unreadable file…);
/// - `Sources/` (optional): Swift files whose doc comments are extracted as snippets;
/// - `generate.json` (optional): files too large or too deep to commit, written from repeated
///   parts, as `[{"path": "Articles/Deep.md", "parts": [{"text": ">", "count": 10000}]}]`;
/// - `options.txt` (optional): words among `symbols=<graph under Fixtures>`, `strict`,
///   `allow-raw-html` and `lenient`; without `symbols=` the site is built with `--no-symbols`,
///   and without `lenient` with `--compiled` (the articles are read as the snippet tests read
///   them);
/// - `expected.txt`: every diagnostic the case must produce, one per line, prefixed with the
///   path that reports it: `build: Articles/X.md:3:1: error: …` for the site build,
///   `extract: Articles/X.md:3:1: error: …` for the snippet extractor (what `swift test`'s
///   plugin runs). The two are checked apart, duplicates included, so that neither can stop
///   reporting a case the other still reports. Then checks on the output:
///   `page <file> contains <text>`, `page <file> lacks <text>` and
///   `snippets <Articles/X.md> contains <text>` (the generated test source). Lines starting
///   with `#` are comments; any other line is an error in the fixture.
struct BadInputCase {
    /// A file that `generate.json` asks for.
    struct GeneratedFile: Decodable {
        /// One repeated part of the file.
        struct Part: Decodable {
            /// The text of the part.
            var text: String
            /// How many times it is repeated (1 when absent).
            var count: Int?
        }
        /// The file's path inside the case folder.
        var path: String
        /// The parts, written in order.
        var parts: [Part]
    }

    /// A check on the built output, from `expected.txt`.
    enum OutputCheck: Equatable {
        /// The page's HTML contains the text.
        case pageContains(page: String, text: String)
        /// The page's HTML does not contain the text.
        case pageLacks(page: String, text: String)
        /// The generated snippet files of a source (its Swift file, and its data file if it has
        /// one) contain the text.
        case snippetsContain(file: String, text: String)
    }

    /// The case's name (its folder's name).
    let name: String
    /// The temporary copy of the case folder.
    let folder: URL
    /// The diagnostics the site build must report, as `path:line:column: severity: message`
    /// lines, sorted, duplicates kept.
    let expectedBuildDiagnostics: [String]
    /// The diagnostics the snippet extractor must report, sorted, duplicates kept.
    let expectedExtractDiagnostics: [String]
    /// The comment and check lines of `expected.txt`, in order, kept when it is recorded again.
    let otherLines: [String]
    /// The expected properties of the output.
    let checks: [OutputCheck]
    /// The words of `options.txt`.
    let options: [String]

    /// The corpus folder.
    static let corpus = SiteFixture.fixtures.appending(path: "bad")

    /// The names of every case in the corpus, sorted.
    static var names: [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return entries.filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Copies the case `name` into a new temporary folder and reads its expectations.
    /// - Parameter name: The case folder's name.
    /// - Throws: When the fixture cannot be copied or its files cannot be read.
    init(_ name: String) throws {
        self.name = name
        let root = SiteFixture.temporaryFolder()
        folder = root.appending(path: name)
        try FileManager.default.copyItem(at: Self.corpus.appending(path: name), to: folder)
        let generate = folder.appending(path: "generate.json")
        if FileManager.default.fileExists(atPath: generate.path) {
            for file in try JSONDecoder().decode(
                [GeneratedFile].self, from: Data(contentsOf: generate))
            {
                var data = Data()
                for part in file.parts {
                    data.append(Data(String(repeating: part.text, count: part.count ?? 1).utf8))
                }
                let url = folder.appending(path: file.path)
                // Git keeps no empty folder, so a case of generated files may have no Articles/.
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
        }
        let optionsFile = folder.appending(path: "options.txt")
        options =
            (try? String(contentsOf: optionsFile, encoding: .utf8))?
            .split(whereSeparator: \.isWhitespace).map(String.init) ?? []
        var build: [String] = []
        var extract: [String] = []
        var checks: [OutputCheck] = []
        var other: [String] = []
        let expected = try String(contentsOf: Self.expectedFile(name), encoding: .utf8)
        for (number, line) in expected.split(separator: "\n").map(String.init).enumerated()
        where !line.allSatisfy(\.isWhitespace) {
            if line.hasPrefix(Self.buildPrefix) {
                build.append(String(line.dropFirst(Self.buildPrefix.count)))
            } else if line.hasPrefix(Self.extractPrefix) {
                extract.append(String(line.dropFirst(Self.extractPrefix.count)))
            } else if line.hasPrefix("#") {
                other.append(line)
            } else if let check = Self.check(line) {
                checks.append(check)
                other.append(line)
            } else {
                throw FixtureError(
                    description: "bad/\(name)/expected.txt:\(number + 1): unknown line '\(line)'")
            }
        }
        expectedBuildDiagnostics = build.sorted()
        expectedExtractDiagnostics = extract.sorted()
        otherLines = other
        self.checks = checks
    }

    /// The prefix of a diagnostic the site build reports.
    static let buildPrefix = "build: "
    /// The prefix of a diagnostic the snippet extractor reports.
    static let extractPrefix = "extract: "

    /// The committed `expected.txt` of the case `name`.
    static func expectedFile(_ name: String) -> URL {
        corpus.appending(path: name).appending(path: "expected.txt")
    }

    /// Rewrites the committed `expected.txt` with the diagnostics seen, keeping its comments
    /// and checks (for `RECORD_SNAPSHOTS=1`).
    /// - Parameters:
    ///   - build: The site build's diagnostics.
    ///   - extract: The snippet extractor's diagnostics.
    /// - Returns: The new text of the file.
    func recordedExpectations(build: [String], extract: [String]) -> String {
        let comments = otherLines.filter { $0.hasPrefix("#") }
        let checkLines = otherLines.filter { !$0.hasPrefix("#") }
        let lines =
            comments + build.sorted().map { Self.buildPrefix + $0 }
            + extract.sorted().map { Self.extractPrefix + $0 } + checkLines
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads an output check line, or returns `nil` for a diagnostic line.
    /// - Parameter line: A line of `expected.txt`.
    /// - Returns: The check it states.
    private static func check(_ line: String) -> OutputCheck? {
        let words = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
        guard words.count == 4 else { return nil }
        let (subject, verb, text) = (String(words[1]), words[2], String(words[3]))
        switch (words[0], verb) {
        case ("page", "contains"): return .pageContains(page: subject, text: text)
        case ("page", "lacks"): return .pageLacks(page: subject, text: text)
        case ("snippets", "contains"): return .snippetsContain(file: subject, text: text)
        default: return nil
        }
    }

    /// The build options for the case, writing into `output`.
    /// - Parameter output: The output folder.
    /// - Returns: Options as `napkin-docs build` would make them from `options.txt`.
    func buildOptions(output: URL) -> BuildOptions {
        let graph = options.first { $0.hasPrefix("symbols=") }.map {
            SiteFixture.fixtures.appending(path: String($0.dropFirst("symbols=".count))).path
        }
        return BuildOptions(
            articlesFolder: folder.appending(path: "Articles").path, outputFolder: output.path,
            symbolGraphs: graph.map { [$0] } ?? [], noSymbols: graph == nil,
            strict: options.contains("strict"), packageRoot: folder.path, moduleName: "napkin",
            allowsRawHTML: options.contains("allow-raw-html"),
            sourceRules: options.contains("lenient") ? .lenient : .compiled)
    }

    /// The Markdown and Swift files whose snippets are extracted, relative to the case folder;
    /// none for a `lenient` case, which no snippet test reads.
    var snippetSources: [String] {
        guard !options.contains("lenient") else { return [] }
        return ["Articles", "Sources"].flatMap { top in
            FileTree.entries(below: folder.appending(path: top).path)
                .filter { $0.path.hasSuffix(".md") || $0.path.hasSuffix(".swift") }
                .map { top + "/" + $0.path }
        }
        .sorted()
    }

    /// A line of a case's `expected.txt` that means nothing.
    struct FixtureError: Error, CustomStringConvertible {
        /// Where and what.
        var description: String
    }

    /// Deletes the temporary copy.
    func remove() {
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }
}
