import Foundation
import NapkinDocsCore

/// Stage 1, **load**: every source the site is made of, each parsed once.
///
/// 1. List the articles folder's Markdown files (and its other files, which pages may show),
///    and read and parse each article (in parallel). Past the first
///    ``BuildOptions/keptMarkdownBytes``, each article's parts that only rendering reads are
///    set aside in a spill file beside the output (``DocumentSpill``), so that memory does not
///    grow with the site.
/// 2. Load the symbol graph (the given files, or made by building the module) and parse every
///    doc comment (in parallel).
///
/// In: the build's options and its diagnostics log. Out: the sources, or `nil` when an error
/// stops the build (an article that cannot be read is logged, and the others are kept).
enum LoadStage {
    /// What the later stages are made from.
    struct Output: Sendable {
        /// The parsed articles, in path order.
        var articles: [ArticleSource]
        /// The documented module's API (empty with `--no-symbols`).
        var catalog: SymbolCatalog
        /// Its doc comments, parsed.
        var comments: CommentDocuments
        /// The articles folder's other files (images, downloads).
        var localFiles = LocalFiles()
        /// The file the articles' rendered parts wait in, if any was set aside.
        var spill: SpillFile?
    }

    /// Loads and parses every source.
    /// - Parameters:
    ///   - options: What to build.
    ///   - spillFolder: Where articles may be set aside (a folder on the output's disk), or
    ///     `nil` to keep every article in memory.
    ///   - log: Receives the stage's diagnostics.
    /// - Returns: The sources, or `nil` when an error stops the build.
    static func run(
        _ options: BuildOptions, spillFolder: String? = nil, log: inout DiagnosticLog
    ) -> Output? {
        let relativePaths: [String]
        var localFiles: LocalFiles
        do {
            // A module of a site of several may have no articles: its pages are its symbols'.
            (relativePaths, localFiles) =
                options.articlesFolder.isEmpty
                ? ([], LocalFiles()) : try ArticleLoader.contents(of: options.articlesFolder)
        } catch {
            log.append(error)
            return nil
        }
        localFiles.siteFolder = options.moduleFolder + LocalFiles.defaultSiteFolder
        let includes = CatalogIncludes(
            folder: options.articlesFolder, localFiles: localFiles,
            packageRoot: options.packageRoot)
        let spill = spillFolder.flatMap { DocumentSpill.file(in: $0) }
        let loaded = loadArticles(
            relativePaths, in: options.articlesFolder, rules: options.sourceRules,
            includes: includes, spill: spill.map { ($0, options.keptMarkdownBytes) })
        log.append(contentsOf: loaded.diagnostics)
        let catalog: SymbolCatalog
        do {
            catalog = try loadCatalog(options)
        } catch {
            log.append(error)
            return nil
        }
        let comments = CommentDocuments(catalog: catalog, includes: includes)
        log.append(contentsOf: comments.diagnostics)
        return Output(
            articles: loaded.articles, catalog: catalog, comments: comments,
            localFiles: localFiles, spill: spill)
    }

    /// Reads and parses the articles in parallel.
    /// - Parameters:
    ///   - relativePaths: The articles' paths relative to the articles folder, sorted.
    ///   - folder: The articles folder.
    ///   - rules: Which rules the articles follow.
    ///   - includes: The snippets and files their directives may show.
    ///   - spill: The file articles are set aside in, and how many bytes of Markdown stay in
    ///     memory first; `nil` to keep them all.
    /// - Returns: The parsed articles (in path order) and the diagnostics of those that failed
    ///   or were read with a warning.
    private static func loadArticles(
        _ relativePaths: [String], in folder: String, rules: SourceRules,
        includes: CatalogIncludes, spill: (file: SpillFile, keptBytes: Int)?
    ) -> (articles: [ArticleSource], diagnostics: [Diagnostic]) {
        let kept = DocumentSpill.Budget(bytes: spill?.keptBytes ?? .max)
        let root = ArticleLoader.root(of: folder)
        let results = Parallel.map(relativePaths) {
            path -> Result<ArticleSource, Diagnostic> in
            do throws(Diagnostic) {
                var article = try ArticleLoader.load(
                    path, in: folder, root: root, rules: rules, includes: includes)
                if let spill, !kept.keeps(article) { article.setAside(in: spill.file) }
                return .success(article)
            } catch {
                return .failure(error)
            }
        }
        var articles: [ArticleSource] = []
        var diagnostics: [Diagnostic] = []
        for result in results {
            switch result {
            case .success(let article):
                articles.append(article)
                diagnostics += article.diagnostics
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        return (articles, diagnostics)
    }

    /// Loads the symbol catalog: empty with `--no-symbols`, from the given files, or produced.
    private static func loadCatalog(_ options: BuildOptions) throws(Diagnostic) -> SymbolCatalog {
        if options.noSymbols { return .empty }
        let root = FileTree.absolute(options.packageRoot)
        if !options.symbolGraphs.isEmpty {
            return try SymbolGraphLoader.load(files: options.symbolGraphs, sourceRoot: root)
        }
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
            "napkin-docs-graphs-\(ProcessInfo.processInfo.processIdentifier)")
        defer { FileTree.removeTree(folder) }
        FileTree.removeTree(folder)
        let graphs = try SymbolGraphProducer(packageRoot: root, moduleName: options.moduleName)
            .produce(into: folder)
        return try SymbolGraphLoader.load(files: graphs, sourceRoot: root)
    }
}
