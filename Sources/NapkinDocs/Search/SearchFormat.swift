/// The search index's format: what the Swift that writes the index and the `search.js` that
/// reads it must agree on. Both read it from here; the script's constants are written from
/// these values when the site's assets are made.
enum SearchFormat {
    /// The format's version; `search.js` refuses a head of any other.
    static let version = 2

    /// The path of the index's head relative to the site root.
    static let headPath = "search-index.js"
    /// The folder, relative to the site root, that holds the shards of the index.
    static let shardFolder = "search"
    /// The global the head assigns itself to.
    static let headGlobal = "napkinSearchIndex"
    /// The global object every shard adds itself to.
    static let shardsGlobal = "napkinSearchShards"

    /// The kinds of shard; a shard's name is its kind, a dash and its number.
    enum Shard: String {
        /// Sorted terms with their postings.
        case terms
        /// The parts of a term whose postings are too large for one term shard.
        case postings
        /// The pages' rows: path, title, summary and section headings.
        case pages
        /// Spellings of the terms, by length, for words that match no term.
        case words

        /// What the names of this kind's shards start with, such as `terms-`.
        var prefix: String { rawValue + "-" }

        /// The name of the shard `number` of this kind, such as `terms-3`.
        func name(_ number: Int) -> String { prefix + String(number) }
    }

    /// The weight code of a term in the page's keywords.
    static let keywordCode = 0
    /// The highest code a term's count in the text can reach; counts use the codes from 1.
    static let maximumCountCode = 5
    /// The weight code of a term in a section heading.
    static let headingCode = 6
    /// The weight code of a term in the page title.
    static let titleCode = 7
    /// A posting is `(section << codeBits) | code`.
    static let codeBits = 3

    /// Returns the posting of a term with weight `code` in `section`.
    static func posting(section: Int, code: Int) -> Int { section << codeBits | code }

    /// Returns the section and the weight code a posting holds.
    static func parts(of posting: Int) -> (section: Int, code: Int) {
        (posting >> codeBits, posting & (1 << codeBits - 1))
    }

    /// The score `search.js` gives each weight code, indexed by code: keywords rank a page as
    /// its title does, a heading counts more than any count in the text.
    static let codeScores: [Int] = (0...titleCode).map { code in
        switch code {
        case keywordCode, titleCode: 100
        case headingCode: 20
        default: code
        }
    }

    /// Common words left out of the index and of queries: they match nearly every section
    /// and would make the index larger without helping ranking.
    static let stopWords: Set<String> = [
        "a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "in", "is", "it",
        "of", "on", "or", "that", "the", "this", "to", "with",
    ]

    /// Longer words are neither indexed nor searched for (they are identifiers or data,
    /// never typed).
    static let maximumTermLength = 40
}
