import NapkinDocsCore

/// The ids one page gives its headings, worked out before any page is written, so that
/// `<doc:Article#Heading>` and ``` ``Symbol#Heading`` ``` links can point at them.
///
/// The ids are the page renderer's, from the same function
/// (``MarkdownDocument/headingIDs(dropsTitle:uniquer:)``) and the page's own uniquer (which
/// already holds the layout's and the symbol page's fixed ids). A link's fragment names
/// a heading by its text, in any case and with `-` or spaces between words (`#Cascade-Order`),
/// so it is compared as a slug. A fragment that names no heading that way may be the id GitHub
/// gives it (`#requireid` for `require(id)`, `#example-1` for the second `Example`), as links in
/// Markdown written for GitHub are: it finds the same heading.
struct HeadingAnchors: Sendable {
    /// A heading a fragment can name: its id on the page, and its text for a link's title.
    private struct Target: Sendable {
        /// The heading's id on the page.
        var anchor: String
        /// The heading's text.
        var text: String
    }

    /// Each heading, by the slug of its text; the first heading of a slug wins.
    private var bySlug: [String: Target] = [:]
    /// Each heading whose slug does not find it by the id GitHub gives it, by that id.
    private var byGitHubID: [String: Target] = [:]
    /// The page's ids handed out so far.
    private var uniquer: Slug.Uniquer
    /// The slug and GitHub's id of the title, where the page writes its own title, which has
    /// no id: a link naming it goes to the top of the page.
    private var titleIDs: Set<String> = []

    /// Starts a page whose fixed ids are already in `uniquer`.
    /// - Parameter uniquer: The page's uniquer before its first heading.
    init(startingWith uniquer: Slug.Uniquer) {
        self.uniquer = uniquer
    }

    /// Adds a document's headings, in the order the page shows them.
    /// - Parameters:
    ///   - document: An article, an extension article or a doc comment's discussion.
    ///   - dropsTitle: Whether the page leaves the document's title out.
    mutating func add(_ document: MarkdownDocument, dropsTitle: Bool) {
        let anchors = document.headingIDs(dropsTitle: dropsTitle, uniquer: &uniquer)
        // GitHub numbers the ids of one file, and counts every heading in it.
        var gitHubIDs = Slug.GitHubUniquer()
        for (heading, anchor) in zip(document.headings, anchors) {
            let gitHubID = gitHubIDs.unique(Slug.gitHub(heading.text))
            if dropsTitle && heading == document.title {
                titleIDs.formUnion([Slug.make(heading.text), gitHubID])
                continue
            }
            guard let anchor else { continue }
            let slug = Slug.make(heading.text)
            let target = Target(anchor: anchor, text: heading.text)
            if bySlug[slug] == nil { bySlug[slug] = target }
            // Most of GitHub's ids are the heading's slug too, and found that way for good
            // (the first heading of a slug keeps it): only the others are kept.
            if byGitHubID[gitHubID] == nil,
                bySlug[Slug.make(gitHubID)]?.anchor != target.anchor
            {
                byGitHubID[gitHubID] = target
            }
        }
    }

    /// The heading a link's fragment names: by the slug of its text, else by GitHub's id.
    private func target(for fragment: String) -> Target? {
        if let target = bySlug[Slug.make(fragment)] { return target }
        // GitHub's ids keep letters outside ASCII, which a link may spell with `%`.
        let id = fragment.percentDecoded.lowercased()
        return byGitHubID[id] ?? bySlug[Slug.make(id)]
    }

    /// The id of the heading a link's fragment names.
    /// - Parameter fragment: The text after `#`, such as `Cascade-Order`.
    /// - Returns: The heading's id, or `nil` when the page has no such heading.
    func anchor(for fragment: String) -> String? {
        target(for: fragment)?.anchor
    }

    /// Whether a fragment that names no heading (``anchor(for:)``) names the page's title,
    /// which the page writes itself: a link to it goes to the top of the page.
    /// - Parameter fragment: The text after `#`.
    /// - Returns: Whether it names the title, by its slug or by GitHub's id.
    func namesTitle(_ fragment: String) -> Bool {
        titleIDs.contains(Slug.make(fragment))
            || titleIDs.contains(fragment.percentDecoded.lowercased())
    }

    /// The text of the heading a link's fragment names, which DocC shows as the link's title.
    /// - Parameter fragment: The text after `#`.
    /// - Returns: The heading's text, or `nil` when the page has no such heading.
    func text(for fragment: String) -> String? {
        target(for: fragment)?.text
    }

    /// The headings a link can name, as slugs, for "did you mean".
    var slugs: [String] {
        bySlug.keys.sorted()
    }
}
