import NapkinDocsCore

/// Writes `navigation.js`, the site-wide sidebar tree, once per site.
///
/// Copying the whole navigation into each of n pages makes the site grow as n²; instead
/// every page loads this one script, and `site.js` draws the sidebar from it, marking the
/// current page. Without JavaScript the sidebar offers a link to the contents page, and
/// breadcrumbs and previous/next links still work.
package enum NavigationScript {
    /// The file's path relative to the site root.
    package static let path = "navigation.js"

    /// Returns the contents of `navigation.js` for `tree`.
    ///
    /// The script assigns two globals:
    /// - `window.napkinNavigation`, an array of `[title, rootRelativeHref, children]` entries
    ///   (an empty href is a group label), with a fourth element, the kind's badge letters
    ///   (``NavKind/code``), when the entry has a kind;
    /// - `window.napkinNavigationKinds`, the name of each kind the tree uses, by its letters.
    /// - Parameter tree: The top-level entries in display order.
    /// - Returns: Deterministic JavaScript source.
    package static func javaScript(for tree: [NavNode]) -> String {
        var output = "window.napkinNavigation = ["
        var used: Set<String> = []
        append(tree, to: &output, kinds: &used)
        output += "];\nwindow.napkinNavigationKinds = {"
        let legend = NavKind.all.filter { used.remove($0.code) != nil }
        output += legend.map {
            JavaScriptLiteral.string($0.code) + ":" + JavaScriptLiteral.string($0.name)
        }.joined(separator: ",")
        output += "};\n"
        return output
    }

    /// Appends `nodes` as comma-separated JSON arrays.
    /// - Parameters:
    ///   - nodes: The entries to write.
    ///   - output: The script being built.
    ///   - kinds: The kind codes written so far; the nodes' codes are added.
    private static func append(
        _ nodes: [NavNode], to output: inout String, kinds: inout Set<String>
    ) {
        for (index, node) in nodes.enumerated() {
            if index > 0 { output += "," }
            output += "\n[" + JavaScriptLiteral.string(node.title) + ","
            output += JavaScriptLiteral.string(node.href) + ",["
            append(node.children, to: &output, kinds: &kinds)
            output += "]"
            if let kind = node.kind {
                output += "," + JavaScriptLiteral.string(kind.code)
                kinds.insert(kind.code)
            }
            output += "]"
        }
    }
}
