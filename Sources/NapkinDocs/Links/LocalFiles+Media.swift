import Foundation
import NapkinDocsCore

/// DocC's way of finding an image: by its name alone, anywhere in the catalog, with its
/// `~dark` and `@2x` variants beside it.
extension LocalFiles {
    /// The kinds of file a page can show as an image or a video, found by name.
    static let mediaExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "svg", "webp", "avif", "mp4", "mov", "m4v", "webm",
    ]

    /// Indexes the images and videos of `paths` by their media name; a name held by files of
    /// two kinds (`a.png`, `a.svg`) keeps the kind sorted first, so the choice is stable.
    static func mediaIndex(of paths: Set<String>) -> [String: MediaVariants] {
        var index: [String: MediaVariants] = [:]
        var kinds: [String: String] = [:]
        for path in paths.sorted() {
            let kind = (path as NSString).pathExtension.lowercased()
            guard mediaExtensions.contains(kind) else { continue }
            let media = MediaName(path: path)
            if let known = kinds[media.name], known != kind { continue }
            kinds[media.name] = kind
            if media.isDark {
                index[media.name, default: MediaVariants()].dark[media.scale] =
                    index[media.name]?.dark[media.scale] ?? path
            } else {
                index[media.name, default: MediaVariants()].light[media.scale] =
                    index[media.name]?.light[media.scale] ?? path
            }
        }
        return index
    }

    /// The file an image names by its name alone (`diagram`, `diagram.png`), as DocC finds
    /// it: anywhere in the folder.
    /// - Parameter name: The destination as written, without its anchor.
    /// - Returns: The file shown by default, or `nil` when no image has that name.
    func file(named name: String) -> String? {
        guard !name.contains("/") else { return nil }
        return media[MediaName(path: name).name]?.fallback
    }

    /// The variants of the image whose default file is `path`, when it has more than one file.
    /// - Parameter path: A file of the folder.
    /// - Returns: Its variants, or `nil` for a file with none.
    func variants(of path: String) -> MediaVariants? {
        guard let variants = media[MediaName(path: path).name], variants.hasVariants,
            variants.files.contains(path)
        else { return nil }
        return variants
    }

    /// The file a site href made by ``resolve(_:fromArticle:isImage:)`` copies.
    /// - Parameter href: A root-relative href such as `files/Resources/a.png`.
    /// - Returns: The file's path in the folder, or `nil` for an href that is not a copy.
    func file(ofHref href: String) -> String? {
        guard href.hasPrefix(siteFolder + "/") else { return nil }
        var path = Substring(href.dropFirst(siteFolder.count + 1))
        if let end = path.firstIndex(where: { $0 == "#" || $0 == "?" }) { path = path[..<end] }
        return path.percentDecoded
    }

    /// The root-relative href of the copy of `file`.
    func href(ofFile file: String) -> String {
        siteFolder + "/"
            + (file.addingPercentEncoding(withAllowedCharacters: Self.pathCharacters) ?? file)
    }
}

extension LocalFiles {
    /// The file a tutorial's `@Code(file:)` names: that path, or the one file of that name
    /// anywhere in the folder (sorted first when several have it).
    /// - Parameter name: The name as written (`step-1.swift`).
    /// - Returns: The file's path in the folder, or `nil`.
    func file(anyNamed name: String) -> String? {
        if paths.contains(name) { return name }
        return paths.filter { ($0 as NSString).lastPathComponent == name }.min()
    }
}
