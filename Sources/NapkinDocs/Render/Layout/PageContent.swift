import NapkinDocsCore

/// Everything ``PageLayout`` needs to write one page of the site.
package struct PageContent: Sendable {
    /// The output path relative to the site root, such as `"documentation/presenter.html"`.
    package var path: String
    /// The page title, as plain text.
    package var title: String
    /// The small label above the title: `"Article"`, `"Class"`, `"Protocol"`, …
    package var eyebrow: String
    /// A one-paragraph summary as plain text, shown under the title and used as the
    /// page's `<meta name="description">`.
    package var abstract: String?
    /// The main content as trusted HTML whose links are already relative to this page.
    package var bodyHTML: String
    /// Trusted HTML written in the header after the title (a page's badges and button).
    package var headerHTML = ""
    /// A class added to the header (`page-color-blue`), if any.
    package var headerClass: String?
    /// The pages above this one, root first, not including this page.
    package var breadcrumbs: [NavLink]
    /// The page's own sections, as `#anchor` links with their heading level.
    package var onThisPage: [NavLink]
    /// The page before this one in reading order.
    package var previous: NavLink?
    /// The page after this one in reading order.
    package var next: NavLink?

    /// Creates the content of one page.
    /// - Parameters:
    ///   - path: The output path relative to the site root.
    ///   - title: The plain-text title.
    ///   - eyebrow: The kind label shown above the title.
    ///   - abstract: The plain-text summary, if any.
    ///   - bodyHTML: The trusted body HTML, with page-relative links.
    ///   - breadcrumbs: The ancestors, root first.
    ///   - onThisPage: The `#anchor` links to the page's sections.
    ///   - previous: The previous page in reading order.
    ///   - next: The next page in reading order.
    package init(
        path: String, title: String, eyebrow: String, abstract: String? = nil,
        bodyHTML: String, breadcrumbs: [NavLink] = [], onThisPage: [NavLink] = [],
        previous: NavLink? = nil, next: NavLink? = nil
    ) {
        self.path = path
        self.title = title
        self.eyebrow = eyebrow
        self.abstract = abstract
        self.bodyHTML = bodyHTML
        self.breadcrumbs = breadcrumbs
        self.onThisPage = onThisPage
        self.previous = previous
        self.next = next
    }
}
