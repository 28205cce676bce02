import NapkinDocsCore

/// The HTML a page writes in place of some directives: the code a `@Snippet` or `@Code` shows,
/// and the pages a `@Links` lists.
extension MarkdownPageRenderer {
    /// The listing of code a directive shows: highlighted Swift or plain text, with its
    /// caption, after a snippet's explanation. A `@Snippet` of a source the snippet tests
    /// compile (`use`) is marked compiled, or run with the `output` block its test checks;
    /// any other claims no check.
    func listing(_ included: IncludedCode, checkedAs use: SnippetUse?) -> HTMLFragment {
        var html = HTMLFragment()
        if !included.explanation.isEmpty {
            html.append(markup: "<p>\(HTMLEscaping.text(included.explanation))</p>\n")
        }
        let highlighted =
            included.language == "swift"
            ? SwiftHighlighter.fragment(unlinked: included.code)
            : HTMLFragment(markup: HTMLEscaping.text(included.code))
        html.append(
            CodeListing(
                highlighted: highlighted, caption: included.caption,
                mark: use?.outcome, verifiedOutput: use?.expectedOutput?.text,
                copyText: included.code, language: included.language
            ).fragment)
        return html
    }

    /// Decides the list of each `@Links` directive: the pages its items link to, each with
    /// its title and summary, in the directive's visual style. A link that names no page
    /// (reported by the link stage) is left out, as DocC leaves it out.
    /// - Parameters:
    ///   - document: The parsed document.
    ///   - links: Its links, already resolved.
    ///   - decisions: The page's decisions; a directive decided already keeps its HTML.
    func decideLinkedPages(
        of document: MarkdownDocument, links: DocumentLinks, in decisions: inout PageDecisions
    ) {
        guard document.directives.contains(where: { $0.directive.name == "Links" }) else {
            return
        }
        // The n-th link node of the model is the outline's n-th link (a directive's link
        // arguments are listed before its block's), and likewise for code spans and directives.
        let tree = document.tree
        var (linkIndex, spanIndex, directiveIndex) = (0, 0, 0)
        var open: [(directive: Directive, index: Int, end: Int, entries: [LinkCards.Entry])] = []
        for index in 0...tree.nodes.count {
            while let last = open.last, index >= last.end {
                open.removeLast()
                guard decisions.directiveBlocks[last.index] == nil else { continue }
                // With no page found (each reported by the link stage), nothing is shown.
                guard !last.entries.isEmpty else {
                    decisions.directiveBlocks[last.index] = HTMLFragment()
                    continue
                }
                var html = HTMLFragment(markup: "<div class=\"directive-links\">\n")
                html.append(
                    LinkCards(style: LinkCards.Style(last.directive["visualStyle"])).fragment(
                        last.entries))
                html.append(markup: "</div>")
                decisions.directiveBlocks[last.index] = html
            }
            guard index < tree.nodes.count else { break }
            var resolution: LinkResolution?
            switch tree.nodes[index].kind {
            case .link, .image:
                resolution = links.links[document.links[linkIndex].location]
                linkIndex += 1
            case .code:
                resolution = links.symbolLinks[document.codeSpans[spanIndex].location]
                spanIndex += 1
            case .directive(let directive):
                linkIndex += directive.linkArguments.count
                directiveIndex += 1
                if directive.name == "Links" {
                    open.append((directive, directiveIndex - 1, tree.nodes[index].end, []))
                }
            default: break
            }
            guard !open.isEmpty, case .resolved(let target)? = resolution else { continue }
            open[open.count - 1].entries.append(
                LinkCards.Entry(
                    href: relativeHref(target.href, from: pagePath), title: target.title,
                    isSymbol: target.symbolID != nil, summary: summaries[target.href] ?? "",
                    image: cardImages[target.href].map { relativeHref($0, from: pagePath) }))
        }
    }
}
