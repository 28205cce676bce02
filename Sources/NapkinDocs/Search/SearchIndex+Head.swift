import NapkinDocsCore

extension SearchIndex {
    /// Writes `search-index.js`, the head of the index: what every search needs before it
    /// knows which shards to load.
    ///
    /// It holds each page's title (the ranking compares titles with the query and sorts ties
    /// by them) and section count (postings number sections site-wide; the counts tell which
    /// page a section is on), then where the shards start: each term shard's first term and
    /// its count, each page shard's first page, and the lengths of each spelling shard. It
    /// grows by about the length of a title a page.
    /// - Parameters:
    ///   - pages: Every page's share of the index, in the site's page order.
    ///   - terms: The term shards.
    ///   - words: The spelling list's shards.
    ///   - pageShards: The page shards.
    /// - Returns: The head's file.
    static func head(
        _ pages: [PageTerms], terms: TermShards, words: WordShards, pageShards: PageShards
    ) -> SearchFile {
        var script: [UInt8] = []
        script.reserveCapacity(pages.reduce(512) { $0 + $1.title.utf8.count + 6 })
        script +=
            "window.\(SearchFormat.headGlobal) = {\"version\":\(SearchFormat.version),\n\"titles\":["
            .utf8
        script += pages.map(\.title).joined(separator: ",\n").utf8
        script += "],\n\"sectionCounts\":".utf8
        appendNumbers(pages.map(\.sectionCount), to: &script)
        script += ",\n\"pageShards\":".utf8
        appendNumbers(pageShards.firstPages, to: &script)
        script += ",\n\"termShards\":[".utf8
        script += terms.firstTerms.joined(separator: ",\n").utf8
        script += "],\n\"termCounts\":".utf8
        appendNumbers(terms.counts, to: &script)
        script += ",\n\"wordShards\":[".utf8
        for (position, lengths) in words.lengths.enumerated() {
            if position > 0 { script.append(UInt8(ascii: ",")) }
            appendNumbers([lengths.shortest, lengths.longest], to: &script)
        }
        script += "]};\n".utf8
        return SearchFile(path: SearchFormat.headPath, contents: script)
    }

    /// Appends `numbers` as a JavaScript array.
    /// - Parameters:
    ///   - numbers: Non-negative numbers.
    ///   - output: The bytes to append to.
    private static func appendNumbers(_ numbers: [Int], to output: inout [UInt8]) {
        output.append(UInt8(ascii: "["))
        for (position, number) in numbers.enumerated() {
            if position > 0 { output.append(UInt8(ascii: ",")) }
            appendDecimal(number, to: &output)
        }
        output.append(UInt8(ascii: "]"))
    }
}
