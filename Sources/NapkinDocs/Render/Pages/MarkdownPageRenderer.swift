import Foundation
import NapkinDocsCore

/// Renders a Markdown document (an article, or a doc comment) into a page's HTML, with its links
/// resolved, its code highlighted and its headings given unique anchors.
///
/// The page is a pass over the document model (``PageDecisions``), written by ``HTMLWriter``; this type only decides what each link, symbol link, code block and
/// heading becomes.
struct MarkdownPageRenderer: Sendable {
    /// The rendered HTML and the anchored headings, for the on-this-page list and search.
    struct Output: Sendable {
        /// The HTML fragment.
        var html: String
        /// The same HTML for `print.html`, when asked for.
        var printHTML: String?
        /// The document's Swift snippets, as the snippet extractor reads them.
        var snippets: SnippetFile
        /// The headings kept on the page (level 2 and 3 outside Topics), with their anchors.
        var headings: [(heading: Heading, anchor: String)]
        /// The HTML of the document's top-level `@DeprecationSummary`, when asked to write it
        /// apart from the rest; `nil` when it has none or was not asked.
        var deprecationSummary: String?
        /// The HTML of the document's abstract, when asked to write it apart from the rest (an
        /// article's, which its header shows); `nil` when it has none or was not asked.
        var abstract: String? = nil
    }

    /// The page being written, relative to the site root (links are made relative to it).
    var pagePath: String
    /// Links code identifiers to symbol pages, with root-relative hrefs.
    var codeLinks: CodeLinker
    /// Whether the author's raw HTML is written as is, rather than shown as escaped text.
    var allowsRawHTML = false
    /// Which rules the document's code blocks follow: compiled snippets, or code shown as
    /// written.
    var rules: SourceRules
    /// The articles folder's other files, whose images may have `~dark` and `@2x` variants.
    var localFiles = LocalFiles()
    /// The summary of each page as inline HTML, by root-relative href, for `@Links` lists.
    var summaries: [String: String] = [:]
    /// The card picture of each page that has one, by root-relative href, for `@Links` grids.
    var cardImages: [String: String] = [:]
    /// The blocks the snippet tests' baseline lists, shown without a mark.
    var baselinedBlocks: Set<String> = []
    /// The language a code block that names none is highlighted as (a catalog's
    /// `CDDefaultCodeListingLanguage`), if any; it changes only how the block looks.
    var defaultCodeLanguage: String?

