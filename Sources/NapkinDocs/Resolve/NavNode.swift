import NapkinDocsCore

/// One entry of the site-wide navigation tree shown in every page's sidebar.
public struct NavNode: Sendable, Hashable {
    /// The plain-text label.
    public var title: String
    /// The page, relative to the site root (`"articles/lifecycle.html"`).
    public var href: String
    /// The entries nested under this one, in display order.
    public var children: [NavNode]
    /// What the entry is (a class, a method, an article…), or `nil` for a group label or a
    /// page of no known kind.
    public var kind: NavKind?

    /// Creates a navigation tree node.
    /// - Parameters:
    ///   - title: The plain-text label.
    ///   - href: The root-relative page path.
    ///   - children: The nested entries, in order.
    ///   - kind: What the entry is, if known.
    public init(title: String, href: String, children: [NavNode] = [], kind: NavKind? = nil) {
        self.title = title
        self.href = href
        self.children = children
        self.kind = kind
    }
}
