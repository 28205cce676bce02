import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// See Also and previous/next cost the same per page in a group of any size, and choose what
/// the definitions say: the nearest places of the group, and the neighbours in reading order.
struct SiteNavigationScaleTests {
    /// The definition of See Also: every other place, by distance then place, the first
    /// ``SiteNavigation/seeAlsoLimit``, in group order (what a scan of the whole group chose).
    static func nearestByDefinition(to position: Int, in group: [NavLink]) -> [NavLink] {
        let others = group.indices.filter { group[$0].href != group[position].href }
        return others.sorted { (abs($0 - position), $0) < (abs($1 - position), $1) }
            .prefix(SiteNavigation.seeAlsoLimit).sorted().map { group[$0] }
    }

    @Test func seeAlsoChoosesWhatTheDefinitionChooses() {
        var generator = SeededGenerator(seed: 3)
        for _ in 0..<300 {
            // Few distinct hrefs, so that a group repeats pages.
            let group = (0..<Int(generator.next() % 30)).map { _ in
                let number = generator.next() % 12
                return NavLink(title: "Page \(number)", href: "articles/\(number).html")
            }
            for position in group.indices {
                #expect(
                    SiteNavigation.nearest(to: position, in: group)
                        == Self.nearestByDefinition(to: position, in: group),
                    "\(position) in \(group.map(\.href))")
            }
        }
    }

    @Test func aGroupOfTwentyThousandPagesGetsSeeAlsoAndNeighbours() {
        let pages = (0..<20_000).map { NavLink(title: "Page \($0)", href: "articles/\($0).html") }
        let navigation = SiteNavigation(
            root: NavLink(title: "Home", href: "index.html"),
            groups: ["index.html": [SiteNavigation.Group(title: "All", pages: pages)]])
        #expect(navigation.seeAlso["articles/0.html"]?.count == SiteNavigation.seeAlsoLimit)
        #expect(navigation.seeAlso["articles/10000.html"]?.first?.href == "articles/9996.html")
        let (previous, next) = navigation.neighbours(of: "articles/19999.html")
        #expect(previous?.href == "articles/19998.html" && next == nil)
        #expect(navigation.neighbours(of: "index.html").next?.href == "articles/0.html")
    }
}
