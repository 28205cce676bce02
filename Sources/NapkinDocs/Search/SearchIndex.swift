import NapkinDocsCore

/// Builds the full-text index that the search box loads from `file://`: a small head,
/// `search-index.js`, and shards in `search/` that a search loads only when it needs them.
///
/// 1. Each page is numbered, and so is each of its sections (the top of the page first,
///    then one per heading or member), site-wide.
/// 2. Every term of a section gets a weight code (see ``PageTerms``): title, keyword,
///    heading, or its count in the text. Pages are tokenized in parallel, on every core
///    (during a site build, by the worker that rendered the page).
/// 3. Each term gets its postings, one number per section holding the term:
///    `(sectionIdDelta << SearchFormat.codeBits) | code`, in section order (deltas keep the numbers short).
///    The terms are merged in shards, on every core too (see ``mergedTerms(of:)``).
/// 4. The sorted terms are cut into term shards (``TermShards``), their spellings into the
///    spelling list (``WordShards``), and the pages' rows into page shards
///    (``PageShards``), each kept under a size (``SearchShardLimits``); the head says where
///    each shard starts (``head(_:terms:words:pageShards:)``).
///
/// A search loads the head, the term shards of its words, the spelling list's shards of
/// the right lengths only when a word matches no term, and the page shards of the results
/// it shows. The section text itself is not stored; results show the title, the matched
/// heading and the page summary.
package enum SearchIndex {
    /// Summaries longer than this many characters are cut at a word.
    static let summaryLength = 140

    /// Returns the files of the index for `entries`: the head first, then the shards.
    /// - Parameter entries: Every page of the site, in a stable order.
    /// - Returns: Deterministic scripts: the head assigns ``SearchFormat/headGlobal``, each
    ///   shard adds itself to ``SearchFormat/shardsGlobal``.
    package static func files(for entries: [SearchEntry]) -> [SearchFile] {
        files(for: pageTerms(for: entries))
    }

    /// Returns the files of the index from every page's share of it.
    /// - Parameters:
    ///   - pages: Every page's terms, in the site's page order.
    ///   - limits: How large a shard may grow.
    /// - Returns: The head, then the term, spelling and page shards.
    static func files(
        for pages: [PageTerms], limits: SearchShardLimits = .standard
    ) -> [SearchFile] {
        let terms = mergedTerms(of: pages)
        let termShards = TermShards(terms, limit: limits.termBytes)
        let wordShards = WordShards(terms, limit: limits.wordsPerShard)
        let pageShards = PageShards(pages, limit: limits.pageBytes)
        let head = head(pages, terms: termShards, words: wordShards, pageShards: pageShards)
        return [head] + termShards.files + wordShards.files + pageShards.files
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
