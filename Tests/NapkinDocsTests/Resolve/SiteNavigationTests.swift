import Testing

@testable import NapkinDocs

/// Where the navigation places a page: under the first group that lists the page itself.
struct SiteNavigationTests {
    /// A Topics entry naming a member (`type.html#member`) does not place the member's type:
    /// the type keeps the place its own curation gives it, as in DocC.
    @Test func aMemberEntryLeavesItsTypeToItsOwnCuration() {
        let root = NavLink(title: "Module", href: "index.html")
        let navigation = SiteNavigation(
            root: root,
            groups: [
                root.href: [
                    SiteNavigation.Group(
                        title: "Essentials",
                        pages: [NavLink(title: "Guide", href: "articles/guide.html")]),
                    SiteNavigation.Group(
                        title: "Extended Modules",
                        pages: [NavLink(title: "Swift", href: "documentation/swift.html")]),
                ],
                "articles/guide.html": [
                    SiteNavigation.Group(
                        title: "Windows",
                        pages: [
                            NavLink(
                                title: "windows(ofCount:)",
                                href: "documentation/swift-collection.html#windows-ofcount")
                        ])
                ],
                "documentation/swift.html": [
                    SiteNavigation.Group(
                        title: "Extended Protocols",
                        pages: [
                            NavLink(
                                title: "Collection", href: "documentation/swift-collection.html")
                        ])
                ],
            ])
        #expect(
            navigation.breadcrumbs["documentation/swift-collection.html"]?.map(\.title) == [
                "Module", "Swift",
            ])
        #expect(
            navigation.readingOrder.map(\.title) == ["Module", "Guide", "Swift", "Collection"])
    }
}
