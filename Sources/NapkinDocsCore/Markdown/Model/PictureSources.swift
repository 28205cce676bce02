/// The files of an image with variants, as a page links them: one `<picture>` whose dark
/// source the browser picks under `prefers-color-scheme: dark`, each with its `@2x` file in a
/// `srcset`.
package struct PictureSources: Hashable, Sendable {
    /// The light (default) files as hrefs relative to the page, by scale, in increasing scale.
    package var light: [(scale: Int, href: String)]
    /// The dark files, likewise; empty when the image has none.
    package var dark: [(scale: Int, href: String)]

    /// Creates the sources of one image.
    /// - Parameters:
    ///   - light: The light files by scale.
    ///   - dark: The dark files by scale.
    package init(light: [(scale: Int, href: String)], dark: [(scale: Int, href: String)]) {
        self.light = light.sorted { $0.scale < $1.scale }
        self.dark = dark.sorted { $0.scale < $1.scale }
    }

    /// Whether two values name the same files.
    package static func == (lhs: PictureSources, rhs: PictureSources) -> Bool {
        lhs.light.map(\.href) == rhs.light.map(\.href)
            && lhs.light.map(\.scale) == rhs.light.map(\.scale)
            && lhs.dark.map(\.href) == rhs.dark.map(\.href)
            && lhs.dark.map(\.scale) == rhs.dark.map(\.scale)
    }

    /// Hashes the files.
    package func hash(into hasher: inout Hasher) {
        for (scale, href) in light + dark {
            hasher.combine(scale)
            hasher.combine(href)
        }
    }
}
