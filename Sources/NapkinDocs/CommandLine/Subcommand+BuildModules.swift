import Foundation
import NapkinDocsCore

extension Subcommand {
    /// The options of each module of a site of several (`--module A --module B`): the site's
    /// options, with the module's own name, folder, articles and symbol graphs.
    ///
    /// - Articles: `--articles MODULE=DIR`; else a catalog named `MODULE.docc` among the
    ///   `--articles` folders, or a folder holding `MODULE.md` (the root page of a catalog
    ///   named otherwise); else the other `--articles` folders, in turn, for the modules still
    ///   without, the first of them being the site's own pages (first in the result, with no
    ///   name and no folder: its root page is the site's index); else what the package has for it (`Articles/` for the module it names,
    ///   or the module's catalog); else none, and the module's pages are its symbols'.
    /// - Symbol graphs: the `--symbol-graph` files whose module is this one (`A.symbols.json`,
    ///   `A@Swift.symbols.json`); without `--symbol-graph`, each module's graph is made.
    /// - Parameters:
    ///   - names: The modules, in the order the site lists them.
    ///   - arguments: The parsed arguments of `napkin-docs build`.
    ///   - site: The options of the site as a whole.
    ///   - layout: What the package holds.
    /// - Returns: One module's options per name, after the site's own pages if a folder holds them.
    static func moduleOptions(
        _ names: [String], from arguments: ParsedArguments, site: BuildOptions,
        layout: PackageLayout
    ) -> [BuildOptions] {
        var named: [String: String] = [:]
        var unnamed: [String] = []
        for value in arguments.values("--articles") {
            if let equals = value.firstIndex(of: "="), !value[..<equals].contains("/") {
                named[String(value[..<equals])] = String(value[value.index(after: equals)...])
            } else if let catalog = ArticlePlan.catalogName(value), names.contains(catalog) {
                named[catalog] = named[catalog] ?? value
            } else if let module = names.first(where: {
                named[$0] == nil && FileManager.default.fileExists(atPath: value + "/\($0).md")
            }) {
                // A catalog named otherwise (`Documentation.docc`) holds its module's root page.
                named[module] = value
            } else {
                unnamed.append(value)
            }
        }
        // A folder named twice (SwiftPM may give several targets one) is read once.
        var seen: Set<String> = []
        let graphs = arguments.values("--symbol-graph").flatMap(SymbolGraphFiles.graphFiles(at:))
            .filter { seen.insert($0).inserted }
        let root = URL(fileURLWithPath: site.packageRoot)
        var folders = SiteRoutes.moduleFolderUniquer()
        // The first folder that is no module's holds the site's own pages: its root page is
        // the site's index, which lists the modules.
        var pages: [BuildOptions] = []
        if !unnamed.isEmpty {
            var own = site
            own.modules = []
            (own.moduleName, own.moduleFolder, own.noSymbols) = ("", "", true)
            own.articlesFolder = unnamed.removeFirst()
            own.symbolGraphs = []
            pages.append(own)
        }
        return pages
            + names.map { name in
                var module = site
                module.modules = []
                module.moduleName = name
                module.moduleFolder = folders.unique(Slug.make(name)) + "/"
                module.reexportedModules = PackageLayout.reexportedModules(of: name, in: root)
                var articles = named[name]
                if articles == nil, !unnamed.isEmpty { articles = unnamed.removeFirst() }
                if articles == nil, arguments.values("--articles").isEmpty {
                    articles =
                        layout.moduleName == name
                        ? layout.articlesFolder : PackageLayout.catalog(of: name, in: root)
                }
                module.articlesFolder = articles ?? ""
                let info = articles.flatMap {
                    $0.hasSuffix(".docc") ? CatalogInfo(catalog: $0) : nil
                }
                module.moduleKind = info?.moduleKind ?? CatalogInfo.defaultModuleKind
                module.defaultCodeLanguage = info?.codeListingLanguage
                if graphs.isEmpty {
                    // The module's catalog may hold its graphs, as DocC's own does.
                    module.symbolGraphs =
                        site.noSymbols || articles?.hasSuffix(".docc") != true
                        ? [] : SymbolGraphFiles.graphFiles(at: articles ?? "")
                } else {
                    module.symbolGraphs = graphs.filter {
                        SymbolGraphFiles.moduleName(of: $0) == name
                    }
                    // A module given no graph of its own, among modules that have theirs, is
                    // documented by its articles alone.
                    module.noSymbols = site.noSymbols || module.symbolGraphs.isEmpty
                }
                return module
            }
    }
}
