import NapkinDocsCore

/// A list of links to pages as DocC shows one in each of its three visual styles: a `@Links`
/// directive, or a Topics group under `@TopicsVisualStyle`.
///
/// - `list`: each title, with the page's summary under it;
/// - `compactGrid`: a grid of cards, each with the title alone;
/// - `detailedGrid`: a grid of cards, each with the title and the summary.
///
/// Every style is a `<ul>` of links, so it reads the same without the stylesheet.
struct LinkCards: Sendable {
    /// One linked page.
    struct Entry: Sendable {
        /// The target, relative to the page the list is written on.
        var href: String
        /// The title shown.
        var title: String
        /// Whether the target is a symbol, whose title is shown in code voice.
        var isSymbol: Bool
        /// The target's declaration as a link title's inline HTML (a symbol's short form),
        /// which a list shows in place of the title; `nil` to show the title.
        var declaration: String? = nil
        /// The target's one-sentence summary as inline HTML (its code kept), or an empty
        /// string.
        var summary: String
        /// The target's card picture (`@PageImage(purpose: card)`), relative to the page the
        /// list is written on, if it has one.
        var image: String? = nil
    }

    /// The visual style, as DocC spells it.
    enum Style: String, Sendable {
        /// Titles with their summaries.
        case list
        /// Cards with titles.
        case compactGrid
        /// Cards with titles and summaries.
        case detailedGrid

        /// Reads a style argument; an unknown one, or none, is a list.
        init(_ argument: String?) {
            self = argument.flatMap(Style.init(rawValue:)) ?? .list
        }
    }

    /// The style.
    var style: Style

    /// The list's HTML, its hrefs kept apart so that `print.html` can rewrite them.
    /// - Parameter entries: The linked pages, in order.
    /// - Returns: The fragment.
    func fragment(_ entries: [Entry]) -> HTMLFragment {
        var html = HTMLFragment(
            markup: style == .list
                ? "<ul class=\"topic-list\">\n"
                : "<ul class=\"link-cards link-cards-\(style == .compactGrid ? "compact" : "detailed")\">\n"
        )
        for entry in entries {
            let title = HTMLEscaping.text(entry.title)
            let shownTitle = entry.isSymbol ? "<code>\(title)</code>" : title
            let summary =
                entry.summary.isEmpty || style == .compactGrid
                ? "" : entry.summary
            switch style {
            case .list:
                html.append(markup: "<li><a href=\"")
                html.append(href: entry.href)
                html.append(markup: "\">\(entry.declaration ?? shownTitle)</a>")
                if !summary.isEmpty { html.append(markup: "<p>\(summary)</p>") }
            case .compactGrid, .detailedGrid:
                html.append(markup: "<li class=\"link-card\"><a href=\"")
                html.append(href: entry.href)
                html.append(markup: "\">")
                if let image = entry.image {
                    // The title beside it names the card, so the picture is decoration.
                    html.append(markup: "<img class=\"card-image\" src=\"")
                    html.append(href: image)
                    html.append(markup: "\" alt=\"\" />")
                }
                html.append(markup: "<span class=\"card-title\">\(shownTitle)</span>")
                if !summary.isEmpty {
                    html.append(markup: "<span class=\"card-summary\">\(summary)</span>")
                }
                html.append(markup: "</a>")
            }
            html.append(markup: "</li>\n")
        }
        html.append(markup: "</ul>\n")
        return html
    }
}
