import Foundation
import NapkinDocsCore

extension Subcommand {
    /// `napkin-docs build`: renders the articles and the module's API into a static site.
    package static let build = Subcommand(
        name: "build",
        abstract: "Builds the documentation site from the articles and the module's symbol graph.",
        options: [
            CommandOption(
                "--articles", valueName: "dir",
                help:
                    "The folder of Markdown articles, or a DocC catalog (default: Articles when the package has it, else the documented module's .docc catalog). With several modules, repeat it as MODULE=DIR (a catalog named MODULE.docc needs no MODULE=); a module without articles gets the pages of its symbols."
            ),
            CommandOption(
                "--output", valueName: "dir", help: "The folder to write the site to.",
                defaultValue: BuildOptions.defaults.outputFolder),
            CommandOption(
                "--symbol-graph", valueName: "file",
                help:
                    "A symbol graph file or folder of them; repeat it for several. Without it, the graph is built from the compiler."
            ),
            CommandOption(
                "--module", valueName: "name",
                help:
                    "The module to document (default: \(PackageLayout.howModuleIsFound)). Repeat it to document several modules in one site: each module's pages are in a folder of its own, the site's index.html lists them, links may name another module (``Module/Symbol``, <doc:Module/Article>), and one sidebar and one search hold them all."
            ),
            CommandOption(
                "--title", valueName: "name",
                help:
                    "The name of a site of several modules (default: the package's name in Package.swift)."
            ),
            .flag("--no-symbols", help: "Build a plain folder of Markdown, without API pages."),
            .flag(
                "--compiled",
                help:
                    "The articles and doc comments are compiled by the package's snippet tests: a code block's info string must be 'swift' or 'output' with known words, fences must be closed, each article must start with a level-1 title, and Swift blocks are marked compiled or run. Without it, the Markdown is shown as written (any info string, 'Swift' highlighted as Swift), with warnings for an unclosed fence or a missing title, and no block is marked as checked."
            ),
            CommandOption(
                "--verified-by", valueName: "dir",
                help:
                    "The records 'swift test' leaves of the documentation files whose snippet tests passed (the SnippetTests plugin writes them to \(SnippetRecords.defaultFolder)). When every article and source file of the module has a record of its current contents, the build is --compiled; otherwise no block is marked, with a warning naming the first file without one."
            ),
            .flag("--strict", help: "Treat every warning as an error (unresolved links included)."),
            .flag(
                "--allow-raw-html",
                help:
                    "Write the Markdown's raw HTML into the pages: markup and styling, never script. A tag with an event-handler attribute (onclick=…), a javascript:, vbscript: or data: URL, a <script>, <style>, <iframe>, <object>, <embed> or similar element, or a tag left open shows its whole HTML block as text. Without this flag, all raw HTML is shown as text."
            ),
            .flag(
                "--no-published-links",
                help:
                    "Leave names of Apple's modules (Swift/Array in a link, String or Sendable in a declaration) as text; by default they link to their published documentation on developer.apple.com, marked as outside the site (the only links that need the network)."
            ),
            .flag("--watch", help: "Rebuild whenever an input changes (polls every half second)."),
            .flag(
                "--timings",
                help:
                    "Print how long each stage of the build took (load, extract, resolve, render, index, write) after the summary."
            ),
            CommandOption(
                "--source-service", valueName: "name",
                help:
                    "The service that shows the repository online: github, gitlab or bitbucket. With --source-service-base-url and --checkout-path, every symbol page links to its declaration's file and line."
            ),
            CommandOption(
                "--source-service-base-url", valueName: "url",
                help:
                    "The URL of the documented revision's root on that service, such as https://github.com/owner/repo/blob/main."
            ),
            CommandOption(
                "--checkout-path", valueName: "dir",
                help:
                    "The local checkout of that repository; declaration files are made relative to it."
            ),
        ]
    ) { arguments, io in
        var options = buildOptions(from: arguments)
        var verification: [Diagnostic] = []
        if let folder = arguments["--verified-by"] {
            // Every module's files, once each.
            var seen: Set<String> = []
            let files = options.siteModules.flatMap { module in
                SnippetSources.files(
                    inPackageAt: URL(fileURLWithPath: options.packageRoot),
                    module: module.moduleName.isEmpty ? nil : module.moduleName)
            }.filter { seen.insert($0.path).inserted }
            let unverified = SnippetRecords(folder: URL(fileURLWithPath: folder)).unverified(
                files, packageRoot: URL(fileURLWithPath: options.packageRoot))
            // A package that never applies the SnippetTests plugin has no records to miss: its
            // site is built unmarked, without a warning that asks for tests it does not have.
            let manifest = URL(fileURLWithPath: options.packageRoot).appending(
                path: "Package.swift")
            let appliesSnippetTests =
                (try? String(contentsOf: manifest, encoding: .utf8))?.contains("SnippetTests")
                ?? true
            if let first = unverified.first, appliesSnippetTests {
                verification.append(
                    .warning(
                        "no passing snippet test recorded for '\(first)' as it is now"
                            + (unverified.count > 1
                                ? " (nor for \(unverified.count - 1) more)" : "")
                            + "; no code block is marked compiled or run; run 'swift test' first",
                        path: folder))
            } else if unverified.isEmpty, !files.isEmpty {
                options.sourceRules = .compiled
                options.baselinedBlocks = SnippetRecords(folder: URL(fileURLWithPath: folder))
                    .baselinedBlocks(files)
            }
        }
        if options.moduleName.isEmpty, !options.noSymbols {
            io.report([
                .error(
                    PackageLayout(root: URL(fileURLWithPath: options.packageRoot)).unknownModule,
                    path: options.packageRoot)
            ])
            return 1
        }
        do throws(UsageError) {
            options.sourceLinks = try sourceLinks(from: arguments)
        } catch {
            io.printError("Error: \(error.message)")
            io.printError("  See 'napkin-docs build --help' for more information.")
            return CommandLineTool.usageErrorCode
        }
        // What the verification and the source options decided holds for every module.
        for index in options.modules.indices {
            options.modules[index].sourceRules = options.sourceRules
            options.modules[index].baselinedBlocks = options.baselinedBlocks
            options.modules[index].sourceLinks = options.sourceLinks
        }
        if arguments["--symbol-graph"] != nil, options.symbolGraphs.isEmpty {
            io.report([
                .error(
                    "no symbol graph found; \(SymbolGraphLoader.howToProduce)",
                    path: arguments["--symbol-graph"] ?? "")
            ])
            return 1
        }
        MemoryPages.keepFreedPagesForReuse()
        let builder = SiteBuilder(options: options)
        guard arguments.flag("--watch") else {
            let report = await builder.run()
            io.report(verification + report.log.diagnostics)
            io.printError(report.summary(output: options.outputFolder))
            if arguments.flag("--timings") { io.printError(report.timings) }
            return report.exitCode
        }
        await BuildWatcher(builder: builder, io: io).run()
        return 0
    }

