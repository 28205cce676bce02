extension SearchIndex {
    /// The site's terms and their postings, cut into shards `terms-0.js`, `terms-1.js`, …
    ///
    /// The sorted terms are cut into runs, each closed before it would pass the limit, so a
    /// shard holds every term from its first one up to the next shard's first. The head lists
    /// each shard's first term: the search box finds the one shard that may hold a word with a
    /// binary search, and the shards of the terms a prefix begins by reading on.
    struct TermShards {
        /// The shards' files, in term order.
        var files: [SearchFile] = []
        /// The first term of each shard, as JavaScript string literals.
        var firstTerms: [String] = []
        /// How many terms each shard holds (the search box loads no more than the first 60
        /// terms a prefix begins).
        var counts: [Int] = []

        /// Cuts `terms` into shards of at most `limit` bytes (a term larger than that alone
        /// makes a shard of its own).
        /// - Parameters:
        ///   - terms: Every term of the site, sorted as JavaScript sorts strings.
        ///   - limit: The size a shard is kept under, in bytes.
        init(_ terms: [MergedTerm], limit: Int) {
            var body: [UInt8] = []
            var count = 0
            for merged in terms {
                let literal = JavaScriptLiteral.string(merged.term)
                let size = literal.utf8.count + merged.postings.count + 5
                if count > 0, body.count + size > limit { close(&body, &count) }
                if count == 0 { firstTerms.append(literal) }
                body += (count == 0 ? "{\n" : ",\n").utf8
                body += literal.utf8
                body += ":[".utf8
                body += merged.postings
                body.append(UInt8(ascii: "]"))
                count += 1
            }
            if count > 0 { close(&body, &count) }
        }

        /// Writes the shard being filled and starts the next.
        /// - Parameters:
        ///   - body: The shard's object so far; emptied.
        ///   - count: The number of terms in it; reset.
        private mutating func close(_ body: inout [UInt8], _ count: inout Int) {
            body += "}".utf8
            files.append(SearchIndex.shard("terms-\(files.count)", body: body))
            counts.append(count)
            body.removeAll(keepingCapacity: true)
            count = 0
        }
    }
}
