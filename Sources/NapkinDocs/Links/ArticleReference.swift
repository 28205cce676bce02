import NapkinDocsCore

/// What link resolution needs to know about one article: its names and its page.
package struct ArticleReference: Sendable, Hashable {
    /// The article's source path relative to the articles folder (`guides/Lifecycle.md`).
    package var path: String
    /// The file name without `.md`, which `<doc:Lifecycle>` names.
    package var name: String
    /// The article's title, used as link text for `<doc:>` links.
    package var title: String
    /// The page the article renders to, relative to the site root.
    package var page: String

    /// Creates an article reference.
    /// - Parameters:
    ///   - path: The source path relative to the articles folder.
    ///   - title: The article's title.
    ///   - page: The root-relative page path.
    package init(path: String, title: String, page: String) {
        self.path = path
        let file = path.split(separator: "/").last.map(String.init) ?? path
        // A DocC tutorial (`X.tutorial`) is linked as `<doc:X>` too; DocC spells the spaces
        // of a file's name as hyphens (`Get Started.tutorial` is `<doc:Get-Started>`).
        let base =
            file.hasSuffix(".md")
            ? String(file.dropLast(3))
            : file.hasSuffix(".tutorial") ? String(file.dropLast(".tutorial".count)) : file
        self.name = base.replacingOccurrences(of: " ", with: "-")
        self.title = title
        self.page = page
    }
}
