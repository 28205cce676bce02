import NapkinDocsCore

/// Links the napkin API names found in code listings to their pages.
///
/// Only names that mean one thing wherever they appear are linked: the module's types and
/// top-level functions. Member names (`load`, `activate`) are left alone, since without type
/// information a listing's `load()` could be anyone's.
struct CodeLinker: Sendable {
    /// The root-relative page of each linkable name.
    private let hrefs: [String: String]

    /// Creates a linker for a catalog's top-level symbols.
    /// - Parameters:
    ///   - catalog: The documented module's API.
    ///   - routes: Where each symbol's page is.
    init(catalog: SymbolCatalog, routes: SiteRoutes) {
        var hrefs: [String: String] = [:]
        for symbol in catalog.pageSymbols where symbol.pathComponents.count == 1 {
            let name = String(symbol.title.prefix { $0 != "(" && $0 != "<" })
            if hrefs[name] == nil, let page = routes.symbolPages[symbol.id] { hrefs[name] = page }
        }
        self.hrefs = hrefs
    }

    /// Whether no name links anywhere (a site built without symbols).
    var isEmpty: Bool { hrefs.isEmpty }

    /// The root-relative page of `name`, if it is one of the module's top-level names.
    /// - Parameter name: An identifier found in code.
    /// - Returns: The href, or `nil`.
    func href(for name: String) -> String? {
        hrefs[name]
    }
}
