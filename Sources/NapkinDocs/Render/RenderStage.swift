import Foundation
import NapkinDocsCore
internal import NapkinLocking

/// Stage 4, **render**: every page, written into the new site as soon as it is rendered.
///
/// 1. Render the article pages, the symbol pages and, without a root article, a generated
///    index, in parallel through ``PageLayout``; an article set aside by the load stage is read
///    back by the worker that renders it, and each article's model is freed once its page is
///    rendered.
/// 2. Lay each page out and tokenize its search entry on the worker that rendered it, and
///    write it through the writer's session, if there is one.
/// 3. Count the Swift snippets as `swift test` treats them, and log the articles' fence errors.
///
/// In: the plan (which gives up its articles), the resolved site and the diagnostics log.
/// Out: the pages, sorted by path, and the snippet counts.
enum RenderStage {
    /// The rendered site.
    struct Output: Sendable {
        /// Every page, sorted by path.
        var pages: [RenderedPage]
        /// How many snippets are compiled, run, and not compiled.
        var snippetCounts: SnippetCounts
    }

    /// Renders every page.
    /// - Parameters:
    ///   - plan: The articles and their pages; left without its articles.
    ///   - context: The resolved site.
    ///   - loaded: The sources (for the doc comments' snippets).
    ///   - session: Where each page is written as it is rendered, if anywhere.
    ///   - log: Receives the stage's diagnostics.
    /// - Returns: The pages and counts.
    static func run(
        plan: inout ArticlePlan, context: SiteContext, loaded: LoadStage.Output,
        session: SiteWriter.Session?, log: inout DiagnosticLog
    ) -> Output {
        let pages = renderPages(plan: &plan, context: context, session: session)
        if loaded.spill?.readFailed == true {
            log.append(
                .error(
                    "cannot read back the parsed articles set aside on disk while the site was "
                        + "resolved", path: session?.folder ?? ""))
        }
        let (counts, diagnostics) = countSnippets(
            articles: pages.flatMap(\.articleSnippets), comments: loaded.comments,
            catalog: loaded.catalog, rules: context.rules, baselined: context.baselinedBlocks)
        log.append(contentsOf: diagnostics)
        return Output(pages: pages, snippetCounts: counts)
    }

    /// Renders every page in parallel: articles, symbols, and the generated index if needed.
    ///
    /// The plan gives up its articles to the jobs, and each job is taken by the worker that
    /// renders it, so an article's model is freed as soon as its page is rendered: the memory
    /// of the models already rendered holds the pages rendered next, instead of adding to it.
    /// - Parameters:
    ///   - plan: The articles and their pages; left without its articles and pages.
    ///   - context: The shared site data.
    ///   - session: Where each page is written as soon as it is rendered, if anywhere; a
    ///     written page drops its document.
    /// - Returns: The rendered pages, sorted by path.
    static func renderPages(
        plan: inout ArticlePlan, context: SiteContext, session: SiteWriter.Session? = nil
    ) -> [RenderedPage] {
        enum Job: Sendable {
            case article(ArticleSource, String)
            case symbol(APISymbol)
        }
        let jobs = SanitizedMutex<[Job?]>(
            plan.pages.map { Job.article($0.article, $0.page) }
                + context.catalog.pageSymbols.map { Job.symbol($0) })
        let hasRoot = plan.root != nil
        (plan.pages, plan.articles, plan.root) = ([], [], nil)
        let count = jobs.withLock { $0.count }
        var pages = Parallel.map(count) { index -> RenderedPage in
            guard let job = jobs.withLock({ slots in slots[index].take() }) else {
                preconditionFailure("page job \(index) was taken twice")
            }
            let rendered: RenderedPage
            switch job {
            case .article(let article, let page):
                rendered = ArticlePageRenderer(context: context).render(
                    article.readBack(), at: page)
            case .symbol(let symbol):
                rendered = SymbolPageRenderer(context: context).render(symbol)
            }
            return written(finish(rendered, in: context), by: session)
        }
        if !hasRoot {
            pages.append(
                written(
                    finish(GeneratedIndexRenderer(context: context).render(), in: context),
                    by: session))
        }
        return pages.sorted { $0.content.path < $1.content.path }
    }

    /// Writes a finished page through `session`, if there is one, drops its document, and sets
    /// its print section aside in the session's spill file.
    /// - Parameters:
    ///   - page: The finished page.
    ///   - session: The new site's writer, or `nil` to keep the page in memory.
    /// - Returns: The page.
    static func written(_ page: RenderedPage, by session: SiteWriter.Session?) -> RenderedPage {
        guard let session else { return page }
        var page = page
        session.write(SiteFile(path: page.content.path, contents: page.document))
        page.document = Data()
        // Its part of the print pages waits on disk for the index stage.
        if let spill = session.printSpill { page.printSection?.setAside(in: spill) }
        return page
    }

    /// Finishes a rendered page of a module: its search entry names the module in a site of
    /// several (``SiteContext/moduleTitle``), then ``finish(_:siteTitle:)``.
    /// - Parameters:
    ///   - page: The rendered page.
    ///   - context: The module's shared data.
    /// - Returns: The page with its document and search terms.
    static func finish(_ page: RenderedPage, in context: SiteContext) -> RenderedPage {
        var page = page
        page.searchEntry.module = context.moduleTitle
        return finish(page, siteTitle: context.siteTitle)
    }

    /// Finishes a rendered page on the worker that rendered it: lays out the document and
    /// tokenizes the search entry, then drops the body and the entry's text, to save memory.
    /// - Parameters:
    ///   - page: The rendered page.
    ///   - siteTitle: The site's name.
    /// - Returns: The page with its document and search terms.
    static func finish(_ page: RenderedPage, siteTitle: String) -> RenderedPage {
        var page = page
        page.layOut(siteTitle: siteTitle)
        page.searchTerms = SearchIndex.PageTerms(page.searchEntry)
        page.searchEntry = SearchEntry(
            title: page.searchEntry.title, href: page.searchEntry.href,
            kind: page.searchEntry.kind)
        return page
    }

    /// Counts the Swift snippets by outcome, as the snippet extractor reads them (so the counts
    /// match the generated tests and `napkin-docs snippets`): the articles' from their
    /// rendering, the doc comments' read here.
    /// - Parameters:
    ///   - articles: The snippets of every rendered article.
    ///   - comments: The parsed doc comments.
    ///   - catalog: The documented module's API.
    ///   - rules: Which rules the doc comments follow (with the lenient ones, nothing is a
    ///     snippet).
    ///   - baselined: The blocks the baseline lists, counted as shown without a mark.
    /// - Returns: The counts and the articles' fence errors.
    private static func countSnippets(
        articles: [SnippetFile], comments: CommentDocuments, catalog: SymbolCatalog,
        rules: SourceRules, baselined: Set<String>
    ) -> (counts: SnippetCounts, diagnostics: [Diagnostic]) {
        let comments = catalog.symbols.compactMap { comments[$0.id] }.map {
            SnippetExtractor.snippets(in: $0, rules: rules)
        }
        let counts = SnippetCounts(articles + comments, baselined: baselined)
        // A malformed fence is a content error of the article (an unknown word in the info
        // string, an orphan `output` block); doc comments are checked by the snippet tests,
        // which know their exact columns.
        return (counts, articles.flatMap(\.diagnostics))
    }
}
