import NapkinDocsCore

extension SearchIndex {
    /// The spelling list: every term without its postings, for the search box's last resort,
    /// a misspelled word, in shards `words-0.js`, `words-1.js`, …
    ///
    /// A word is matched within an edit distance of 1 or 2, so only terms at most that much
    /// longer or shorter can match. The list is sorted by length in UTF-16 code units
    /// (JavaScript's `length`) and cut into runs of at most a number of terms; the head gives
    /// each shard's shortest and longest length, so the box loads only the shards of the
    /// lengths that can match. The list grows with the site's vocabulary, not its pages.
    struct WordShards {
        /// The shards' files, in order of length.
        var files: [SearchFile] = []
        /// The shortest and longest length of the terms of each shard.
        var lengths: [(shortest: Int, longest: Int)] = []

        /// Sorts `terms` into the spelling list's shards.
        /// - Parameters:
        ///   - terms: Every term of the site, sorted as JavaScript sorts strings.
        ///   - limit: The most terms one shard holds.
        init(_ terms: [MergedTerm], limit: Int) {
            var byLength: [[String]] = []
            for merged in terms {
                let length = merged.term.utf16.count
                while byLength.count <= length { byLength.append([]) }
                byLength[length].append(JavaScriptLiteral.string(merged.term))
            }
            var shard: [String] = []
            var shortest = 0
            for (length, literals) in byLength.enumerated() {
                for literal in literals {
                    if shard.isEmpty { shortest = length }
                    shard.append(literal)
                    if shard.count == limit { close(&shard, shortest...length) }
                }
                if !shard.isEmpty, length == byLength.count - 1 {
                    close(&shard, shortest...length)
                }
            }
        }

        /// Writes the shard being filled and starts the next.
        /// - Parameters:
        ///   - shard: The shard's terms as JavaScript string literals; emptied.
        ///   - lengths: The lengths of its terms.
        private mutating func close(_ shard: inout [String], _ lengths: ClosedRange<Int>) {
            let body = "[" + shard.joined(separator: ",\n") + "]"
            files.append(SearchIndex.shard(.words, files.count, body: Array(body.utf8)))
            self.lengths.append((lengths.lowerBound, lengths.upperBound))
            shard.removeAll(keepingCapacity: true)
        }
    }
}
