import NapkinDocsCore

/// Stage 2, **extract**: what each article is and where it goes.
///
/// 1. Take each article's title, and find the root page (`# Module`, or the module's name) and
///    the extension articles (`# ``Symbol```), which join their symbol's page.
/// 2. Give every other article its page, with a unique slug, and list the articles that links
///    can name.
///
/// In: the loaded sources and the diagnostics log. Out: the ``ArticlePlan``.
enum ExtractStage {
    /// Plans the site's articles.
    /// - Parameters:
    ///   - loaded: The sources.
    ///   - options: What to build.
    ///   - log: Receives the stage's diagnostics.
    /// - Returns: The plan.
    static func run(
        _ loaded: LoadStage.Output, options: BuildOptions, log: inout DiagnosticLog
    ) -> ArticlePlan {
        let plan = ArticlePlan(articles: loaded.articles, catalog: loaded.catalog, options: options)
        log.append(contentsOf: plan.diagnostics)
        return plan
    }
}