    /// Renders `document`.
    /// - Parameters:
    ///   - document: The parsed document.
    ///   - links: Its links, already resolved.
    ///   - anchors: The anchors already used on the page; heading anchors are added to it.
    ///   - dropsTitle: Whether the H1 is left out (the page writes the title itself).
    ///   - printAnchorPrefix: For an article, the prefix of its ids on `print.html`, to write
    ///     its part of that page in the same walk; `nil` for none.
    ///   - includedCode: The code of its `@Snippet` and `@Code` directives, by location.
    ///   - removedBlocks: Top-level blocks left out, by position.
    ///   - liftsDeprecationSummary: Whether a top-level `@DeprecationSummary` is written apart
    ///     (a symbol's, which its page shows at the top) rather than where it stands.
    ///   - liftsAbstract: Whether the abstract is written apart (an article's, which its
    ///     header shows); `print.html` keeps it where it stands.
    /// - Returns: The HTML and the anchored headings.
    func render(
        _ document: MarkdownDocument, links: DocumentLinks, anchors: inout Slug.Uniquer,
        dropsTitle: Bool, printAnchorPrefix: String? = nil,
        includedCode: [SourceLocation: IncludedCode] = [:], removedBlocks: IndexSet = IndexSet(),
        liftsDeprecationSummary: Bool = false, liftsAbstract: Bool = false
    ) -> Output {
        let headingIDs = document.headingIDs(dropsTitle: dropsTitle, uniquer: &anchors)
        var kept: [(heading: Heading, anchor: String)] = []
        var ids: [SourceLocation: String] = [:]
        for (heading, anchor) in zip(document.headings, headingIDs) {
            guard let anchor else { continue }
            ids[heading.location] = anchor
            if heading.level == 2 || heading.level == 3 { kept.append((heading, anchor)) }
        }
        let idsByLocation = ids
        let snippets = SnippetExtractor.snippets(in: document, rules: rules)
        let codeHTML = codeBlocks(
            of: document, snippets: snippets.snippets,
            shownOutputs: snippets.uses.compactMap { $0.expectedOutput?.location })
        let page = pagePath
        // Many links share a target; each target's relative href is computed once.
        var relative: [String: String] = [:]
        func href(_ target: LinkTarget) -> String {
            if let known = relative[target.href] { return known }
            let made = relativeHref(target.href, from: page)
            relative[target.href] = made
            return made
        }
        var symbolHTML: [SourceLocation: HTMLFragment] = [:]
        for (location, resolution) in links.symbolLinks {
            guard case .resolved(let target) = resolution else { continue }
            symbolHTML[location] = Self.symbolLinkHTML(target, href: href(target))
        }
        // A `doc:` link that names nothing is written as its text, and an image that is not
        // there is left out, as DocC writes them: no dead `<a>`, no broken `<img>`.
        var dropped: Set<SourceLocation> = []
        var destinations: [SourceLocation: String] = [:]
        var docTitles: [SourceLocation: String] = [:]
        var pictures: [SourceLocation: PictureSources] = [:]
        for link in document.links {
            if case .unresolved? = links.links[link.location],
                link.kind == .image || link.destination.lowercased().hasPrefix("doc:")
            {
                dropped.insert(link.location)
            }
            guard case .resolved(let target) = links.links[link.location] else { continue }
            destinations[link.location] = href(target)
            if link.kind == .image, let sources = picture(of: target, page: page) {
                pictures[link.location] = sources
            }
            if link.kind == .autolink, link.destination.hasPrefix("doc:") {
                // cmark shows the URL `doc:Name` as an autolink's text; DocC shows the title.
                docTitles[link.location] = target.title
            }
        }
        let directiveHTML = Dictionary(
            uniqueKeysWithValues: includedCode.map { location, included in
                (location, listing(included, checkedAs: snippets.use(at: location)))
            }
        ).merging(linkedPages(of: document, links: links)) { listing, _ in listing }
        let symbolLinks = symbolHTML
        let linkDestinations = destinations
        let linkTexts = docTitles
        let imagePictures = pictures
        let droppedLinks = dropped
        let transform = HTMLTransform(
            linkDestination: { linkDestinations[$0.location] },
            linkText: { linkTexts[$0.location] },
            dropsLink: { droppedLinks.contains($0.location) },
            picture: { imagePictures[$0.location] },
            symbolLink: { span in
                symbolLinks[span.location]
                    ?? HTMLFragment(markup: "<code>\(HTMLEscaping.text(span.code))</code>")
            },
            codeBlock: { codeHTML[$0.location] },
            directive: { directiveHTML[$0.location] },
            headingID: { idsByLocation[$0.location] },
            removesSection: TopicsSection.isTopicsHeading,
            removesFirstHeading: dropsTitle,
            allowsRawHTML: allowsRawHTML)
        var decisions = PageDecisions(transform, for: document)
        decisions.removeBlocks(removedBlocks)
        var deprecationSummary: String?
        if liftsDeprecationSummary,
            let split = decisions.lifting(in: document, { $0.name == "DeprecationSummary" })
        {
            decisions = split.rest
            deprecationSummary = HTMLWriter.html(
                of: document, decisions: split.lifted, placement: .ownPage)
        }
        var abstract: PageDecisions?
        if liftsAbstract, let split = decisions.liftingAbstract(in: document) {
            decisions = split.rest
            abstract = split.lifted
        }
        guard let printAnchorPrefix else {
            return Output(
                html: HTMLWriter.html(of: document, decisions: decisions, placement: .ownPage),
                printHTML: nil, snippets: snippets, headings: kept,
                deprecationSummary: deprecationSummary,
                abstract: abstract.map {
                    HTMLWriter.html(of: document, decisions: $0, placement: .ownPage)
                })
        }
        let printed = HTMLPlacement.printed(from: pagePath, anchorPrefix: printAnchorPrefix)
        let (html, printHTML) = HTMLWriter.html(
            of: document, decisions: decisions, for: .ownPage, and: printed)
        let lead = abstract.map {
            HTMLWriter.html(of: document, decisions: $0, for: .ownPage, and: printed)
        }
        return Output(
            html: html, printHTML: (lead?.second ?? "") + printHTML, snippets: snippets,
            headings: kept, deprecationSummary: deprecationSummary, abstract: lead?.first)
    }

