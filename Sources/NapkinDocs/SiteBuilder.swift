import Foundation

/// Builds the documentation site: `napkin-docs build`.
///
/// 1. **load**: check the output folder; read and parse every article (in parallel); load the
///    symbol graph, or build the module and extract it.
/// 2. **extract**: titles, the root page, extension articles, and each page's place in the site.
/// 3. **resolve**: every link of every article and doc comment; `## Topics` into navigation.
/// 4. **render**: article and symbol pages, in parallel, through ``PageLayout``; each page is
///    written into a temporary folder beside the output as soon as it is rendered.
/// 5. **index**: the search index, the navigation script, `print.html` and the assets.
/// 6. **write**: the last files and the manifest, then the temporary folder is swapped in
///    (``SiteWriter``).
/// Any error removes the temporary folder before step 6 swaps it in, so the previous site stays
/// as it was.
public struct SiteBuilder: Sendable {
    /// What to build.
    public var options: BuildOptions

    /// Creates a builder.
    /// - Parameter options: What to build.
    public init(options: BuildOptions) {
        self.options = options
    }

    /// Builds the site and writes it when there is no error.
    /// - Returns: The report: diagnostics, counts, and whether the site was written.
    public func run() async -> BuildReport {
        let clock = ContinuousClock.now
        let writer = SiteWriter(output: OutputFolder(path: options.outputFolder))
        var (files, report, session) = await generate(writer: writer)
        if !report.log.hasErrors, let session {
            for file in files { session.write(file) }
            do {
                try writer.commit(session)
                report.wroteSite = true
            } catch {
                report.log.append(error)
            }
        } else {
            session?.abandon()
        }
        files.removeAll()
        let elapsed = ContinuousClock.now - clock
        report.seconds =
            Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return report
    }

    /// Builds the site's files in memory without writing anything.
    /// - Returns: The files (empty when an error stopped the build early) and the report.
    public func generate() async -> ([SiteFile], BuildReport) {
        let (files, report, _) = await generate(writer: nil)
        return (files, report)
    }

    /// Builds the site's files; with a writer, and no error before rendering, each page is
    /// written into the new site by the worker that renders it.
    /// - Parameter writer: Where pages go as they are rendered, or `nil` to keep them all.
    /// - Returns: The files not written yet (all of them without a writer, sorted by path), the
    ///   report, and the writer's session, to commit or abandon.
    private func generate(
        writer: SiteWriter?
    ) async -> ([SiteFile], BuildReport, SiteWriter.Session?) {
        var report = BuildReport()
        // Stages 1 to 4 in a function of their own: every article's model is freed when it
        // returns, before the index stage, whose output only grows.
        guard var rendered = render(writer: writer, report: &report) else {
            return ([], report, nil)
        }
        MemoryPages.returnFreed()
        // 5. index
        BuildStage.reached("index")
        var files =
            rendered.session == nil
            ? rendered.pages.map { SiteFile(path: $0.content.path, contents: $0.document) } : []
        let shared = await indexFiles(
            pages: &rendered.pages, navigation: rendered.navigation,
            siteTitle: rendered.siteTitle)
        files += shared
        report.pages = rendered.pages.count + shared.count { $0.path.hasSuffix(".html") }
        return (files.sorted { $0.path < $1.path }, report, rendered.session)
    }

    /// What the render stage leaves for the index stage: no article's model.
    private struct RenderedSite {
        /// Every page, sorted by path.
        var pages: [RenderedPage]
        /// The navigation tree and reading order.
        var navigation: SiteNavigation
        /// The site's name.
        var siteTitle: String
        /// The writer's session, if pages are being written.
        var session: SiteWriter.Session?
    }

