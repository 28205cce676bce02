import Foundation
import Synchronization

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
        let next = ItemCounter()
        return await withTaskGroup(of: [(Int, Result)].self) { group in
            for _ in 0..<workers {
                group.addTask {
                    // Each worker takes the next item as soon as it is free, so a worker that
                    // the machine slows down (or that gets the costly pages) holds no one up.
                    var done: [(Int, Result)] = []
                    while case let index = next.take(), index < items.count {
                        done.append((index, work(items[index])))
                    }
                    return done
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
        // Each article's HTML is drafted as it is parsed, for the page it will get.
        let shape = MarkdownPageRenderer.draftShape(allowsRawHTML: options.allowsRawHTML)
        let results = await Self.parallelMap(relativePaths) {
            path -> Result<ArticleSource, Diagnostic> in
            do throws(Diagnostic) {
                return .success(try ArticleLoader.load(path, in: folder, draftingFor: shape))
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
    ///   - session: Where each page is written as soon as it is rendered, if anywhere; a
    ///     written page keeps its document only if `print.html` takes its body from it.
    /// - Returns: The rendered pages, sorted by path.
    func renderPages(
        plan: ArticlePlan, context: SiteContext, session: SiteWriter.Session? = nil
    ) async -> [RenderedPage] {
        enum Job: Sendable {
            case article(ArticleSource, String)
            case symbol(APISymbol)
        }
        let jobs =
            plan.pages.map { Job.article($0.article, $0.page) }
            + context.catalog.pageSymbols.map { Job.symbol($0) }
        var pages = await Self.parallelMap(jobs) { job -> RenderedPage in
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
        if plan.root == nil {
            pages.append(
                Self.written(
                    Self.finish(
                        GeneratedIndexRenderer(context: context).render(),
                        siteTitle: context.siteTitle),
                    by: session))
        }
        return pages.sorted { $0.content.path < $1.content.path }
    }

    /// Writes a finished page through `session`, if there is one, and drops its document
    /// unless `print.html` still needs it.
    /// - Parameters:
    ///   - page: The finished page.
    ///   - session: The new site's writer, or `nil` to keep the page in memory.
    /// - Returns: The page.
    static func written(_ page: RenderedPage, by session: SiteWriter.Session?) -> RenderedPage {
        guard let session else { return page }
        var page = page
        session.write(SiteFile(path: page.content.path, contents: page.document))
        if page.printSection == nil { page.document = Data() }
        return page
    }

    /// Finishes a rendered page on the worker that rendered it: lays out the document and
    /// tokenizes the search entry, then drops the body, the print section's copy of it and
    /// the entry's text, to save memory.
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

/// Hands out the indices of a ``SiteBuilder/parallelMap(_:_:)`` one at a time.
private final class ItemCounter: Sendable {
    /// The next index to hand out.
    private let next = Atomic<Int>(0)

    /// Takes the next index (past the end once every item is taken).
    /// - Returns: The index.
    func take() -> Int {
        next.wrappingAdd(1, ordering: .relaxed).oldValue
    }
}
