import NapkinDocsCore

/// One link in the site's navigation: a breadcrumb, an on-this-page entry, or previous/next.
package struct NavLink: Sendable, Hashable {
    /// The text shown for the link, as plain text (the layout escapes it).
    package var title: String
    /// The target, relative to the site root (`"articles/lifecycle.html#order"`), or a
    /// same-page anchor (`"#order"`) in an on-this-page list.
    package var href: String
    /// The nesting level: 0 for a page, 2 or 3 for an on-this-page heading of that rank.
    package var level: Int

    /// Creates a navigation link.
    /// - Parameters:
    ///   - title: The plain-text label.
    ///   - href: The root-relative target, or a `#anchor` for on-this-page entries.
    ///   - level: 0 for pages; the heading rank for on-this-page entries.
    package init(title: String, href: String, level: Int = 0) {
        self.title = title
        self.href = href
        self.level = level
    }
}