    /// Stages 1 to 4: load, extract, resolve and render (and write the pages, once the site is
    /// known to be good so far).
    /// - Parameters:
    ///   - writer: Where pages go as they are rendered, or `nil` to keep them all.
    ///   - report: Receives the diagnostics and the counts.
    /// - Returns: The rendered site, or `nil` when an error stopped the build early.
    private func render(writer: SiteWriter?, report: inout BuildReport) -> RenderedSite? {
        // 1. load
        BuildStage.reached("load")
        let output = OutputFolder(path: options.outputFolder)
        do {
            try output.validate(articlesFolder: options.articlesFolder)
        } catch {
            report.log.append(error)
            return nil
        }
        // A build killed mid-swap left the previous site aside: put it back first, so that even
        // a build that fails leaves it where it was.
        writer?.recover()
        let relativePaths: [String]
        do {
            relativePaths = try ArticleLoader.markdownFiles(in: options.articlesFolder)
        } catch {
            report.log.append(error)
            return nil
        }
        var loaded = loadArticles(relativePaths)
        report.log.append(contentsOf: loaded.diagnostics)
        let catalog: SymbolCatalog
        do {
            catalog = try loadCatalog()
        } catch {
            report.log.append(error)
            return nil
        }
        let comments = CommentDocuments(catalog: catalog)
        // 2. extract
        BuildStage.reached("extract")
        var plan = ArticlePlan(articles: loaded.articles, catalog: catalog, options: options)
        // The plan holds the articles from here on: each model is freed once its page is
        // rendered (see ``renderPages(plan:context:session:)``).
        loaded.articles = []
        report.log.append(contentsOf: plan.diagnostics)
        // 3. resolve
        BuildStage.reached("resolve")
        let resolution = LinkStage(
            plan: plan, catalog: catalog, comments: comments, allowsRawHTML: options.allowsRawHTML)
        report.log.append(
            contentsOf: resolution.linkDiagnostics.map { $0.promoted(if: options.strict) })
        report.log.append(contentsOf: resolution.topicDiagnostics)
        let context = resolution.context
        // 4. render
        var session: SiteWriter.Session?
        if let writer, !report.log.hasErrors {
            do {
                session = try writer.begin()
            } catch {
                report.log.append(error)
                return nil
            }
        }
        // Paused here, a build has its temporary folder and no page in it yet.
        BuildStage.reached("render")
        let pages = renderPages(plan: &plan, context: context, session: session)
        report.symbols = catalog.symbols.count
        let (counts, snippetDiagnostics) = Self.countSnippets(
            articles: pages.flatMap(\.articleSnippets), comments: comments, catalog: catalog)
        report.log.append(contentsOf: snippetDiagnostics)
        (report.compiledSnippets, report.runSnippets, report.skippedSnippets) = (
            counts[0], counts[1], counts[2]
        )
        return RenderedSite(
            pages: pages, navigation: context.navigation, siteTitle: context.siteTitle,
            session: session)
    }

    /// Loads the symbol catalog: empty with `--no-symbols`, from the given files, or produced.
    private func loadCatalog() throws(Diagnostic) -> SymbolCatalog {
        if options.noSymbols { return .empty }
        let root = OutputFolder.absolute(options.packageRoot)
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

    /// Counts the Swift snippets by how `swift test` treats them, as the snippet extractor reads
    /// them (so the counts match the generated tests): the articles' from their rendering, the
    /// doc comments' read here.
    /// - Parameters:
    ///   - articles: The snippets of every rendered article.
    ///   - comments: The parsed doc comments.
    ///   - catalog: The documented module's API.
    /// - Returns: The counts (compiled, run, not compiled) and the articles' fence errors.
    private static func countSnippets(
        articles: [SnippetFile], comments: CommentDocuments, catalog: SymbolCatalog
    ) -> (counts: [Int], diagnostics: [Diagnostic]) {
        let comments = catalog.symbols.compactMap { comments[$0.id] }.map {
            SnippetExtractor.snippets(in: $0)
        }
        var counts = [0, 0, 0]
        for snippet in (articles + comments).flatMap(\.snippets) {
            switch snippet.kind {
            case .compiled: counts[0] += 1
            case .run: counts[1] += 1
            case .skipped, .ignored: counts[2] += 1
            }
        }
        // A malformed fence is a content error of the article (an unknown word in the info
        // string, an orphan `output` block); doc comments are checked by the snippet tests,
        // which know their exact columns.
        return (counts, articles.flatMap(\.diagnostics))
    }
}
