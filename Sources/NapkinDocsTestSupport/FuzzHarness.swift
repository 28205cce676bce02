import Foundation

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Runs one untrusted input through the generator and lists the broken guarantees.
///
/// The libFuzzer targets (`Sources/FuzzRender`, `Sources/FuzzSnippets`) and the regression
/// test (`FuzzRegressionTests`) both go through this type, so what the fuzzer checks and what
/// the test replays cannot drift apart.
///
/// 1. **decode**: the bytes as UTF-8, the way ``SourceFile`` reads an article. Invalid UTF-8
///    must give a located diagnostic; the harness then goes on with the text repaired (U+FFFD),
///    so that mutated inputs still reach the later stages.
/// 2. **render** (``renderArticle(_:)``): the text as `Articles/Fuzz.md` of a two-article site
///    over a small symbol catalog, built by ``SiteBuilder`` itself from files (every stage and
///    every page, `print.html` included), with raw HTML off and on; and the drafted rendering
///    compared with the full one, through the stages in memory.
/// 3. **snippets** (``extractSnippets(_:)``): the text as an article and as a Swift file's doc
///    comments, through ``SnippetExtractor`` and ``SnippetSourceGenerator``.
///
/// A crash is found by the sanitizers; a broken invariant comes back as a violation message.
public struct FuzzHarness: Sendable {
    /// The documented module's API, so that symbol links in the input resolve.
    public var catalog: SymbolCatalog
    /// The fixed root page that lists the input's page in its Topics.
    static let rootArticle = """
        # napkin

        The root page of the fuzzing site.

        ## Topics

        ### Articles

        - <doc:Fuzz>
        - <doc:Guide>

        """
    /// A second article, so that `<doc:Guide>` and relative links have somewhere to go.
    static let guideArticle = "# Guide\n\nA second page, linked from the input.\n"
    /// The input's path relative to the articles folder.
    static let inputPath = "Fuzz.md"
    /// The articles folder as shown in diagnostics.
    static let articlesFolder = "Articles"

    /// The symbol graph files the real build loads (the catalog's own files).
    public var graphFiles: [String]
    /// The folder the graph's source paths are relative to.
    public var packageRoot: String

    /// Creates a harness over a symbol catalog.
    /// - Parameters:
    ///   - catalog: The API that symbol links resolve against (use the tiny fixture graph).
    ///   - graphFiles: The files `catalog` was loaded from, for the real build.
    ///   - packageRoot: The folder the graph's source paths are relative to.
    public init(catalog: SymbolCatalog, graphFiles: [String], packageRoot: String) {
        self.catalog = catalog
        self.graphFiles = graphFiles
        self.packageRoot = packageRoot
    }

    /// The fixture symbol graph the harness resolves symbol links against, relative to the
    /// package root.
    public static let tinyGraph = "Tests/NapkinDocsTests/Fixtures/symbols/tiny/napkin.symbols.json"

    /// Creates a harness over the tiny fixture symbol graph of the package at `packageRoot`.
    /// - Parameter packageRoot: The folder holding `Package.swift`.
    /// - Returns: The harness; a missing or broken fixture stops the process, since no input
    ///   could be checked without it.
    public static func overTinyGraph(packageRoot: String) -> FuzzHarness {
        let graph = (packageRoot as NSString).appendingPathComponent(tinyGraph)
        do throws(Diagnostic) {
            return FuzzHarness(
                catalog: try SymbolGraphLoader.load(files: [graph], sourceRoot: packageRoot),
                graphFiles: [graph], packageRoot: packageRoot)
        } catch {
            preconditionFailure("cannot load the fuzzing symbol graph: \(error)")
        }
    }

