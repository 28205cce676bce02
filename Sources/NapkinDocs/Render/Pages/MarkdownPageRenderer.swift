import Foundation
import NapkinDocsCore

/// Renders a Markdown document (an article, or a doc comment) into a page's HTML, with its links
/// resolved, its code highlighted and its headings given unique anchors.
///
/// The page is the document model written by ``HTMLWriter`` as this type decides it
/// (``PageDecisions``): what each link, symbol link, code block, directive and heading becomes.
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
        var decisions = PageDecisions(asParsed: document, allowsRawHTML: allowsRawHTML)
        decisions.headingIDs = document.headingIDs(dropsTitle: dropsTitle, uniquer: &anchors)
        var kept: [(heading: Heading, anchor: String)] = []
        for (heading, anchor) in zip(document.headings, decisions.headingIDs) {
            guard let anchor, heading.level == 2 || heading.level == 3 else { continue }
            kept.append((heading, anchor))
        }
        let snippets = SnippetExtractor.snippets(in: document, rules: rules)
        decisions.codeBlocks = codeBlocks(
            of: document, snippets: snippets.snippets,
            shownOutputs: snippets.uses.compactMap { $0.expectedOutput?.location })
        decideLinks(of: document, links: links, in: &decisions)
        for (index, use) in document.directives.enumerated() {
            guard let included = includedCode[use.location] else { continue }
            decisions.directiveBlocks[index] = listing(
                included, checkedAs: snippets.use(at: use.location))
        }
        decideLinkedPages(of: document, links: links, in: &decisions)
        decisions.removeSections(
            of: document, where: TopicsSection.isTopicsHeading, removingTitle: dropsTitle)
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

    /// The HTML of every code block, by code block index: listings for Swift snippets (read by the
    /// snippet extractor, so the page shows exactly what `swift test` checks), highlighted
    /// listings without a mark for Swift that nothing compiles, plain escaped code for the
    /// rest, and nothing for an `output` or `diagnostics` block (shown under its Swift block
    /// or `@Snippet`, `shownOutputs`).
    private func codeBlocks(
        of document: MarkdownDocument, snippets: [Snippet], shownOutputs: [SourceLocation]
    ) -> [HTMLFragment?] {
        let byLocation = Dictionary(snippets.map { ($0.location, $0) }) { first, _ in first }
        let outputs = Set(
            snippets.compactMap { $0.expectedOutput?.location }
                + snippets.compactMap(\.diagnosticsLocation) + shownOutputs)
        var result: [HTMLFragment?] = []
        result.reserveCapacity(document.codeBlocks.count)
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
                result.append(HTMLFragment())
                continue
            }
            let language = rules.language(of: block) ?? defaultCodeLanguage
            guard let snippet = byLocation[block.location] else {
                if rules == .lenient, language == "swift" {
                    // Swift that nothing compiles: highlighted, and claiming no check.
                    let listing = CodeListing(
                        highlighted: highlighted(block.code), mark: nil, copyText: block.code)
                    result.append(listing.fragment)
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
                result.append(html)
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
            result.append(listing.fragment)
        }
        return result
    }
}
