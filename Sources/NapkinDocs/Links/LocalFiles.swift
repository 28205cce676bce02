import Foundation
import NapkinDocsCore

/// The files of the articles folder that are not articles (images, downloads), which pages
/// may show or link to: each one a page names is copied into the site under `files/`, at its
/// path in the folder, so that `![A diagram](images/diagram.png)` shows on the article's page
/// wherever that page is.
package struct LocalFiles: Sendable, Hashable {
    /// Where the copies go in a site of one module.
    package static let defaultSiteFolder = "files"
    /// Where the copies go in this site: ``defaultSiteFolder``, in the module's folder when the
    /// site has several.
    package var siteFolder = Self.defaultSiteFolder

    /// The paths of the folder's other files, relative to it.
    package var paths: Set<String> {
        didSet { media = Self.mediaIndex(of: paths) }
    }
    /// The images of the folder by the name DocC finds them by (``MediaName``).
    private(set) var media: [String: MediaVariants]

    /// Creates the set of a folder's other files.
    /// - Parameter paths: Their paths relative to the articles folder.
    package init(_ paths: Set<String> = []) {
        self.paths = paths
        media = Self.mediaIndex(of: paths)
    }

    /// The kinds of file never copied, because a browser opening one runs the script it may
    /// hold: pages, scripts, and (except as an image, where browsers run no script) SVG.
    static let activeExtensions: Set<String> = ["html", "htm", "xhtml", "shtml", "js", "mjs"]
    /// The kinds of file copied as images only.
    static let imageOnlyExtensions: Set<String> = ["svg", "svgz", "xml"]

    /// Resolves a relative image source, or link to a file that is not an article, written in
    /// the article at `articlePath`.
    /// - Parameters:
    ///   - destination: The destination as written (`images/a.png`, `../files/b.zip#x`).
    ///   - articlePath: The article's path in the folder; `nil` in a doc comment, where such
    ///     paths mean nothing.
    ///   - isImage: Whether the destination is an image's source.
    /// - Returns: The copy's place in the site (`files/images/a.png`), the path of the file it
    ///   copies, or a warning's message when the folder holds no such file; `nil` for a
    ///   destination that is not a relative path (a URL, an anchor, an absolute path) or names
    ///   a kind of file never copied.
    func resolve(
        _ destination: String, fromArticle articlePath: String?, isImage: Bool
    ) -> (resolution: LinkResolution, file: String?)? {
        guard let articlePath, !destination.isEmpty, !destination.hasPrefix("#"),
            !destination.hasPrefix("/"), !destination.holds(ascii: ":")
        else { return nil }
        var path = Substring(destination)
        var suffix = ""
        if let end = path.firstIndex(where: { $0 == "#" || $0 == "?" }) {
            suffix = String(path[end...])
            path = path[..<end]
        }
        // Pages and scripts are left as written, never copied (nor is SVG but as an image).
        let kind = (String(path) as NSString).pathExtension.lowercased()
        if Self.activeExtensions.contains(kind)
            || (!isImage && Self.imageOnlyExtensions.contains(kind))
        {
            return nil
        }
        let folder = (articlePath as NSString).deletingLastPathComponent
        let decoded = path.percentDecoded
        let target = LinkResolver.normalise((folder as NSString).appendingPathComponent(decoded))
        guard paths.contains(target) else {
            if isImage, let named = file(named: decoded) ?? file(anyNamed: decoded) {
                return resolved(named, suffix: suffix)
            }
            // An image is also looked for by name anywhere in the folder, as DocC looks.
            let message =
                isImage
                ? "no image '\(decoded)' in the articles folder: none at '\(target)', "
                    + "and none of that name anywhere in it"
                : "no file '\(target)' in the articles folder for '\(destination)'"
            return (.unresolved(message: message), nil)
        }
        return resolved(target, suffix: suffix)
    }

    /// The resolution of a destination that names `file`: its copy's place in the site.
    private func resolved(
        _ file: String, suffix: String
    ) -> (resolution: LinkResolution, file: String?) {
        let encoded =
            file.addingPercentEncoding(withAllowedCharacters: Self.pathCharacters) ?? file
        return (
            .resolved(LinkTarget(href: siteFolder + "/" + encoded + suffix, title: "")),
            file
        )
    }

    /// The characters a path keeps as they are in an href.
    static let pathCharacters: CharacterSet = {
        var characters = CharacterSet.urlPathAllowed
        characters.remove(charactersIn: "?#")
        return characters
    }()
}
