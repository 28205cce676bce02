import NapkinDocsCore

/// How DocC names a media file of a catalog: `diagram~dark@2x.png` is the image `diagram`, in
/// the dark scheme, at twice the resolution. A page names the image by `diagram` alone, and
/// the file is found wherever it is in the catalog.
struct MediaName: Hashable, Sendable {
    /// The name a page uses: the file's name without its folders, extension, `~dark` and `@2x`.
    var name: String
    /// Whether the file is the image's variant for the dark scheme.
    var isDark: Bool
    /// The resolution the file is drawn at (1, 2 or 3).
    var scale: Int

    /// Reads a file's media name from its path.
    /// - Parameter path: The file's path (folders and extension included).
    init(path: String) {
        var base = Substring(path.split(separator: "/").last ?? "")
        if let dot = base.firstIndex(of: ".") { base = base[..<dot] }
        scale = 1
        for factor in 2...3 where base.hasSuffix("@\(factor)x") {
            scale = factor
            base = base.dropLast(3)
        }
        isDark = base.hasSuffix("~dark")
        if isDark { base = base.dropLast("~dark".count) }
        // `name@2x~dark` is read too, though DocC spells it `name~dark@2x`.
        for factor in 2...3 where scale == 1 && base.hasSuffix("@\(factor)x") {
            scale = factor
            base = base.dropLast(3)
        }
        name = String(base)
    }
}

/// The files of one image: the one to show by default, and its variants for the dark scheme
/// and for high-resolution screens, each a path in the articles folder.
struct MediaVariants: Hashable, Sendable {
    /// The files for the light (default) scheme, by scale.
    var light: [Int: String] = [:]
    /// The files for the dark scheme, by scale.
    var dark: [Int: String] = [:]

    /// The file shown when nothing else is chosen: the light one at 1x, or the nearest.
    var fallback: String? {
        for variants in [light, dark] {
            if let file = variants.keys.sorted().first.flatMap({ variants[$0] }) { return file }
        }
        return nil
    }

    /// Every file of the image, sorted.
    var files: [String] {
        (Array(light.values) + Array(dark.values)).sorted()
    }

    /// Whether the image has more than one file (a `<picture>` or a `srcset` is written).
    var hasVariants: Bool {
        light.count + dark.count > 1
    }
}
