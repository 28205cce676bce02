import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks the shape and weights of the search index, put back together from its files.
struct SearchIndexTests {
    /// A small site: a symbol page, an article, and a page that only mentions the symbol.
    static let entries: [SearchEntry] = [
        SearchEntry(
            title: "Presenter", href: "documentation/presenter.html", kind: "class",
            summary: "The base class for presenters.", keywords: ["Presenter<ViewControllerType>"],
            sections: [
                .init(heading: "", anchor: "", text: "A presenter turns state into view updates."),
                .init(
                    heading: "init(viewController:)", anchor: "init", text: "Creates a presenter."),
            ]),
        SearchEntry(
            title: "Lifecycle", href: "articles/lifecycle.html", kind: "article",
            summary: "How interactors activate and deactivate.",
            sections: [
                .init(
                    heading: "Activation order", anchor: "activation-order",
                    text:
                        "A new interactor is inactive. Activation publishes true on isActiveStream."
                ),
                .init(
                    heading: "Cancelling tasks", anchor: "cancelling-tasks",
                    text: "Deactivation cancels every bound task before publishing false."),
            ]),
        SearchEntry(
            title: "Getting Started", href: "articles/getting-started.html", kind: "article",
            summary: "Build a first napkin.",
            sections: [
                .init(
                    heading: "Add a presenter", anchor: "add-a-presenter",
                    text: "The presenter presenter presenter owns the view."),
                .init(
                    heading: "Attach", anchor: "attach", text: "Call attachChild from the router."),
            ]),
        SearchEntry(
            title: "Router", href: "documentation/router.html", kind: "class",
            summary: "Routes between napkins.", keywords: ["attachChild(_:)", "detachChild(_:)"],
            sections: [
                .init(
                    heading: "attachChild(_:)", anchor: "attachChild(_:)",
                    text: "Attaches a child router and activates its interactor."),
                .init(heading: "detachChild(_:)", anchor: "detachChild(_:)", text: "Detaches."),
            ]),
    ]

    /// Decodes the JSON value that one file of the index assigns: the head or a shard.
    static func value(of file: SearchFile) throws -> Any {
        let script = String(decoding: file.contents, as: UTF8.self)
        let name = file.path.dropFirst("search/".count).dropLast(".js".count)
        let prefix =
            file.path == SearchFormat.headPath
            ? "window.napkinSearchIndex = "
            : "(window.napkinSearchShards = window.napkinSearchShards || {})[\"\(name)\"] =\n"
        #expect(script.hasPrefix(prefix), "\(file.path)")
        #expect(script.hasSuffix(";\n"), "\(file.path)")
        let json = script.dropFirst(prefix.count).dropLast(2)
        return try JSONSerialization.jsonObject(with: Data(json.utf8))
    }

