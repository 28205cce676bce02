import NapkinDocsCore

/// One entry of the site-wide navigation tree shown in every page's sidebar.
public struct NavNode: Sendable, Hashable {
    /// The plain-text label.
    public var title: String
    /// The page, relative to the site root (`"articles/lifecycle.html"`).
    public var href: String
    /// The entries nested under this one, in display order.
    public var children: [NavNode]

    /// Creates a navigation tree node.
    /// - Parameters:
    ///   - title: The plain-text label.
    ///   - href: The root-relative page path.
    ///   - children: The nested entries, in order.
    public init(title: String, href: String, children: [NavNode] = []) {
        self.title = title
        self.href = href
        self.children = children
    }
}
