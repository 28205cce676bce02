import NapkinDocsCore

/// What kind of page a `.tutorial` file is: DocC keeps tutorials apart from articles, in
/// their own part of the navigation, under their own word above the title.
extension ArticleSource {
    /// Whether the source is a `.tutorial` file.
    var isTutorial: Bool { relativePath.hasSuffix(".tutorial") }

    /// The directive a `.tutorial` file is made of: `Tutorials` (a table of contents),
    /// `Tutorial`, or `Article` (a tutorial article); `nil` for an article.
    var tutorialKind: String? {
        guard isTutorial else { return nil }
        let top = document.directives.first { $0.parent == nil }?.directive.name
        return ["Tutorials", "Tutorial", "Article"].contains(top) ? top : nil
    }
}