    /// Decodes `bytes` as an article is decoded, checking the diagnostic of invalid UTF-8.
    /// - Parameters:
    ///   - bytes: The raw input.
    ///   - path: The path shown in diagnostics.
    ///   - violations: Where a broken guarantee is recorded.
    /// - Returns: The text; invalid sequences are replaced by U+FFFD.
    static func decode(_ bytes: [UInt8], path: String, violations: inout [String]) -> String {
        do throws(Diagnostic) {
            return try SourceFile.decode(Data(bytes), path: path)
        } catch {
            if error.severity != .error || error.path != path {
                violations.append("invalid UTF-8 gave an unexpected diagnostic: \(error)")
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Renders the input as an article of a small site and checks every page written from it.
    /// - Parameter bytes: The article's bytes.
    /// - Returns: The broken guarantees (empty when the input was handled safely).
    public func renderArticle(_ bytes: [UInt8]) async -> [String] {
        var violations: [String] = []
        let display = ArticleLoader.displayPath(Self.inputPath, in: Self.articlesFolder)
        var text = Self.decode(bytes, path: display, violations: &violations)
        do throws(Diagnostic) {
            _ = try Self.article(Self.inputPath, text)
        } catch {
            if error.location != SourceLocation(line: 1, column: 1) {
                violations.append("an untitled article's error is not at 1:1: \(error)")
            }
            // A build stops at an untitled article; a title keeps the rest of the input reachable.
            text = "# Untitled\n\n" + text
            do throws(Diagnostic) {
                _ = try Self.article(Self.inputPath, text)
            } catch {
                violations.append("an article with a title was refused: \(error)")
                return violations
            }
        }
        // The real pipeline, every stage and every page (print.html included), from files.
        let texts = [
            ("Guide.md", Self.guideArticle), (Self.inputPath, text),
            ("napkin.md", Self.rootArticle),
        ]
        for page in await buildSite(texts, allowsRawHTML: false, rules: .compiled) {
            violations += Self.pageViolations(
                page.html, path: page.path, readsByStandard: Self.holdsInput(page.path))
        }
        // With `--allow-raw-html` the author's markup is kept, and still never script: no event
        // handler, embedding tag, foreign script or blocked URL. (An author's own ids and
        // attribute text are theirs to get right.) This build reads the articles as Markdown
        // that nothing compiles, so that the lenient rules are fuzzed too.
        for page in await buildSite(texts, allowsRawHTML: true, rules: .lenient) {
            violations += Self.pageViolations(
                page.html, path: "raw-html " + page.path,
                readsByStandard: Self.holdsInput(page.path)
            )
            .filter {
                !$0.contains("two elements have the id") && !$0.contains("unescaped '<'")
            }
        }
        // Pages are written from the document model by napkin-docs' own writer: on the
        // untouched model it must write exactly what cmark-gfm's renderer writes.
        let model = HTMLWriter.html(of: CMarkBridge.tree(of: text))
        if model != CMarkBridge.cmarkHTML(of: text) {
            violations.append("the model's writer and cmark-gfm's renderer differ on the input")
        }
        return violations
    }

    /// Whether the page at `path` holds the input's text: its own page and the print page.
    static func holdsInput(_ path: String) -> Bool {
        path == "print.html" || path == "articles/fuzz.html"
    }

    /// Builds the site of `articles` with ``SiteBuilder/generate()``, the real pipeline, from
    /// files in a temporary folder of its own (calls may run at the same time).
    /// - Parameters:
    ///   - articles: Each article's path in the articles folder and its text.
    ///   - allowsRawHTML: Whether the authors' raw HTML is written (`--allow-raw-html`).
    ///   - rules: Which rules the articles follow (`--compiled` or not).
    /// - Returns: Every HTML file the build made, with its path.
    func buildSite(
        _ articles: [(path: String, text: String)], allowsRawHTML: Bool, rules: SourceRules
    ) async -> [(path: String, html: String)] {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent(
            "napkin-fuzz-\(UUID().uuidString)")
        let folder = (root as NSString).appendingPathComponent(Self.articlesFolder)
        defer { FileTree.removeTree(root) }
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true)
            for (path, text) in articles {
                try Data(text.utf8).write(
                    to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent(path)))
            }
        } catch {
            preconditionFailure("cannot write the fuzzing site's articles: \(error)")
        }
        let options = BuildOptions(
            articlesFolder: folder, outputFolder: (root as NSString).appendingPathComponent("Site"),
            symbolGraphs: graphFiles, packageRoot: packageRoot,
            moduleName: catalog.moduleName.isEmpty ? "napkin" : catalog.moduleName,
            allowsRawHTML: allowsRawHTML, sourceRules: rules)
        let (files, _) = await SiteBuilder(options: options).generate()
        return files.filter { $0.path.hasSuffix(".html") }.map {
            ($0.path, String(decoding: $0.contents, as: UTF8.self))
        }
    }

    /// Parses one article of the fuzzing site.
    private static func article(
        _ relativePath: String, _ text: String
    ) throws(Diagnostic)
        -> ArticleSource
    {
        let display = ArticleLoader.displayPath(relativePath, in: articlesFolder)
        return try ArticleSource(
            relativePath: relativePath, document: MarkdownDocument(source: text, path: display),
            rules: .compiled)
    }
}
