import NapkinDocsCore

/// Writes `navigation.js`, the site-wide sidebar tree, once per site.
///
/// Copying the whole navigation into each of n pages makes the site grow as n²; instead
/// every page loads this one script, and `site.js` draws the sidebar from it, marking the
/// current page. Without JavaScript the sidebar offers a link to the contents page, and
/// breadcrumbs and previous/next links still work.
public enum NavigationScript {
    /// The file's path relative to the site root.
    public static let path = "navigation.js"

    /// Returns the contents of `navigation.js` for `tree`.
    ///
    /// The script assigns `window.napkinNavigation`, an array of
    /// `[title, rootRelativeHref, children]` triples (an empty href is a group label).
    /// - Parameter tree: The top-level entries in display order.
    /// - Returns: Deterministic JavaScript source.
    public static func javaScript(for tree: [NavNode]) -> String {
        var output = "window.napkinNavigation = ["
        append(tree, to: &output)
        output += "];\n"
        return output
    }

    /// Appends `nodes` as comma-separated JSON triples.
    /// - Parameters:
    ///   - nodes: The entries to write.
    ///   - output: The script being built.
    private static func append(_ nodes: [NavNode], to output: inout String) {
        for (index, node) in nodes.enumerated() {
            if index > 0 { output += "," }
            output += "\n[" + JavaScriptLiteral.string(node.title) + ","
            output += JavaScriptLiteral.string(node.href) + ",["
            append(node.children, to: &output)
            output += "]]"
        }
    }
}
