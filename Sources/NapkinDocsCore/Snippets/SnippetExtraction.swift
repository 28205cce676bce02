import Foundation

/// One source whose snippets `extract-snippets` writes as tests: the file to read, how
/// diagnostics name it, the test file to write, and the modules its blocks use unimported.
struct SnippetExtraction: Equatable {
    /// The article or Swift source file to read.
    var input: String
    /// Its path as diagnostics and `#sourceLocation` show it.
    var displayPath: String
    /// The Swift file to write.
    var output: String
    /// The modules its snippets use without importing them.
    var modules: [String]

    /// Reads the list the `SnippetTests` plugin writes: one source per line, its input,
    /// display path, output and comma-separated modules separated by tabs.
    /// - Returns: The sources, or `nil` after reporting a line that is not one, or a list that
    ///   cannot be read.
    static func list(at path: String, io: CommandIO) -> [SnippetExtraction]? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            io.report([Diagnostic.error("cannot read the list of sources", path: path)])
            return nil
        }
        var sources: [SnippetExtraction] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated() where !line.isEmpty
        {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4, !fields[0].isEmpty, !fields[2].isEmpty else {
                io.report([
                    Diagnostic.error(
                        "expected an input, a display path, an output and modules, separated by tabs",
                        path: path, at: SourceLocation(line: index + 1, column: 1))
                ])
                return nil
            }
            sources.append(
                SnippetExtraction(
                    input: String(fields[0]),
                    displayPath: fields[1].isEmpty ? String(fields[0]) : String(fields[1]),
                    output: String(fields[2]),
                    modules: fields[3].split(separator: ",").map(String.init)))
        }
        return sources
    }

    /// The baseline in the file at `path` (none when there is no path or no file), with
    /// its path.
    static func baseline(at path: String?) -> (SnippetBaseline, file: String) {
        let baseline =
            path.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
            .map(SnippetBaseline.parse) ?? SnippetBaseline()
        return (baseline, path ?? "")
    }

    /// The snippet files of the `Snippets` folder at `path`, read once for every source;
    /// `nil` without a path, for the nearest folder above each source.
    static func library(at path: String?) -> SnippetLibrary? {
        path.map {
            SnippetLibrary(
                folder: URL(fileURLWithPath: $0),
                displayPrefix: URL(fileURLWithPath: $0).lastPathComponent)
        }
    }

    /// Extracts the source's snippets and writes their tests (and, for a page whose blocks are
    /// only type-checked, the data file beside them), leaving each file that already holds
    /// what it would get; reports the source's diagnostics.
    /// - Parameters:
    ///   - snippets: The package's snippet files (``library(at:)``), or `nil` for those of
    ///     the nearest `Snippets` folder above the input.
    ///   - recordFolder: Where the generated suite records that the source passed.
    ///   - baseline: The blocks recorded as failing, and the path of their file.
    ///   - io: Where diagnostics go.
    /// - Returns: The exit status, 0, or 1 when the source has errors (nothing is written) or
    ///   the file cannot be written; and, for a page whose blocks are only type-checked, the
    ///   name of the value that lists them, for the target's index.
    func write(
        snippets: SnippetLibrary?, recordFolder: String?,
        baseline: (SnippetBaseline, file: String), io: CommandIO
    ) -> (status: Int32, page: String?) {
        let inputURL = URL(fileURLWithPath: input)
        let library =
            snippets
            ?? SnippetLibrary.nearest(
                above: inputURL.deletingLastPathComponent().path, packageRoot: ".")
        let file = SnippetExtractor.extract(fileAt: inputURL, path: displayPath, library: library)
        io.report(file.diagnostics)
        guard !file.diagnostics.contains(where: { $0.severity == .error }) else { return (1, nil) }
        let generated = SnippetSourceGenerator.files(
            for: file, importing: modules,
            origin: .of(
                fileAt: inputURL, recordFolder: recordFolder,
                including: file.included.map(\.file)),
            baseline: baseline)
        // The data file first: a Swift file that names it never stands without it.
        let dataFile = SnippetPageData.path(besideSwiftFile: output)
        guard let data = generated.data else {
            try? FileManager.default.removeItem(atPath: dataFile)
            return (Subcommand.writeIfChanged(Data(generated.swift.utf8), to: output, io: io), nil)
        }
        let status = Subcommand.writeIfChanged(Data(data.utf8), to: dataFile, io: io)
        guard status == 0 else { return (status, nil) }
        return (
            Subcommand.writeIfChanged(Data(generated.swift.utf8), to: output, io: io),
            SnippetSourceGenerator.pageName(for: displayPath)
        )
    }
}
