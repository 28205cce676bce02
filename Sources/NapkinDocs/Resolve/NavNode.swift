import NapkinDocsCore

/// One entry of the site-wide navigation tree shown in every page's sidebar.
package struct NavNode: Sendable, Hashable {
    /// The plain-text label.
    package var title: String
    /// The page, relative to the site root (`"articles/lifecycle.html"`).
    package var href: String
    /// The entries nested under this one, in display order.
    package var children: [NavNode]
    /// What the entry is (a class, a method, an article…), or `nil` for a group label or a
    /// page of no known kind.
    package var kind: NavKind?

    /// Creates a navigation tree node.
    /// - Parameters:
    ///   - title: The plain-text label.
    ///   - href: The root-relative page path.
    ///   - children: The nested entries, in order.
    ///   - kind: What the entry is, if known.
    package init(title: String, href: String, children: [NavNode] = [], kind: NavKind? = nil) {
        self.title = title
        self.href = href
        self.children = children
        self.kind = kind
    }
}
