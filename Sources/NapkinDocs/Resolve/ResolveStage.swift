import NapkinDocsCore

/// Stage 3, **resolve**: every link, and the site's shape.
///
/// 1. Resolve every link of every article (in parallel) and of every doc comment
///    (``SiteResolution``); an unresolved link is a warning, an error under `--strict`.
/// 2. Read the `## Topics` sections into the navigation tree, reading order and breadcrumbs;
///    a Topics entry that names nothing is an error.
/// 3. Gather what pages show of each other: "Mentioned In" lists and summaries.
///
/// In: the plan, the loaded sources and the diagnostics log. Out: the ``SiteContext`` every
/// page renderer reads.
enum ResolveStage {
    /// Resolves the planned site.
    /// - Parameters:
    ///   - plan: The articles and their pages.
    ///   - loaded: The sources.
    ///   - options: What to build.
    ///   - log: Receives the stage's diagnostics.
    /// - Returns: The shared site data.
    static func run(
        _ plan: ArticlePlan, loaded: LoadStage.Output, options: BuildOptions,
        log: inout DiagnosticLog
    ) -> SiteContext {
        let resolution = SiteResolution(
            plan: plan, catalog: loaded.catalog, comments: loaded.comments,
            allowsRawHTML: options.allowsRawHTML, rules: options.sourceRules,
            localFiles: loaded.localFiles, sourceLinks: options.sourceLinks)
        log.append(contentsOf: resolution.linkDiagnostics)
        log.append(contentsOf: resolution.topicDiagnostics)
        var context = resolution.context
        context.baselinedBlocks = options.baselinedBlocks
        context.moduleKind = options.moduleKind
        context.defaultCodeLanguage = options.defaultCodeLanguage
        return context
    }
}
