import NapkinDocsCore

/// The parts of a page's header that its `@Metadata` asks for: the icon, the availability
/// badges and the call-to-action button, written after the title; and the word above it.
struct MetadataHeader {
    /// The page's metadata.
    var metadata: PageMetadata
    /// The page's resolved links (the icon's source and the button's target are among them).
    var links: DocumentLinks
    /// The page's root-relative path.
    var page: String

    /// The word above the title: `@TitleHeading`, "Sample Code" for `@PageKind(sampleCode)`,
    /// or `fallback`; nothing under `@AutomaticTitleHeading(disabled)`.
    func eyebrow(fallback: String) -> String {
        if let heading = metadata.titleHeading { return heading }
        guard metadata.automaticTitleHeading else { return "" }
        return metadata.pageKind == "sampleCode" ? "Sample Code" : fallback
    }

    /// The header's class for `@PageColor`, if any.
    var colorClass: String? {
        metadata.pageColor.map { "page-color-\(Slug.make($0))" }
    }

    /// The HTML after the title: icon, badges, button (empty without them).
    var html: String {
        var html = ""
        if let icon = metadata.icon,
            let source = icon.arguments.first(where: { $0.label == "source" }),
            let href = href(of: source)
        {
            html += "<img class=\"page-icon\" src=\"\(HTMLEscaping.attribute(href))\" alt=\""
            html += "\(HTMLEscaping.attribute(icon["alt"] ?? ""))\" />\n"
        }
        if !metadata.availability.isEmpty {
            html += "<ul class=\"availability\" aria-label=\"Availability\">"
            for badge in metadata.availability {
                var text = badge.platform
                if let introduced = badge.introduced { text += " \(introduced)+" }
                html += "<li class=\"badge\">\(HTMLEscaping.text(text))"
                if let deprecated = badge.deprecated {
                    html += " <span class=\"badge-deprecated\">deprecated in "
                    html += "\(HTMLEscaping.text(deprecated))</span>"
                }
                html += "</li>"
            }
            html += "</ul>\n"
        }
        if let action = metadata.callToAction,
            let target = action.arguments.first(where: { $0.label == "url" || $0.label == "file" }),
            let href = href(of: target)
        {
            let isDownload = action["purpose"] == "download" || target.label == "file"
            let label = action["label"] ?? (isDownload ? "Download" : "Visit")
            html += "<p class=\"call-to-action\"><a class=\"button\" href=\""
            html += "\(HTMLEscaping.attribute(href))\"\(isDownload ? " download=\"\"" : "")>"
            html += "\(HTMLEscaping.text(label))</a></p>\n"
        }
        return html
    }

    /// The href of a link argument, relative to the page; `nil` when it did not resolve.
    private func href(of argument: DirectiveArgument) -> String? {
        switch links.links[argument.valueLocation] {
        case .resolved(let target)?: relativeHref(target.href, from: page)
        case .external?: LinkSafety.isBlocked(argument.value) ? nil : argument.value
        default: nil
        }
    }
}
