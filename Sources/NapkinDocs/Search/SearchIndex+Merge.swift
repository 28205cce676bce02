extension SearchIndex {
    /// The terms of one merge shard, each with its postings already written out.
    struct Shard: Sendable {
        /// The shard's terms, in the order first met.
        var terms: [String] = []
        /// Each term's postings as the digits and commas of its JavaScript array.
        var postings: [[UInt8]] = []
    }

    /// Writes `search-index.js` from every page's share of the index.
    ///
    /// The site's terms are spread over shards by a hash, and each shard is merged on its
    /// own core: it numbers the sections of the whole site, delta-encodes its terms'
    /// postings and writes them out as text. The shards' terms are then sorted together.
    /// - Parameter pages: Every page's terms, in the site's page order.
    /// - Returns: The script as UTF-8.
    static func script(for pages: [PageTerms]) -> [UInt8] {
        var firstSections: [Int] = []
        var sectionCount = 0
        for page in pages {
            firstSections.append(sectionCount)
            sectionCount += page.sectionRows.count
        }
        let shardCount = 4 * Parallel.workerCount
        let starts = firstSections
        let shards = Parallel.map(shardCount) { number in
            merge(pages, firstSections: starts, shard: number, of: shardCount)
        }

        var output: [UInt8] = []
        output.reserveCapacity(
            shards.reduce(0) { $0 + $1.postings.reduce(0) { $0 + $1.count + 32 } }
                + pages.reduce(0) { $0 + $1.row.utf8.count + $1.sectionRows.count * 32 })
        output += "window.napkinSearchIndex = {\"version\":1,\n\"pages\":[".utf8
        for (number, page) in pages.enumerated() {
            if number > 0 { output += ",\n".utf8 }
            output += page.row.utf8
        }
        output += "],\n\"sections\":[".utf8
        var first = true
        for (number, page) in pages.enumerated() {
            for row in page.sectionRows {
                output += first ? "[".utf8 : ",\n[".utf8
                first = false
                appendDecimal(number, to: &output)
                output.append(UInt8(ascii: ","))
                output += row.utf8
            }
        }
        output += "],\n\"terms\":{".utf8
        first = true
        for (shard, index) in sortedTerms(of: shards) {
            output += first ? "\n".utf8 : ",\n".utf8
            first = false
            output += JavaScriptLiteral.string(shards[shard].terms[index]).utf8
            output += ":[".utf8
            output += shards[shard].postings[index]
            output.append(UInt8(ascii: "]"))
        }
        output += "}};\n".utf8
        return output
    }

    /// Merges the terms of one shard over every page.
    /// - Parameters:
    ///   - pages: Every page's terms, in page order.
    ///   - firstSections: The site-wide number of each page's first section.
    ///   - shard: The shard to merge.
    ///   - shardCount: The number of shards.
    /// - Returns: The shard's terms with their postings written out.
    private static func merge(
        _ pages: [PageTerms], firstSections: [Int], shard: Int, of shardCount: Int
    ) -> Shard {
        var numbers: [String: Int] = [:]
        var lastSections: [Int] = []
        var postings: [[UInt8]] = []
        let count = UInt32(shardCount)
        for (page, pageTerms) in zip(pages.indices, pages) {
            for term in pageTerms.terms.indices
            where pageTerms.shardKeys[term] % count == UInt32(shard) {
                let name = pageTerms.terms[term]
                let number: Int
                if let known = numbers[name] {
                    number = known
                } else {
                    number = numbers.count
                    numbers[name] = number
                    lastSections.append(0)
                    postings.append([])
                }
                let range = Int(pageTerms.termStarts[term])..<Int(pageTerms.termStarts[term + 1])
                for posting in pageTerms.postings[range] {
                    let value = Int(posting)
                    let section = firstSections[page] + (value >> 3)
                    if !postings[number].isEmpty { postings[number].append(UInt8(ascii: ",")) }
                    appendDecimal(
                        ((section - lastSections[number]) << 3) | (value & 7), to: &postings[number]
                    )
                    lastSections[number] = section
                }
            }
        }
        // The first spelling met is the key, as when one dictionary held every term.
        var terms = [String](repeating: "", count: numbers.count)
        for (name, number) in numbers { terms[number] = name }
        return Shard(terms: terms, postings: postings)
    }

    /// Sorts the terms of every shard together.
    /// - Parameter shards: The merged shards.
    /// - Returns: Each term as its shard and its index there, in sorted order.
    private static func sortedTerms(of shards: [Shard]) -> [(shard: Int, index: Int)] {
        var all: [(shard: Int, index: Int)] = []
        for (shard, contents) in shards.enumerated() {
            all += contents.terms.indices.map { (shard, $0) }
        }
        return all.sorted { shards[$0.shard].terms[$0.index] < shards[$1.shard].terms[$1.index] }
    }

    /// Appends the decimal digits of a non-negative number.
    /// - Parameters:
    ///   - value: The number.
    ///   - output: The bytes to append to.
    static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            output.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }
}
