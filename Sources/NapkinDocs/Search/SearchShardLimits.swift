import NapkinDocsCore

/// How large each shard of the search index may grow before the next one starts.
///
/// The limits keep every file small whatever the size of the site: a search loads the head,
/// then only the shards its words and results need. Only a single term whose postings alone
/// pass ``termBytes`` (a word on most pages of a very large site) makes a larger shard; it
/// grows by about two bytes a section.
struct SearchShardLimits: Sendable {
    /// The size a shard of terms and their postings is kept under, in bytes.
    var termBytes = 32 * 1024
    /// The size a shard of pages (their rows and section headings) is kept under, in bytes.
    var pageBytes = 16 * 1024
    /// The most terms a shard of the spelling list holds.
    var wordsPerShard = 4096

    /// The limits of every site build.
    static let standard = SearchShardLimits()
}
