/// An element id the page layout writes on every page: declared here once, for the layout
/// that writes it and for the routes that keep headings from taking it.
enum PageLayoutID: String, CaseIterable, CustomStringConvertible, Sendable {
    /// The page's `<main>`, which the skip link leads to.
    case main
    /// The on-this-page list's title, which names the list.
    case outlineTitle = "outline-title"
    /// The checkbox that opens the sidebar on a phone.
    case navToggle = "nav-toggle"
    /// The search box.
    case searchInput = "search-input"
    /// The panel listing search results.
    case searchResults = "search-results"
    /// The line saying how many results a search found.
    case searchStatus = "search-status"
    /// The sidebar.
    case sidebar
    /// The sidebar's slot for the navigation tree.
    case navTree = "nav-tree"

    /// The id as written in the page.
    var description: String { rawValue }
}
