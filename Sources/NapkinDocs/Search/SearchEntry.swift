import NapkinDocsCore

/// One page as the search index sees it: its title, kind, and the text of each section.
package struct SearchEntry: Sendable, Hashable {
    /// One part of a page: a heading (or a member of a symbol page) and the text under it.
    package struct Section: Sendable, Hashable {
        /// The heading as plain text; empty for the text before the first heading.
        package var heading: String
        /// The heading's element id, without `#`; empty for the top of the page.
        package var anchor: String
        /// The section's text (prose and code) as plain text.
        package var text: String

        /// Creates a section.
        /// - Parameters:
        ///   - heading: The plain-text heading, or `""` for the page's introduction.
        ///   - anchor: The heading's id without `#`, or `""`.
        ///   - text: The plain-text body of the section.
        package init(heading: String, anchor: String, text: String) {
            self.heading = heading
            self.anchor = anchor
            self.text = text
        }
    }

    /// The page title as plain text.
    package var title: String
    /// The page, relative to the site root (`"documentation/presenter.html"`).
    package var href: String
    /// What the page is: `"article"`, `"class"`, `"protocol"`, …; shown in results.
    package var kind: String
    /// A short plain-text summary shown under the result (cut to about 140 characters).
    package var summary: String
    /// Extra names matched like the title, such as a symbol's full declaration name.
    package var keywords: [String]
    /// The page's sections in order.
    package var sections: [Section]
    /// The module the page is in, in a site of several modules; empty otherwise.
    package var module = ""

    /// Creates a search entry.
    /// - Parameters:
    ///   - title: The plain-text title.
    ///   - href: The root-relative page path.
    ///   - kind: The kind of page.
    ///   - summary: A plain-text summary.
    ///   - keywords: Names matched with title weight.
    ///   - sections: The sections in page order.
    package init(
        title: String, href: String, kind: String, summary: String = "",
        keywords: [String] = [], sections: [Section] = []
    ) {
        self.title = title
        self.href = href
        self.kind = kind
        self.summary = summary
        self.keywords = keywords
        self.sections = sections
    }
}
