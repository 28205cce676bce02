import Foundation
internal import NapkinLocking

/// The stages of ``SiteBuilder`` that run on every core (through ``Parallel``): parsing and
/// page rendering.
extension SiteBuilder {
    /// Reads and parses the articles in parallel.
    /// - Parameter relativePaths: The articles' paths relative to the articles folder, sorted.
    /// - Returns: The parsed articles (in path order) and the diagnostics of those that failed.
    func loadArticles(
        _ relativePaths: [String]
    ) -> (articles: [ArticleSource], diagnostics: [Diagnostic]) {
        let folder = options.articlesFolder
        let results = Parallel.map(relativePaths) {
            path -> Result<ArticleSource, Diagnostic> in
            do throws(Diagnostic) {
                return .success(try ArticleLoader.load(path, in: folder))
            } catch {
                return .failure(error)
            }
        }
        var articles: [ArticleSource] = []
        var diagnostics: [Diagnostic] = []
        for result in results {
            switch result {
            case .success(let article): articles.append(article)
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        return (articles, diagnostics)
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
    func renderPages(
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
                rendered = ArticlePageRenderer(context: context).render(article, at: page)
            case .symbol(let symbol):
                rendered = SymbolPageRenderer(context: context).render(symbol)
            }
            return Self.written(
                Self.finish(rendered, siteTitle: context.siteTitle), by: session)
        }
        if !hasRoot {
            pages.append(
                Self.written(
                    Self.finish(
                        GeneratedIndexRenderer(context: context).render(),
                        siteTitle: context.siteTitle),
                    by: session))
        }
        return pages.sorted { $0.content.path < $1.content.path }
    }

    /// Writes a finished page through `session`, if there is one, and drops its document.
    /// - Parameters:
    ///   - page: The finished page.
    ///   - session: The new site's writer, or `nil` to keep the page in memory.
    /// - Returns: The page.
    static func written(_ page: RenderedPage, by session: SiteWriter.Session?) -> RenderedPage {
        guard let session else { return page }
        var page = page
        session.write(SiteFile(path: page.content.path, contents: page.document))
        page.document = Data()
        return page
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
}
