import NapkinDocsCore

/// The site's navigation: the sidebar tree, the reading order, breadcrumbs and See Also, all
/// derived from the `## Topics` groups of the root page and of the pages it curates.
///
/// 1. Start at the root page; each Topics group becomes a label node holding its entries.
/// 2. Each entry page is expanded once, at its first curation (so cycles end), with its own
///    groups; later mentions stay leaves.
/// 3. The reading order is the depth-first order of first curations; breadcrumbs are the
///    pages above a page's first curation.
package struct SiteNavigation: Sendable {
    /// One named group of pages, as a `## Topics` section lists them.
    package struct Group: Sendable, Hashable {
        /// The group's title.
        package var title: String
        /// The pages, in order (title and root-relative href).
        package var pages: [NavLink]

        /// Creates a group.
        /// - Parameters:
        ///   - title: The group's title.
        ///   - pages: The pages, in order.
        package init(title: String, pages: [NavLink]) {
            self.title = title
            self.pages = pages
        }
    }

    /// The sidebar tree: the root page and everything under it.
    package private(set) var tree: [NavNode] = []
    /// Every page reachable from the root, in reading order.
    package private(set) var readingOrder: [NavLink] = []
    /// The pages above each page, root first, by href.
    package private(set) var breadcrumbs: [String: [NavLink]] = [:]
    /// The other pages of the group each page was first curated in, by href.
    package private(set) var seeAlso: [String: [NavLink]] = [:]
    /// The place of each page in ``readingOrder``, by href (each page is there once).
    private var readingPlace: [String: Int] = [:]

    /// Builds the navigation.
    /// - Parameters:
    ///   - root: The root page.
    ///   - groups: The Topics groups of each page, by href.
    ///   - sidebarGroups: More groups that only the sidebar tree shows, by href, after a
    ///     page's own (a type's members that its Topics leave out, in their default groups).
    ///   - kinds: What each entry of the tree is, by href.
    package init(
        root: NavLink, groups: [String: [Group]], sidebarGroups: [String: [Group]] = [:],
        kinds: [String: NavKind] = [:]
    ) {
        var visited: Set<String> = [root.href]
        readingOrder = [root]
        breadcrumbs[root.href] = []
        let sources = TreeSources(groups: groups, sidebarGroups: sidebarGroups, kinds: kinds)
        tree = [expand(root, ancestors: [], sources: sources, visited: &visited)]
        for (place, link) in readingOrder.enumerated() where readingPlace[link.href] == nil {
            readingPlace[link.href] = place
        }
    }

    /// What the tree is built from.
    private struct TreeSources {
        /// The Topics groups of each page, by href.
        var groups: [String: [Group]]
        /// The groups only the sidebar shows, by href.
        var sidebarGroups: [String: [Group]]
        /// What each entry is, by href.
        var kinds: [String: NavKind]
    }

    /// Joins the navigation of several modules into one site's: `landing` heads the tree, with
    /// the site's own pages and then each module's tree under it in order; the reading order
    /// runs through them in turn, and every breadcrumb trail starts at `landing`.
    /// - Parameters:
    ///   - landing: The page that lists the modules.
    ///   - own: The navigation of the site's own pages, whose root is `landing`, if any.
    ///   - modules: Each module's navigation, in the order the landing page lists them.
    package init(landing: NavLink, own: SiteNavigation? = nil, modules: [SiteNavigation]) {
        readingOrder = own?.readingOrder ?? [landing]
        breadcrumbs = own?.breadcrumbs ?? [landing.href: []]
        seeAlso = own?.seeAlso ?? [:]
        var children = own?.tree.first?.children ?? []
        for module in modules {
            children += module.tree.map { root in
                var root = root
                root.kind = .module
                return root
            }
            readingOrder += module.readingOrder
            for (href, trail) in module.breadcrumbs { breadcrumbs[href] = [landing] + trail }
            seeAlso.merge(module.seeAlso) { first, _ in first }
        }
        tree = [NavNode(title: landing.title, href: landing.href, children: children)]
        for (place, link) in readingOrder.enumerated() where readingPlace[link.href] == nil {
            readingPlace[link.href] = place
        }
    }

    /// Builds the node of `page`, expanding its groups' pages that were not expanded yet.
    private mutating func expand(
        _ page: NavLink, ancestors: [NavLink], sources: TreeSources, visited: inout Set<String>
    ) -> NavNode {
        let kinds = sources.kinds
        var children: [NavNode] = []
        let path = ancestors + [NavLink(title: page.title, href: page.href)]
        for group in (sources.groups[page.href] ?? []) + (sources.sidebarGroups[page.href] ?? []) {
            var entries: [NavNode] = []
            // Each entry's first place in the group, found once for the whole group.
            var firstPlace: [NavLink: Int] = [:]
            for (place, entry) in group.pages.enumerated() where firstPlace[entry] == nil {
                firstPlace[entry] = place
            }
            for entry in group.pages {
                let base = entry.href.split(separator: "#").first.map(String.init) ?? entry.href
                // A member shown on its type's page (`page#member`) leaves the type's place to
                // the type's own curation, as DocC's member pages do.
                guard !visited.contains(base), base == entry.href else {
                    entries.append(
                        NavNode(title: entry.title, href: entry.href, kind: kinds[entry.href]))
                    continue
                }
                visited.insert(base)
                readingOrder.append(NavLink(title: entry.title, href: base))
                breadcrumbs[base] = path
                seeAlso[base] = Self.nearest(to: firstPlace[entry] ?? 0, in: group.pages)
                entries.append(expand(entry, ancestors: path, sources: sources, visited: &visited))
            }
            if group.title.isEmpty {
                children += entries
            } else if !entries.isEmpty {
                // A group whose every entry named nothing is left out, as on the page.
                children.append(NavNode(title: group.title, href: "", children: entries))
            }
        }
        return NavNode(
            title: page.title, href: page.href, children: children, kind: kinds[page.href])
    }

    /// The most See Also links a page shows: the group's pages nearest to it. A group of 500
    /// articles would otherwise copy 499 links into each of its pages (output growing as n²).
    package static let seeAlsoLimit = 8

    /// The other pages of `group` nearest to the entry at `position`, at most
    /// ``seeAlsoLimit``, in group order: the nearest places first, the earlier of two at the
    /// same distance first; entries with the entry's own href are left out. Only the places
    /// around `position` are read, so a group of any size costs the same per page.
    static func nearest(to position: Int, in group: [NavLink]) -> [NavLink] {
        guard group.indices.contains(position) else { return [] }
        let href = group[position].href
        var chosen: [Int] = []
        var distance = 1
        while chosen.count < seeAlsoLimit, distance <= max(position, group.count - 1 - position) {
            for place in [position - distance, position + distance]
            where group.indices.contains(place) && group[place].href != href
                && chosen.count < seeAlsoLimit
            {
                chosen.append(place)
            }
            distance += 1
        }
        return chosen.sorted().map { group[$0] }
    }

    /// The pages before and after `href` in reading order.
    /// - Parameter href: A page's root-relative path.
    /// - Returns: The previous and next pages, either of which may be missing.
    package func neighbours(of href: String) -> (previous: NavLink?, next: NavLink?) {
        guard let index = readingPlace[href] else { return (nil, nil) }
        let previous = index > 0 ? readingOrder[index - 1] : nil
        let next = index + 1 < readingOrder.count ? readingOrder[index + 1] : nil
        return (previous, next)
    }
}
