import NapkinDocsCore

extension SearchIndex {
    /// The site's terms and their postings, cut into shards `terms-0.js`, `terms-1.js`, …
    ///
    /// The sorted terms are cut into runs, each closed before it would pass the limit, so a
    /// shard holds every term from its first one up to the next shard's first. The head lists
    /// each shard's first term: the search box finds the one shard that may hold a word with a
    /// binary search, and the shards of the terms a prefix begins by reading on.
    ///
    /// A term whose postings alone pass the limit (a word on most pages of a large site)
    /// keeps only `{"parts":[first,count]}` in its term shard; its postings are cut at commas
    /// into `postings-N.js` shards, `count` of them from `first`, which the box loads and puts
    /// back together. So no file grows with the site beyond the limit.
    struct TermShards {
        /// The term shards' files, in term order, then the postings shards.
        var files: [SearchFile] = []
        /// The postings shards of the terms too large for a term shard, in order.
        private var postingsFiles: [SearchFile] = []
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
                var value: [UInt8] = Array("[".utf8) + merged.postings + Array("]".utf8)
                if value.count > limit { value = split(merged.postings, limit: limit) }
                let size = literal.utf8.count + value.count + 3
                if count > 0, body.count + size > limit { close(&body, &count) }
                if count == 0 { firstTerms.append(literal) }
                body += (count == 0 ? "{\n" : ",\n").utf8
                body += literal.utf8
                body.append(UInt8(ascii: ":"))
                body += value
                count += 1
            }
            if count > 0 { close(&body, &count) }
            files += postingsFiles
        }

        /// Writes `postings` into postings shards of at most `limit` bytes, cut at commas.
        /// - Parameters:
        ///   - postings: A term's postings, as digits and commas.
        ///   - limit: The size a shard is kept under, in bytes.
        /// - Returns: The term's value in its term shard: where its postings are.
        private mutating func split(_ postings: [UInt8], limit: Int) -> [UInt8] {
            let first = postingsFiles.count
            // Room for the registration line and the brackets.
            let room = max(16, limit - 96)
            var start = 0
            while start < postings.count {
                var end = min(postings.count, start + room)
                if end < postings.count {
                    while postings[end] != UInt8(ascii: ",") { end -= 1 }
                }
                let body: [UInt8] = Array("[".utf8) + postings[start..<end] + Array("]".utf8)
                postingsFiles.append(
                    SearchIndex.shard(.postings, postingsFiles.count, body: body))
                start = end + 1
            }
            return Array("{\"parts\":[\(first),\(postingsFiles.count - first)]}".utf8)
        }

        /// Writes the shard being filled and starts the next.
        /// - Parameters:
        ///   - body: The shard's object so far; emptied.
        ///   - count: The number of terms in it; reset.
        private mutating func close(_ body: inout [UInt8], _ count: inout Int) {
            body += "}".utf8
            files.append(SearchIndex.shard(.terms, files.count, body: body))
            counts.append(count)
            body.removeAll(keepingCapacity: true)
            count = 0
        }
    }
}
