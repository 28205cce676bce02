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
    /// Resolves a site of one module or several. In a site of several, links may name the other
    /// modules, declarations link to their symbols, and one navigation holds every module under
    /// the page that lists them: the root page of the site's own pages when there are some (the
    /// first, folderless "module"), else ``ModuleListRenderer``'s.
    /// - Parameters:
    ///   - plans: Each module's articles and pages.
    ///   - loaded: Each module's sources.
    ///   - modules: Each module's options.
    ///   - siteTitle: The name of a site of several modules.
    ///   - log: Receives the stage's diagnostics.
    /// - Returns: The shared data of each module's pages.
    static func run(
        _ plans: [ArticlePlan], loaded: [LoadStage.Output], modules: [BuildOptions],
        siteTitle: String, log: inout DiagnosticLog
    ) -> [SiteContext] {
        guard modules.count > 1 else {
            return [run(plans[0], loaded: loaded[0], options: modules[0], log: &log)]
        }
        var resolvers: [String: LinkResolver] = [:]
        // One table of every module's symbols, shared by all (a module's own are found first
        // in its own routes): a symbol is documented in the first module that declares it.
        var symbolLinks: [String: NavLink] = [:]
        for index in modules.indices {
            let (plan, loaded) = (plans[index], loaded[index])
            symbolLinks.merge(plan.routes.declaredSymbolLinks(in: loaded.catalog)) { first, _ in
                first
            }
            // The site's own pages have no module name for links to give.
            guard !modules[index].moduleName.isEmpty else { continue }
            resolvers[modules[index].moduleName] = SiteResolution.moduleResolver(
                plan: plan, catalog: loaded.catalog, comments: loaded.comments,
                localFiles: loaded.localFiles)
        }
        var contexts: [SiteContext] = []
        for index in modules.indices {
            let module = modules[index].moduleName
            // Each module's resolver is made once, for its own links and the others'.
            var context = run(
                plans[index], loaded: loaded[index], options: modules[index],
                resolver: module.isEmpty ? nil : resolvers[module],
                otherModules: resolvers.filter { $0.key != module }, log: &log)
            context.routes.otherModuleSymbols = symbolLinks
            if !modules[index].moduleFolder.isEmpty {
                context.moduleTitle = context.navigation.tree.first?.title ?? module
            }
            let root = context.routes.rootPage
            // A module that re-exports others lists them; their symbols stay on their pages.
            let reexported = modules.indices.filter {
                modules[index].reexportedModules.contains(modules[$0].moduleName)
            }.map { NavLink(title: modules[$0].moduleName, href: plans[$0].routes.rootPage) }
            if !reexported.isEmpty {
                context.topicGroups[root, default: []].append(
                    SiteNavigation.Group(title: "Re-exported Modules", pages: reexported))
            }
            context.siteTitle = siteTitle
            contexts.append(context)
        }
        // The site's own pages, if any, come first, and their root page is the site's index.
        let hasOwnPages = modules[0].moduleFolder.isEmpty
        let moduleIndices =
            hasOwnPages ? Array(contexts.indices.dropFirst()) : Array(contexts.indices)
        let listed = moduleIndices.map {
            NavLink(title: contexts[$0].moduleTitle, href: contexts[$0].routes.rootPage)
        }
        if hasOwnPages {
            contexts[0].topicGroups[ModuleListRenderer.page, default: []].append(
                SiteNavigation.Group(title: "Modules", pages: listed))
        }
        let navigation = SiteNavigation(
            landing: hasOwnPages
                ? NavLink(
                    title: contexts[0].navigation.tree.first?.title ?? siteTitle,
                    href: ModuleListRenderer.page)
                : NavLink(title: siteTitle, href: ModuleListRenderer.page),
            own: hasOwnPages ? contexts[0].navigation : nil,
            modules: moduleIndices.map { contexts[$0].navigation })
        for index in contexts.indices { contexts[index].navigation = navigation }
        return contexts
    }

    /// Resolves the planned site.
    /// - Parameters:
    ///   - plan: The articles and their pages.
    ///   - loaded: The sources.
    ///   - options: What to build.
    ///   - resolver: This module's resolver, if already made.
    ///   - otherModules: The resolvers of the site's other modules, by name.
    ///   - log: Receives the stage's diagnostics.
    /// - Returns: The shared site data.
    static func run(
        _ plan: ArticlePlan, loaded: LoadStage.Output, options: BuildOptions,
        resolver: LinkResolver? = nil, otherModules: [String: LinkResolver] = [:],
        log: inout DiagnosticLog
    ) -> SiteContext {
        let resolution = SiteResolution(
            plan: plan, catalog: loaded.catalog, comments: loaded.comments,
            allowsRawHTML: options.allowsRawHTML, rules: options.sourceRules,
            localFiles: loaded.localFiles, sourceLinks: options.sourceLinks, resolver: resolver,
            otherModules: otherModules)
        log.append(contentsOf: resolution.linkDiagnostics)
        log.append(contentsOf: resolution.topicDiagnostics)
        var context = resolution.context
        context.baselinedBlocks = options.baselinedBlocks
        context.moduleKind = options.moduleKind
        context.defaultCodeLanguage = options.defaultCodeLanguage
        return context
    }
}
