import Foundation
import NapkinDocsCore

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
///
/// Stages 1 to 5 are folders, each entered through the file that opens with its steps
/// (`Load/LoadStage`, `Extract/ExtractStage`, `Resolve/ResolveStage`, `Render/RenderStage`,
/// `Index/IndexStage`); each takes what the stages before it made and the diagnostics log, and
/// returns what it makes, and uses no later stage. This folder holds the driver and what it
/// lends the stages: the options, the report, the output folder and the writer. The parts every
/// stage may use are folders of their own: `Markdown`, `Symbols`, `Links`, `Search`, `Snippets`,
/// `SwiftSource`, `Text`, `Concurrency` and `Diagnostics`.
package struct SiteBuilder: Sendable {
    /// What to build.
    package var options: BuildOptions

    /// Creates a builder.
    /// - Parameter options: What to build.
    package init(options: BuildOptions) {
        self.options = options
    }

    /// Builds the site and writes it when there is no error.
    /// - Returns: The report: diagnostics, counts, and whether the site was written.
    package func run() async -> BuildReport {
        let clock = ContinuousClock.now
        let writer = SiteWriter(output: OutputFolder(path: options.outputFolder))
        var (files, report, session) = await generate(writer: writer)
        var timer = StageTimer()
        if !report.log.hasErrors, let session {
            timer.enter("write", observed: false)
            // A large site has hundreds of index shards: written on every core, as pages are.
            _ = Parallel.map(files) { session.write($0) }
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
        timer.end()
        report.stageTimes += timer.finished
        report.seconds = (ContinuousClock.now - clock).seconds
        return report
    }

    /// Builds the site's files in memory without writing anything.
    /// - Returns: The files (empty when an error stopped the build early) and the report.
    package func generate() async -> ([SiteFile], BuildReport) {
        let (files, report, _) = await generate(writer: nil)
        return (files, report)
    }

    /// Builds the site's files, one stage after the other; with a writer, and no error before
    /// rendering, each page is written into the new site by the worker that renders it.
    /// - Parameter writer: Where pages go as they are rendered, or `nil` to keep them all.
    /// - Returns: The files not written yet (all of them without a writer, sorted by path), the
    ///   report, and the writer's session, to commit or abandon.
    private func generate(
        writer: SiteWriter?
    ) async -> ([SiteFile], BuildReport, SiteWriter.Session?) {
        var report = BuildReport()
        var timer = StageTimer()
        // `--strict`: every warning, whichever stage finds it, is an error.
        report.log.promotesWarnings = options.strict
        // 1. load
        timer.enter("load")
        let modules = options.siteModules
        do {
            for module in modules {
                try OutputFolder(path: options.outputFolder).validate(
                    articlesFolder: module.articlesFolder)
            }
        } catch {
            report.log.append(error)
            return ([], report, nil)
        }
        // A build killed mid-swap left the previous site aside: put it back first, so that even
        // a build that fails leaves it where it was.
        writer?.recover()
        // Articles set aside wait beside the output, on its disk.
        let spillFolder = writer.map {
            ($0.output.absolutePath as NSString).deletingLastPathComponent
        }
        var loaded: [LoadStage.Output] = []
        for module in modules {
            guard let output = LoadStage.run(module, spillFolder: spillFolder, log: &report.log)
            else { return ([], report, nil) }
            loaded.append(output)
        }
        // 2. extract
        timer.enter("extract")
        var plans = zip(modules, loaded).map { module, loaded in
            ExtractStage.run(loaded, options: module, log: &report.log)
        }
        // The plans hold the articles from here on; each model is freed once its page is
        // rendered.
        for index in loaded.indices { loaded[index].articles = [] }
        // 3. resolve
        timer.enter("resolve")
        var contexts = ResolveStage.run(
            plans, loaded: loaded, modules: modules, siteTitle: options.siteTitle,
            log: &report.log)
        // 4. render
        var session: SiteWriter.Session?
        if let writer, !report.log.hasErrors {
            do {
                session = try writer.begin()
            } catch {
                report.log.append(error)
                return ([], report, nil)
            }
        }
        // Paused here, a build has its temporary folder and no page in it yet.
        timer.enter("render")
        var pages: [RenderedPage] = []
        for index in modules.indices {
            let rendered = RenderStage.run(
                plan: &plans[index], context: contexts[index], loaded: loaded[index],
                session: session, log: &report.log)
            pages += rendered.pages
            report.snippets.add(rendered.snippetCounts)
            report.symbols += loaded[index].catalog.symbols.count
            // Every article's resolved links are read by its page alone.
            contexts[index].articleLinks = [:]
        }
        // A site of several modules without pages of its own gets an index that lists them.
        if modules.count > 1, !modules[0].moduleFolder.isEmpty {
            pages.append(
                RenderStage.written(
                    RenderStage.finish(
                        ModuleListRenderer(contexts: contexts).render(),
                        siteTitle: options.siteTitle),
                    by: session))
            pages.sort { $0.content.path < $1.content.path }
        }
        // The articles' models are freed: their pages go back to the system before the index
        // stage's large buffers are made.
        MemoryPages.returnFreed()
        // 5. index
        timer.enter("index")
        var files =
            session == nil
            ? pages.map { SiteFile(path: $0.content.path, contents: $0.document) } : []
        let shared = await IndexStage.run(
            pages: &pages, navigation: contexts[0].navigation, siteTitle: contexts[0].siteTitle,
            session: session)
        files += shared.files
        for (index, module) in modules.enumerated() {
            files += IndexStage.copies(
                of: contexts[index].referencedFiles, from: module.articlesFolder,
                to: loaded[index].localFiles.siteFolder, log: &report.log, session: session)
        }
        report.pages = pages.count + shared.printPages
        timer.end()
        report.stageTimes = timer.finished
        // 6. write: by ``run()``, through the session.
        return (files.sorted { $0.path < $1.path }, report, session)
    }
}