    /// The files of an image that has variants, as hrefs relative to `page`.
    /// - Parameters:
    ///   - target: The image's resolved target (a copy of a local file).
    ///   - page: The page.
    /// - Returns: The sources, or `nil` for an image of one file.
    private func picture(of target: LinkTarget, page: String) -> PictureSources? {
        guard let file = LocalFiles.file(ofHref: target.href),
            let variants = localFiles.variants(of: file)
        else { return nil }
        func hrefs(_ files: [Int: String]) -> [(scale: Int, href: String)] {
            files.map {
                (scale: $0.key, href: relativeHref(LocalFiles.href(ofFile: $0.value), from: page))
            }
        }
        return PictureSources(light: hrefs(variants.light), dark: hrefs(variants.dark))
    }

    /// The HTML of every code block, by location: listings for Swift snippets (read by the
    /// snippet extractor, so the page shows exactly what `swift test` checks), highlighted
    /// listings without a mark for Swift that nothing compiles, plain escaped code for the
    /// rest, and nothing for an `output` or `diagnostics` block (shown under its Swift block
    /// or `@Snippet`, `shownOutputs`).
    private func codeBlocks(
        of document: MarkdownDocument, snippets: [Snippet], shownOutputs: [SourceLocation]
    ) -> [SourceLocation: HTMLFragment] {
        let byLocation = Dictionary(snippets.map { ($0.location, $0) }) { first, _ in first }
        let outputs = Set(
            snippets.compactMap { $0.expectedOutput?.location }
                + snippets.compactMap(\.diagnosticsLocation) + shownOutputs)
        var result: [SourceLocation: HTMLFragment] = [:]
        let page = pagePath
        let linker = codeLinks
        func highlighted(_ code: String) -> HTMLFragment {
            linker.isEmpty
                ? SwiftHighlighter.fragment(unlinked: code)
                : SwiftHighlighter.fragment(for: code) { name in
                    linker.href(for: name).map { relativeHref($0, from: page) }
                }
        }
        for block in document.codeBlocks {
            if outputs.contains(block.location) {
                result[block.location] = HTMLFragment()
                continue
            }
            let language = rules.language(of: block) ?? defaultCodeLanguage
            guard let snippet = byLocation[block.location] else {
                if rules == .lenient, language == "swift" {
                    // Swift that nothing compiles: highlighted, and claiming no check.
                    let listing = CodeListing(
                        highlighted: highlighted(block.code), mark: nil, copyText: block.code)
                    result[block.location] = listing.fragment
                    continue
                }
                // Another language with a lexer is highlighted; any other stays plain.
                let languageClass =
                    language.map { " class=\"language-\(HTMLEscaping.attribute($0))\"" } ?? ""
                var html = HTMLFragment(markup: "<pre><code\(languageClass)>")
                html.append(
                    CodeHighlighter.fragment(for: block.code, language: language)
                        ?? HTMLFragment(markup: HTMLEscaping.text(block.code)))
                html.append(markup: "</code></pre>")
                result[block.location] = html
                continue
            }
            let listing = CodeListing(
                highlighted: highlighted(snippet.displayedCode), caption: snippet.caption,
                mark: snippet.mark(baselined: baselinedBlocks),
                verifiedOutput: snippet.expectedOutput?.text,
                expectedDiagnostics: snippet.expectedDiagnostics.map {
                    "\($0.severity): \($0.text)"
                },
                copyText: snippet.displayedCode, language: "swift")
            result[block.location] = listing.fragment
        }
        return result
    }

    /// The HTML for a resolved symbol link: a link around the symbol's title, in code voice.
    static func symbolLinkHTML(_ target: LinkTarget, href: String) -> HTMLFragment {
        var html = HTMLFragment(markup: "<a class=\"symbol-link\" href=\"")
        html.append(href: href)
        html.append(markup: "\"><code>\(HTMLEscaping.text(target.title))</code></a>")
        return html
    }
}
