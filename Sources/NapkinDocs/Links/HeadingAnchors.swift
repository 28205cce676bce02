/// The ids one page gives its headings, worked out before any page is written, so that
/// `<doc:Article#Heading>` and ``` ``Symbol#Heading`` ``` links can point at them.
///
/// The ids are handed out as the page renderer hands them out: in page order, from the page's
/// own uniquer (which already holds the layout's and the symbol page's fixed ids), skipping the
/// Topics section and, where the page writes its own title, the title. A link's fragment names
/// a heading by its text, in any case and with `-` or spaces between words (`#Cascade-Order`),
/// so it is compared as a slug.
struct HeadingAnchors: Sendable {
    /// The id of each heading, by the slug of its text; the first heading of a slug wins.
    private var bySlug: [String: String] = [:]
    /// The text of each heading, by the slug of its text, for a link's title.
    private var textBySlug: [String: String] = [:]
    /// The page's ids handed out so far.
    private var uniquer: Slug.Uniquer

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
        let topicsStart = document.headings.first(where: TopicsSection.isTopicsHeading)?.location
        let topicsEnd = topicsStart.flatMap { start in
            document.headings.first { $0.location > start && $0.level <= 2 }?.location
        }
        for heading in document.headings where !(dropsTitle && heading == document.title) {
            if let start = topicsStart, heading.location >= start,
                heading.location < (topicsEnd ?? SourceLocation(line: .max, column: 0))
            {
                continue
            }
            let slug = Slug.make(heading.text)
            let anchor = uniquer.unique(slug)
            if bySlug[slug] == nil {
                bySlug[slug] = anchor
                textBySlug[slug] = heading.text
            }
        }
    }

    /// The id of the heading a link's fragment names.
    /// - Parameter fragment: The text after `#`, such as `Cascade-Order`.
    /// - Returns: The heading's id, or `nil` when the page has no such heading.
    func anchor(for fragment: String) -> String? {
        bySlug[Slug.make(fragment)]
    }

    /// The text of the heading a link's fragment names, which DocC shows as the link's title.
    /// - Parameter fragment: The text after `#`.
    /// - Returns: The heading's text, or `nil` when the page has no such heading.
    func text(for fragment: String) -> String? {
        textBySlug[Slug.make(fragment)]
    }

    /// The headings a link can name, as slugs, for "did you mean".
    var slugs: [String] {
        bySlug.keys.sorted()
    }
}
