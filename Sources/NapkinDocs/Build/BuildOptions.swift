import NapkinDocsCore

/// What `napkin-docs build` was asked to do.
package struct BuildOptions: Sendable, Hashable {
    /// The folder of Markdown articles.
    package var articlesFolder: String
    /// The folder the site is written to.
    package var outputFolder: String
    /// Symbol graph files to document; when empty (and ``noSymbols`` is off) the tool builds
    /// the module and extracts its graph itself.
    package var symbolGraphs: [String]
    /// Whether to build a plain folder of Markdown, with no API pages.
    package var noSymbols: Bool
    /// Whether unresolved links are errors rather than warnings.
    package var strict: Bool
    /// The package root: where `Package.swift` is, and what source paths are shown relative to.
    package var packageRoot: String
    /// The module being documented; its root page is `<module>.md`. Empty for a plain folder
    /// of Markdown, whose root is `index.md` or `README.md`.
    package var moduleName: String
    /// The folder of the module's pages in a site of several modules (``SiteRoutes/folder``);
    /// empty when the module is the whole site.
    package var moduleFolder = ""
    /// The modules of a site of several, each with its own articles, symbol graphs, name and
    /// ``moduleFolder``; empty when this one module is the whole site. The other options (the
    /// output, `--strict`) are the site's.
    package var modules: [BuildOptions] = []
    /// Whether names of Apple's modules (`Swift/Array`, `Sendable` in a declaration) link to
    /// their published documentation; `--no-published-links` turns it off.
    package var publishedLinks = true
    /// The modules this one re-exports (`@_exported import`), which its page lists when they
    /// are in the same site.
    package var reexportedModules: [String] = []
    /// The name of a site of several modules, shown in every page's header and on the page
    /// that lists the modules.
    package var siteTitle = "Documentation"
    /// The label above the title of the module's page (`Info.plist`'s `CDDefaultModuleKind`,
    /// else DocC's "Framework").
    package var moduleKind = "Framework"
    /// The language a code block that names none is highlighted as (`Info.plist`'s
    /// `CDDefaultCodeListingLanguage`); `nil` to show such blocks plain.
    package var defaultCodeLanguage: String?
    /// Whether the authors' raw HTML is written into pages as is; by default it is shown as
    /// escaped text, so that Markdown from anywhere cannot add markup or scripts to a page.
    package var allowsRawHTML: Bool
    /// Whether the articles and doc comments are compiled by the package's snippet tests, and
    /// so follow the strict rules (``SourceRules/compiled``), or are shown as written.
    package var sourceRules: SourceRules
    /// Where symbol pages link to their declarations online; `nil` for no source links.
    package var sourceLinks: SourceLinks?
    /// The blocks the snippet tests' baseline lists (``SnippetBaseline/key(of:)``), which the
    /// site shows without a mark: their tests pass while they fail.
    package var baselinedBlocks: Set<String> = []
    /// How many bytes of Markdown the loaded articles keep whole in memory before the rest
    /// wait in a spill file beside the output until they are rendered (``DocumentSpill``), so
    /// that a build's memory does not grow with the site; tests lower it to spill every one.
    var keptMarkdownBytes = 8 << 20

    /// The modules the site documents: ``modules``, or this one.
    package var siteModules: [BuildOptions] { modules.isEmpty ? [self] : modules }

    /// The options of `napkin-docs build` with no arguments: the one place their defaults are
    /// declared (the command line's help shows them from here).
    package static let defaults = BuildOptions()

    /// Creates build options; the defaults are those of `napkin-docs build` with no arguments.
    /// - Parameters:
    ///   - articlesFolder: The articles folder.
    ///   - outputFolder: The output folder.
    ///   - symbolGraphs: Symbol graph files, or none to produce one.
    ///   - noSymbols: Whether to skip API pages.
    ///   - strict: Whether unresolved links are errors.
    ///   - packageRoot: The package root.
    ///   - moduleName: The documented module.
    ///   - allowsRawHTML: Whether raw HTML in Markdown is written as is.
    ///   - sourceRules: Which rules the articles and doc comments follow.
    ///   - sourceLinks: Where declarations are read online, if anywhere.
    package init(
        articlesFolder: String = "Articles", outputFolder: String = "Site",
        symbolGraphs: [String] = [], noSymbols: Bool = false, strict: Bool = false,
        packageRoot: String = ".", moduleName: String = "", allowsRawHTML: Bool = false,
        sourceRules: SourceRules = .lenient, sourceLinks: SourceLinks? = nil
    ) {
        self.articlesFolder = articlesFolder
        self.outputFolder = outputFolder
        self.symbolGraphs = symbolGraphs
        self.noSymbols = noSymbols
        self.strict = strict
        self.packageRoot = packageRoot
        self.moduleName = moduleName
        self.allowsRawHTML = allowsRawHTML
        self.sourceRules = sourceRules
        self.sourceLinks = sourceLinks
    }
}
