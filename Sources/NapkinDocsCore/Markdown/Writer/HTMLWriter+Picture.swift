/// An image with `~dark` or `@2x` files, written as a `<picture>`: readable without scripts,
/// and switched by the browser itself when the reader's scheme changes.
extension HTMLWriter {
    /// Writes the image at `index` with its variants.
    /// - Parameters:
    ///   - sources: The image's files, relative to the page.
    ///   - tree: The document's model.
    ///   - index: The image's index (its description is the `alt` text).
    ///   - title: The image's title, or an empty string.
    mutating func writePicture(
        _ sources: PictureSources, _ tree: MarkdownTree, _ index: Int, title: String
    ) {
        writePicture(sources, title: title) { $0.writePlainText(tree, index) }
    }

    /// Writes an image with variants whose `alt` text is `alt` (an `@Image` directive's).
    mutating func writePicture(_ sources: PictureSources, alt: String) {
        writePicture(sources, title: "") { $0.escapeText(alt) }
    }

    /// Writes the `<picture>`, its `alt` text written by `writeAlt`.
    private mutating func writePicture(
        _ sources: PictureSources, title: String, writeAlt: (inout HTMLWriter) -> Void
    ) {
        markup("<picture>")
        if !sources.dark.isEmpty {
            markup("<source media=\"(prefers-color-scheme: dark)\" srcset=\"")
            writeSourceSet(sources.dark)
            markup("\" />")
        }
        let light = sources.light.isEmpty ? sources.dark : sources.light
        markup("<img src=\"")
        forEachPlacement { writer, placement in
            writer.escapeHref(writer.href(light[0].href, for: placement))
        }
        if light.count > 1 {
            markup("\" srcset=\"")
            writeSourceSet(light)
        }
        markup("\" alt=\"")
        writeAlt(&self)
        if !title.isEmpty {
            markup("\" title=\"")
            escapeText(title)
        }
        markup("\" /></picture>")
    }

    /// Writes a `srcset` value: each file with its scale (`a.png, a@2x.png 2x`).
    private mutating func writeSourceSet(_ files: [(scale: Int, href: String)]) {
        for (position, file) in files.enumerated() {
            if position > 0 { markup(", ") }
            forEachPlacement { writer, placement in
                writer.escapeHref(writer.href(file.href, for: placement))
            }
            if file.scale > 1 {
                markup(" ")
                number(file.scale)
                markup("x")
            }
        }
    }
}