    /// The build options that parsed `build` arguments ask for; an option not given is found
    /// from the package (``PackageLayout``) or takes its default from ``BuildOptions/defaults``,
    /// the one place the defaults are declared.
    /// - Parameters:
    ///   - arguments: The parsed arguments of `napkin-docs build`.
    ///   - packageRoot: The package root (default: the current folder).
    /// - Returns: The options.
    static func buildOptions(
        from arguments: ParsedArguments,
        packageRoot: String = FileManager.default.currentDirectoryPath
    ) -> BuildOptions {
        let defaults = BuildOptions.defaults
        let layout = PackageLayout(root: URL(fileURLWithPath: packageRoot))
        let articles = arguments["--articles"] ?? layout.articlesFolder ?? defaults.articlesFolder
        let noSymbols = arguments.flag("--no-symbols")
        // A catalog may hold its module's symbol graphs, as DocC's own does; docc reads them.
        let catalogGraphs =
            noSymbols || !articles.hasSuffix(".docc")
            ? [] : SymbolGraphFiles.graphFiles(at: articles)
        let info = articles.hasSuffix(".docc") ? CatalogInfo(catalog: articles) : nil
        var options = BuildOptions(
            articlesFolder: articles,
            outputFolder: arguments["--output"] ?? defaults.outputFolder,
            symbolGraphs: arguments.values("--symbol-graph").flatMap(
                SymbolGraphFiles.graphFiles(at:)) + catalogGraphs,
            noSymbols: noSymbols, strict: arguments.flag("--strict"),
            packageRoot: packageRoot,
            moduleName: arguments["--module"]
                ?? catalogGraphs.lazy.compactMap(SymbolGraphFiles.moduleName(of:)).first
                ?? layout.moduleName ?? info?.displayName ?? defaults.moduleName,
            allowsRawHTML: arguments.flag("--allow-raw-html"),
            sourceRules: arguments.flag("--compiled") ? .compiled : .lenient)
        options.moduleKind = info?.moduleKind ?? CatalogInfo.defaultModuleKind
        options.defaultCodeLanguage = info?.codeListingLanguage
        options.publishedLinks = !arguments.flag("--no-published-links")
        // A module named twice is documented once.
        var named: Set<String> = []
        let names = arguments.values("--module").filter { named.insert($0).inserted }
        if names.count > 1 {
            options.modules = moduleOptions(
                names, from: arguments, site: options, layout: layout)
            options.siteTitle =
                arguments["--title"] ?? PackageLayout.packageName(
                    in: URL(fileURLWithPath: packageRoot))
                ?? options.siteTitle
        }
        return options
    }

    /// The source links the three `--source-…` options ask for: all three, or none.
    /// - Parameter arguments: The parsed arguments of `napkin-docs build`.
    /// - Returns: The source links, or `nil` when none of the options is given.
    /// - Throws: A ``UsageError`` for an unknown service, or when only some are given.
    static func sourceLinks(from arguments: ParsedArguments) throws(UsageError) -> SourceLinks? {
        let names = ["--source-service", "--source-service-base-url", "--checkout-path"]
        let given = names.filter { arguments[$0] != nil }
        guard !given.isEmpty else { return nil }
        guard given.count == names.count,
            let service = arguments["--source-service"],
            let baseURL = arguments["--source-service-base-url"],
            let checkout = arguments["--checkout-path"]
        else {
            let missing = names.filter { arguments[$0] == nil }.map { "'\($0)'" }
            throw UsageError(
                "Source links need \(missing.joined(separator: " and ")) too")
        }
        guard let known = SourceLinks.Service(rawValue: service.lowercased()) else {
            let choices = SourceLinks.Service.allCases.map { "'\($0.rawValue)'" }
            throw UsageError(
                "Unknown source service '\(service)'; use \(choices.joined(separator: ", "))")
        }
        return SourceLinks(
            service: known, baseURL: baseURL, checkoutPath: checkout,
            relativeTo: FileManager.default.currentDirectoryPath)
    }
}
