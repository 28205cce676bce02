/// The openings that write a directive's link arguments: media as figures, and a tutorial's
/// links to other pages and resources. Each link is written as the page resolved it.
extension DirectiveOpening {
    /// Opens an `@Image` or `@Video` as a figure; its block, if any, is the caption.
    mutating func openMedia() {
        let arguments = directive.linkArguments
        let alt = directive["alt"] ?? ""
        open(.figure, class: "directive-media", endsLine: false)
        defer { if !hasBlock { closeWithoutBlock() } }
        guard let sourcePosition = arguments.firstIndex(where: { $0.argument.label == "source" })
        else { return }
        let source = writer.linkDestination(directive, sourcePosition)
        if directive.name == DirectiveSpec.image.name {
            if let picture = writer.decidedPicture(directive, sourcePosition) {
                writer.writePicture(picture, alt: alt)
            } else {
                writer.markup("<img src=\"")
                writer.writeHref(source)
                writer.markup("\" alt=\"")
                writer.escapeText(alt)
                writer.markup("\" />")
            }
        } else {
            writer.markup("<video controls=\"\" preload=\"metadata\" src=\"")
            writer.writeHref(source)
            if let poster = arguments.firstIndex(where: { $0.argument.label == "poster" }) {
                writer.markup("\" poster=\"")
                writer.writeHref(writer.linkDestination(directive, poster))
            }
            if !alt.isEmpty {
                writer.markup("\" aria-label=\"")
                writer.escapeText(alt)
            }
            writer.markup("\"><a href=\"")
            writer.writeHref(source)
            writer.markup("\">")
            writer.escapeText(alt.isEmpty ? "Download the video" : alt)
            writer.markup("</a></video>")
        }
        writer.markup("\n")
        if hasBlock { open(.figcaption) }
    }

    /// Opens a tutorial's link to another page or a resource: its title, then its block.
    /// - Parameter title: The link's text.
    mutating func openResourceLink(title: String) {
        open(.div, class: "tutorial-resource")
        writer.markup("<p class=\"resource-title\"><a href=\"")
        let hasLink = !directive.linkArguments.isEmpty
        writer.writeHref(hasLink ? writer.linkDestination(directive, 0) : "")
        writer.markup("\">")
        writer.escapeText(title)
        writer.markup("</a></p>\n")
    }

    /// The text the page decided for the directive's first link argument, if any.
    var decidedLinkText: String? {
        directive.linkArguments.isEmpty ? nil : writer.linkText(directive, 0)
    }
}
