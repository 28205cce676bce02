import NapkinDocsCore

/// Every link of one document, resolved before rendering, with the diagnostics they raise.
///
/// Resolving first (rather than inside the renderer's callbacks) keeps rendering a pure
/// function of its inputs and lets the driver gather diagnostics and "Mentioned In" data.
package struct DocumentLinks: Sendable {
    /// The resolution of each symbol link, by the location of its first backtick.
    package var symbolLinks: [SourceLocation: LinkResolution] = [:]
    /// The resolution of each link, by the location where it starts.
    package var links = ResolvedLinks()
    /// Unresolved links, as warnings (the driver makes them errors under `--strict`).
    package var diagnostics: [Diagnostic] = []
    /// The symbols the document links to, for their pages' "Mentioned In".
    package var mentionedSymbols: Set<String> = []
    /// The files of the articles folder the document shows or links to, which the site copies.
    package var referencedFiles: Set<String> = []

    /// Creates an empty set of links, for a document without any.
    package init() {}

    /// Resolves the links of a document.
    /// - Parameters:
    ///   - document: The parsed document.
    ///   - resolver: The site's resolver.
    ///   - articlePath: The article's path relative to the articles folder, for relative links;
    ///     `nil` for a doc comment.
    ///   - context: The symbol whose doc comment this is, if any.
    ///   - locate: Maps a location in `document` to the path and location shown in diagnostics.
    package init(
        document: MarkdownDocument, resolver: LinkResolver, articlePath: String?,
        context: APISymbol? = nil,
        locate: (SourceLocation) -> (path: String, location: SourceLocation)
    ) {
        // Without symbols, a double-backtick span names nothing: it is code, as CommonMark reads
        // it, not an unresolved link.
        for span in document.codeSpans where span.isSymbolLink && !resolver.catalog.symbols.isEmpty
        {
            let resolution = resolver.resolveSymbol(span.code, context: context)
            symbolLinks[span.location] = resolution
            note(resolution, at: span.location, locate: locate)
        }
        // An article links to the same few places many times: each is resolved, and held, once.
        var resolved: [String: (resolution: LinkResolution, number: Int32?)] = [:]
        links.reserveCapacity(document.links.count)
        var files: [String: String] = [:]
        for link in document.links {
            let key = (link.kind == .image ? "image:" : "link:") + link.destination
            let resolution: LinkResolution
            var number: Int32?
            if let known = resolved[key] {
                (resolution, number) = known
            } else {
                var found =
                    link.kind == .image
                    ? .untouched
                    : resolver.resolveDestination(link.destination, fromArticle: articlePath)
                // An image, or a relative link to something other than an article, names a
                // file of the articles folder, which the site copies.
                if found == .untouched,
                    let local = resolver.localFiles.resolve(
                        link.destination, fromArticle: articlePath, isImage: link.kind == .image)
                {
                    found = local.resolution
                    files[key] = local.file
                }
                resolution = found
                resolved[key] = (resolution, nil)
            }
            if let file = files[key] {
                referencedFiles.insert(file)
                // An image's `~dark` and `@2x` files are shown with it.
                if link.kind == .image, let variants = resolver.localFiles.variants(of: file) {
                    referencedFiles.formUnion(variants.files)
                }
            }
            // An image that is not a local file (a URL) is left as written, and not listed.
            if link.kind == .image, resolution == .untouched { continue }
            let stored = number ?? links.add(resolution)
            if number == nil { resolved[key]?.number = stored }
            links.record(stored, at: link.location)
            note(resolution, at: link.location, locate: locate)
        }
        links.shrinkToFit()
    }

    /// Records a mention or a diagnostic for one resolution.
    private mutating func note(
        _ resolution: LinkResolution, at location: SourceLocation,
        locate: (SourceLocation) -> (path: String, location: SourceLocation)
    ) {
        switch resolution {
        case .resolved(let target):
            if let id = target.symbolID { mentionedSymbols.insert(id) }
        case .unresolved(let message):
            let place = locate(location)
            diagnostics.append(.warning(message, path: place.path, at: place.location))
        case .external, .untouched:
            break
        }
    }
}
