/// Builds `search-index.js`, the full-text index that the search box loads from `file://`.
///
/// 1. Each page becomes a row of `pages`, and each of its sections (the top of the page
///    first, then one per heading or member) a row of `sections`.
/// 2. Every term of a section gets a weight code (see ``PageTerms``): title, keyword,
///    heading, or its count in the text. Pages are tokenized in parallel, on every core
///    (during a site build, by the worker that rendered the page).
/// 3. `terms` maps each term to its postings, one number per section holding the term:
///    `(sectionIdDelta << 3) | code`, in section order (deltas keep the numbers short).
///    The terms are merged in shards, on every core too (see ``script(for:)``).
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

    /// Returns the contents of `search-index.js` for `entries`.
    /// - Parameter entries: Every page of the site, in a stable order.
    /// - Returns: Deterministic JavaScript that assigns `window.napkinSearchIndex`.
    public static func javaScript(for entries: [SearchEntry]) -> String {
        String(decoding: script(for: pageTerms(for: entries)), as: UTF8.self)
    }

    /// Tokenizes every page, in parallel, into its share of the index.
    /// - Parameter entries: The pages.
    /// - Returns: Each page's terms, in the order of `entries`.
    static func pageTerms(for entries: [SearchEntry]) -> [PageTerms] {
        let chunkSize = 16
        let chunkCount = (entries.count + chunkSize - 1) / chunkSize
        return Parallel.map(chunkCount) { chunk in
            let range = (chunk * chunkSize)..<min(entries.count, (chunk + 1) * chunkSize)
            return entries[range].map(PageTerms.init)
        }.flatMap { $0 }
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