    /// Puts the files of the index back together as one object, as the index was before it
    /// was sharded: `pages` (`[title, href, kind, summary]`), `sections` (`[page, heading,
    /// anchor]`) and `terms` (each term's postings).
    static func decode(_ files: [SearchFile]) throws -> [String: Any] {
        var pages: [[String]] = []
        var sections: [[Any]] = []
        var terms: [String: [Int]] = [:]
        #expect(files.first?.path == SearchFormat.headPath)
        let postingsShards = try files.filter { $0.path.hasPrefix("search/postings-") }
            .map { try #require(try value(of: $0) as? [Int]) }
        for file in files.dropFirst() {
            let value = try value(of: file)
            if file.path.hasPrefix("search/terms-") {
                for (term, entry) in try #require(value as? [String: Any]) {
                    // A term too large for one shard names its postings shards.
                    if let parts = (entry as? [String: [Int]])?["parts"] {
                        terms[term] = postingsShards[parts[0]..<(parts[0] + parts[1])]
                            .flatMap { $0 }
                    } else {
                        terms[term] = try #require(entry as? [Int])
                    }
                }
            } else if file.path.hasPrefix("search/pages-") {
                for row in try #require(value as? [[Any]]) {
                    let fields = try #require(row.prefix(4).map { $0 as? String } as? [String])
                    let headings = try #require(row.last as? [String])
                    sections.append([pages.count, "", ""])
                    for pair in stride(from: 0, to: headings.count, by: 2) {
                        sections.append([pages.count, headings[pair], headings[pair + 1]])
                    }
                    pages.append(fields)
                }
            }
        }
        return ["pages": pages, "sections": sections, "terms": terms]
    }

    /// The sections of a decoded index, each field as text, so two can be compared.
    static func sectionRows(of index: [String: Any]) -> [[String]] {
        (index["sections"] as? [[Any]] ?? []).map { $0.map { "\($0)" } }
    }

    /// Returns the `(section, weight code)` postings of `term`.
    static func postings(of term: String, in index: [String: Any]) throws -> [(Int, Int)] {
        let terms = try #require(index["terms"] as? [String: [Int]])
        let packed = try #require(terms[term], "no term \(term)")
        var section = 0
        return packed.map { posting in
            section += posting >> 3
            return (section, posting & 7)
        }
    }

    @Test func indexIsAScriptAssigningPagesSectionsAndTerms() throws {
        let index = try Self.decode(SearchIndex.files(for: Self.entries))
        let pages = try #require(index["pages"] as? [[String]])
        #expect(pages.count == 4)
        #expect(
            pages[0] == [
                "Presenter", "documentation/presenter.html", "class",
                "The base class for presenters.",
            ])
        let sections = try #require(index["sections"] as? [[Any]])
        // Each page has a top section, then one per heading; the untitled intro merges into the top.
        #expect(sections.count == 2 + 3 + 3 + 3)
        #expect(sections[1][1] as? String == "init(viewController:)")
        #expect(sections[1][2] as? String == "init")
    }

    @Test func titleOutweighsHeadingOutweighsBody() throws {
        let index = try Self.decode(SearchIndex.files(for: Self.entries))
        let presenter = try Self.postings(of: "presenter", in: index)
        let titleWeight = try #require(presenter.first { $0.0 == 0 }?.1)
        let headingWeight = try #require(presenter.first { $0.0 == 6 }?.1)
        let bodyWeight = try #require(presenter.first { $0.0 == 1 }?.1)
        #expect(titleWeight > headingWeight)
        #expect(headingWeight > bodyWeight)
        #expect(titleWeight == SearchFormat.titleCode)
        #expect(headingWeight == SearchFormat.headingCode)
        #expect(bodyWeight == 1)
        let repeated = try Self.postings(of: "owns", in: index)
        #expect(repeated.map(\.1) == [1])
    }

    @Test func camelCasePartsAndWholeNamesAreBothIndexed() throws {
        let index = try Self.decode(SearchIndex.files(for: Self.entries))
        #expect(try !Self.postings(of: "attachchild", in: index).isEmpty)
        #expect(try !Self.postings(of: "child", in: index).isEmpty)
        #expect(try !Self.postings(of: "isactivestream", in: index).isEmpty)
        #expect(try !Self.postings(of: "viewcontrollertype", in: index).isEmpty)
        let keyword = try Self.postings(of: "detachchild", in: index)
        #expect(keyword.contains { $0 == (8, SearchFormat.keywordCode) })
        #expect(keyword.contains { $0 == (10, SearchFormat.headingCode) })
    }

    @Test func stopWordsAndSingleLettersAreLeftOut() throws {
        let index = try Self.decode(SearchIndex.files(for: Self.entries))
        let terms = try #require(index["terms"] as? [String: [Int]])
        #expect(terms["the"] == nil)
        #expect(terms["a"] == nil)
        #expect(terms["_"] == nil)
    }

    @Test func outputIsDeterministicAndSafeInsideAScriptElement() {
        let tricky = SearchEntry(
            title: "</script><b>", href: "x.html", kind: "article", summary: "\u{2028}\"\\",
            sections: [])
        let first = SearchIndex.files(for: Self.entries + [tricky])
        #expect(first == SearchIndex.files(for: Self.entries + [tricky]))
        for file in first {
            let text = String(decoding: file.contents, as: UTF8.self)
            #expect(!text.contains("</script>"), "\(file.path)")
            #expect(!text.contains("\u{2028}"), "\(file.path)")
        }
    }

    @Test func longSummariesAreShortenedAtAWord() {
        let summary = String(repeating: "word ", count: 60)
        let short = SearchIndex.shortened(summary)
        #expect(short.count <= SearchIndex.summaryLength + 1)
        #expect(short.hasSuffix("word…"))
    }
}
