import Foundation

/// The stages of ``SiteBuilder`` that run on every core: parsing and page rendering.
extension SiteBuilder {
    /// The number of workers: one per core, at least one.
    static var workerCount: Int {
        max(1, ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Runs `work` on every element of `items`, spread over ``workerCount`` tasks, and returns
    /// the results in the order of `items` (so output never depends on scheduling).
    static func parallelMap<Item: Sendable, Result: Sendable>(
        _ items: [Item], _ work: @escaping @Sendable (Item) -> Result
    ) async -> [Result] {
        let workers = min(workerCount, max(items.count, 1))
        return await withTaskGroup(of: [(Int, Result)].self) { group in
            for worker in 0..<workers {
                group.addTask {
                    // Interleaved shares keep the workers busy for about the same time.
                    stride(from: worker, to: items.count, by: workers).map { ($0, work(items[$0])) }
                }
            }
            var slots = [Result?](repeating: nil, count: items.count)
            for await share in group {
                for (index, result) in share { slots[index] = result }
            }
            return slots.compactMap { $0 }
        }
    }

    /// Reads and parses the articles in parallel.
    /// - Parameter relativePaths: The articles' paths relative to the articles folder, sorted.
    /// - Returns: The parsed articles (in path order) and the diagnostics of those that failed.
    func loadArticles(
        _ relativePaths: [String]
    ) async -> (articles: [ArticleSource], diagnostics: [Diagnostic]) {
        let folder = options.articlesFolder
        let results = await Self.parallelMap(relativePaths) {
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
    /// - Parameters:
    ///   - plan: The articles and their pages.
    ///   - context: The shared site data.
    /// - Returns: The rendered pages, sorted by path.
    func renderPages(plan: ArticlePlan, context: SiteContext) async -> [RenderedPage] {
        enum Job: Sendable {
            case article(ArticleSource, String)
            case symbol(APISymbol)
        }
        let jobs =
            plan.pages.map { Job.article($0.article, $0.page) }
            + context.catalog.pageSymbols.map { Job.symbol($0) }
        var pages = await Self.parallelMap(jobs) { job -> RenderedPage in
            var rendered: RenderedPage
            switch job {
            case .article(let article, let page):
                rendered = ArticlePageRenderer(context: context).render(article, at: page)
            case .symbol(let symbol):
                rendered = SymbolPageRenderer(context: context).render(symbol)
            }
            rendered.document = Data(
                PageLayout.html(for: rendered.content, siteTitle: context.siteTitle).utf8)
            rendered.content.bodyHTML = ""
            return rendered
        }
        if plan.root == nil {
            var index = GeneratedIndexRenderer(context: context).render()
            index.document = Data(
                PageLayout.html(for: index.content, siteTitle: context.siteTitle).utf8)
            pages.append(index)
        }
        return pages.sorted { $0.content.path < $1.content.path }
    }
}
