import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// The sidebar tree a built site writes to `navigation.js`: every member under its type, in
/// the default groups of its page, and each entry with its kind's badge.
struct SidebarTreeTests {
    /// One entry of `navigation.js`, decoded.
    struct Entry: Equatable {
        /// The label.
        var title: String
        /// The root-relative href, empty for a group label.
        var href: String
        /// The kind's badge letters, empty when there is none.
        var kind: String
        /// The nested entries.
        var children: [Entry]
    }

    /// Builds the `napkin` articles with the tiny graph and decodes its `navigation.js`.
    static func builtTree() async throws -> (tree: [Entry], kinds: [String: String]) {
        let output = SiteFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let report = await SiteFixture.build(
            SiteFixture.options("napkin", output: output, rules: .lenient))
        #expect(report.exitCode == 0, "\(report.log.diagnostics)")
        return try decode(SiteFixture.page(NavigationScript.path, in: output))
    }

    /// Decodes the two assignments of a `navigation.js`.
    static func decode(_ script: String) throws -> (tree: [Entry], kinds: [String: String]) {
        let parts = script.components(separatedBy: ";\nwindow.napkinNavigationKinds = ")
        try #require(parts.count == 2)
        let treeJSON = parts[0].dropFirst("window.napkinNavigation = ".count)
        let kindsJSON = parts[1].dropLast(2)
        let tree = try #require(
            try JSONSerialization.jsonObject(with: Data(treeJSON.utf8)) as? [[Any]])
        let kinds = try #require(
            try JSONSerialization.jsonObject(with: Data(kindsJSON.utf8)) as? [String: String])
        return (tree.map(entry), kinds)
    }

    /// Decodes one `[title, href, children, kind?]` array.
    static func entry(_ array: [Any]) -> Entry {
        Entry(
            title: array[0] as? String ?? "", href: array[1] as? String ?? "",
            kind: array.count > 3 ? array[3] as? String ?? "" : "",
            children: (array[2] as? [[Any]] ?? []).map(entry))
    }

    /// The entry titled `title` anywhere in `tree`, depth first.
    static func find(_ title: String, in tree: [Entry]) -> Entry? {
        for node in tree {
            if node.title == title { return node }
            if let found = find(title, in: node.children) { return found }
        }
        return nil
    }

    /// `Router` has no Topics: its members follow in DocC's default groups. `Presenter`'s
    /// Topics list its initializer: that group comes first, the rest after it.
    @Test func membersTopicsLeaveOutAreUnderTheirTypeInDefaultGroups() async throws {
        let tree = try await Self.builtTree().tree
        let router = try #require(Self.find("Router", in: tree))
        #expect(router.children.map(\.title) == ["Initializers", "Instance Methods"])
        #expect(router.children.map(\.href) == ["", ""])
        #expect(
            router.children.flatMap(\.children).map(\.title) == ["init()", "attachChild(_:)"])
        #expect(
            router.children.flatMap(\.children).allSatisfy {
                $0.href.hasPrefix(router.href + "#") && $0.children.isEmpty
            })
        let presenter = try #require(Self.find("Presenter", in: tree))
        #expect(
            presenter.children.map(\.title) == ["Creating a Presenter", "Instance Properties"])
        #expect(
            presenter.children.map { $0.children.map(\.title) } == [
                ["init(viewController:)"], ["viewController"],
            ])
    }

    /// Symbols and articles carry their badge's letters; group labels and the root carry none.
    @Test func eachEntryCarriesItsKindAndTheLegendNamesIt() async throws {
        let (tree, kinds) = try await Self.builtTree()
        let kindOf = { (title: String) in Self.find(title, in: tree)?.kind }
        #expect(kindOf("Router") == "C")
        #expect(kindOf("Presentable") == "Pr")
        #expect(kindOf("init()") == "I")
        #expect(kindOf("attachChild(_:)") == "M")
        #expect(kindOf("viewController") == "P")
        #expect(kindOf("dispatch(priority:_:)") == "F")
        #expect(kindOf("Getting Started") == "Ar")
        #expect(kindOf("Instance Methods") == "")
        #expect(tree.first?.kind == "")
        #expect(kinds["C"] == "Class" && kinds["Ar"] == "Article" && kinds["M"] == "Method")
        #expect(kinds["Tu"] == nil, "the legend names only the kinds the tree uses")
    }

    /// Where no Topics section names a page or member twice, each is one entry: the tree
    /// holds what the pages hold, so it grows with the members, not with their square.
    @Test func noEntryIsWrittenTwice() async throws {
        let tree = try await Self.builtTree().tree
        func hrefs(_ nodes: [Entry]) -> [String] {
            nodes.flatMap { [$0.href] + hrefs($0.children) }.filter { !$0.isEmpty }
        }
        let all = hrefs(tree)
        #expect(all.count == Set(all).count, "\(all)")
    }
}
