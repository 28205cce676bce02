import Dispatch
import Synchronization

/// Builds `search-index.js`, the full-text index that the search box loads from `file://`.
///
/// 1. Each page becomes a row of `pages`, and each of its sections (the top of the page
///    first, then one per heading or member) a row of `sections`.
/// 2. Every term of a section gets a weight code (see ``Weights``): title, heading, or
///    its count in the text. Pages are tokenized in parallel, on every core.
/// 3. `terms` maps each term to its postings, one number per section holding the term:
///    `(sectionIdDelta << 3) | code`, in section order (deltas keep the numbers short).
///
/// The section text itself is not stored; results show the title, the matched heading
/// and the page summary. On a synthetic corpus of 500 articles of 20 KB the index is
/// about a third of the text's size.
public enum SearchIndex {
    /// The index's path relative to the site root.
    public static let path = "search-index.js"

    /// The code of a term in the page title.
    static let titleCode = 7
    /// The code of a term in the page's keywords.
    static let keywordCode = 0
    /// The code of a term in a section heading.
    static let headingCode = 6
    /// The highest code a term's count in the text can reach.
    static let maximumCountCode = 5
    /// Summaries longer than this many characters are cut at a word.
    static let summaryLength = 140

    /// The postings of one term while the index is built.
    struct PostingList {
        /// The id of the last section added, for the next delta.
        var lastSection = 0
        /// The packed postings.
        var packed: [Int] = []
    }

    /// Returns the contents of `search-index.js` for `entries`.
    /// - Parameter entries: Every page of the site, in a stable order.
    /// - Returns: Deterministic JavaScript that assigns `window.napkinSearchIndex`.
    public static func javaScript(for entries: [SearchEntry]) -> String {
        let weights = sectionWeights(for: entries)
        var pages: [String] = []
        var sections: [String] = []
        var postings: [String: PostingList] = [:]
        for (pageNumber, entry) in entries.enumerated() {
            pages.append(
                "["
                    + [entry.title, entry.href, entry.kind, shortened(entry.summary)]
                    .map(JavaScriptLiteral.string).joined(separator: ",") + "]")
            for (section, sectionWeights) in zip(headedSections(of: entry), weights[pageNumber]) {
                let id = sections.count
                let heading = JavaScriptLiteral.string(section.heading)
                sections.append(
                    "[\(pageNumber),\(heading),\(JavaScriptLiteral.string(section.anchor))]")
                for (term, code) in sectionWeights {
                    postings[term, default: PostingList()].append(section: id, code: code)
                }
            }
        }

        var output = "window.napkinSearchIndex = {\"version\":1,\n\"pages\":["
        output += pages.joined(separator: ",\n") + "],\n\"sections\":["
        output += sections.joined(separator: ",\n") + "],\n\"terms\":{"
        var first = true
        for term in postings.keys.sorted() {
            output += first ? "\n" : ",\n"
            first = false
            output += JavaScriptLiteral.string(term) + ":["
            output += postings[term]!.packed.map(String.init).joined(separator: ",") + "]"
        }
        output += "}};\n"
        return output
    }

    /// Returns each page's sections as the index numbers them: the page top (heading and
    /// anchor empty) first, then the sections that have a heading.
    /// - Parameter entry: A page.
    /// - Returns: The indexed sections, with empty text (the text is in the weights).
    static func headedSections(of entry: SearchEntry) -> [SearchEntry.Section] {
        let headed = entry.sections.drop { $0.heading.isEmpty && $0.anchor.isEmpty }
        return [SearchEntry.Section(heading: "", anchor: "", text: "")]
            + headed.map { SearchEntry.Section(heading: $0.heading, anchor: $0.anchor, text: "") }
    }

    /// Tokenizes every page, in parallel, into the weight codes of each indexed section.
    ///
    /// The codes are made into arrays here, on every core, so the single-threaded merge into
    /// postings only walks them.
    /// - Parameter entries: The pages.
    /// - Returns: For each page, the term codes (see ``Weights/codes``) of its top section and
    ///   of each headed section.
    static func sectionWeights(for entries: [SearchEntry]) -> [[[(term: String, code: Int)]]] {
        let chunkSize = 16
        let chunkCount = (entries.count + chunkSize - 1) / chunkSize
        let results = SanitizedMutex<[Int: [[[(term: String, code: Int)]]]]>([:])
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let range = (chunk * chunkSize)..<min(entries.count, (chunk + 1) * chunkSize)
            let local = entries[range].map { entry in
                weights(of: entry).map { section in section.codes.map { (term: $0, code: $1) } }
            }
            results.withLock { $0[chunk] = local }
        }
        return results.withLock { all in (0..<chunkCount).flatMap { all[$0] ?? [] } }
    }

    /// Tokenizes one page into the weights of its top section and of each headed section.
    /// - Parameter entry: A page.
    /// - Returns: The weights, in the order of ``headedSections(of:)``.
    static func weights(of entry: SearchEntry) -> [Weights] {
        var top = Weights()
        top.addTitle(entry.title)
        for keyword in entry.keywords { top.addKeyword(keyword) }
        top.addText(entry.summary)
        var rest = entry.sections[...]
        while let first = rest.first, first.heading.isEmpty, first.anchor.isEmpty {
            top.addText(first.text)
            rest = rest.dropFirst()
        }
        return [top]
            + rest.map { section in
                var weights = Weights()
                weights.addHeading(section.heading)
                weights.addText(section.text)
                return weights
            }
    }

    /// Cuts `summary` to about ``summaryLength`` characters, at a space, with an ellipsis.
    /// - Parameter summary: Plain text.
    /// - Returns: The summary, shortened when needed.
    static func shortened(_ summary: String) -> String {
        guard summary.count > summaryLength else { return summary }
        let cut = summary.prefix(summaryLength)
        var end = cut.lastIndex(of: " ") ?? cut.endIndex
        while end > cut.startIndex, " ,.;:".contains(cut[cut.index(before: end)]) {
            end = cut.index(before: end)
        }
        return cut[..<end] + "…"
    }
}

extension SearchIndex.PostingList {
    /// Adds the posting of a section (ids must grow) with its weight code.
    /// - Parameters:
    ///   - section: The section id.
    ///   - code: The term's weight code in that section.
    mutating func append(section: Int, code: Int) {
        packed.append((section - lastSection) << 3 | code)
        lastSection = section
    }
}
