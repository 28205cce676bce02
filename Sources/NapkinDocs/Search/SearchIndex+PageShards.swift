import NapkinDocsCore

extension SearchIndex {
    /// What the results show of each page, in shards `pages-0.js`, `pages-1.js`, …: its
    /// title, href, kind and summary, and the heading and anchor of each section after the
    /// top.
    ///
    /// Runs of consecutive pages are cut before they would pass the limit, and the head lists
    /// each shard's first page, so the box loads only the shards of the results it shows.
    struct PageShards {
        /// The shards' files, in page order.
        var files: [SearchFile] = []
        /// The number of each shard's first page.
        var firstPages: [Int] = []

        /// Cuts `pages` into shards of at most `limit` bytes (a page larger than that alone
        /// makes a shard of its own).
        /// - Parameters:
        ///   - pages: Every page's share of the index, in the site's page order.
        ///   - limit: The size a shard is kept under, in bytes.
        init(_ pages: [PageTerms], limit: Int) {
            var body: [UInt8] = []
            for (number, page) in pages.enumerated() {
                let size =
                    page.row.utf8.count + (page.module.isEmpty ? 0 : page.module.utf8.count + 1)
                    + page.sectionRows.reduce(8) { $0 + $1.utf8.count + 1 }
                if !body.isEmpty, body.count + size > limit { close(&body) }
                if body.isEmpty { firstPages.append(number) }
                body += (body.isEmpty ? "[\n[" : ",\n[").utf8
                body += page.row.utf8
                body += ",[".utf8
                body += page.sectionRows.joined(separator: ",").utf8
                body += "]".utf8
                // Last, so that a row without it (a site of one module) reads the same.
                if !page.module.isEmpty { body += ",\(page.module)".utf8 }
                body += "]".utf8
            }
            if !body.isEmpty { close(&body) }
        }

        /// Writes the shard being filled and starts the next.
        /// - Parameter body: The shard's array so far; emptied.
        private mutating func close(_ body: inout [UInt8]) {
            body += "]".utf8
            files.append(SearchIndex.shard(.pages, files.count, body: body))
            body.removeAll(keepingCapacity: true)
        }
    }
}
