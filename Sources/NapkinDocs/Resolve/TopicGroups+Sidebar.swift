import NapkinDocsCore

extension TopicGroups {
    /// The groups only the sidebar adds: under each type, the members its Topics leave out, in
    /// DocC's default groups, as its page lists them; so every member is one entry of the tree
    /// (`navigation.js` grows with the number of members, never with their square).
    ///
    /// Only members shown on their type's page (`page#member`) are added: they are leaves, so
    /// the reading order and breadcrumbs stay as the Topics make them.
    /// - Parameter groups: The Topics groups of each page, by href, strays placed.
    /// - Returns: The added groups of each type's page, by href.
    func sidebarGroups(
        after groups: [String: [SiteNavigation.Group]]
    ) -> [String: [SiteNavigation.Group]] {
        var added: [String: [SiteNavigation.Group]] = [:]
        for symbol in catalog.pageSymbols {
            guard let page = plan.routes.symbolPages[symbol.id] else { continue }
            let listed = Set((groups[page] ?? []).flatMap { $0.pages.map(\.href) })
            var links: [String: NavLink] = [:]
            let members = catalog.members(of: symbol.id).filter { member in
                guard !catalog.hasPage(member),
                    let href = plan.routes.href(forSymbol: member.id, in: catalog),
                    !listed.contains(href)
                else { return false }
                links[member.id] = NavLink(title: member.title, href: href)
                return true
            }
            let defaults = SymbolKind.defaultGroups(members).map { group in
                SiteNavigation.Group(
                    title: group.title, pages: group.symbols.compactMap { links[$0.id] })
            }
            if !defaults.isEmpty { added[page] = defaults }
        }
        return added
    }

    /// What each page and member of the site is, by href, for the sidebar's badges.
    /// - Returns: The kind of every article, tutorial and symbol with a place in the site.
    func navigationKinds() -> [String: NavKind] {
        var kinds: [String: NavKind] = [:]
        for (article, page) in plan.pages {
            kinds[page] = article.isTutorial ? .tutorial : .article
        }
        for symbol in catalog.symbols {
            guard let href = plan.routes.href(forSymbol: symbol.id, in: catalog) else { continue }
            kinds[href] = .symbol(symbol.kind)
        }
        // The root page heads the tree without a badge, as the module heads DocC's.
        kinds[plan.routes.rootPage] = nil
        return kinds
    }
}
