import NapkinDocsCore

extension SearchIndex {
    /// The terms of one merge shard, each with its postings already written out.
    struct MergeShard: Sendable {
        /// The shard's terms, in the order first met.
        var terms: [String] = []
        /// Each term's postings as the digits and commas of its JavaScript array.
        var postings: [[UInt8]] = []
    }

    /// One term of the site and its postings, as the index files hold it.
    struct MergedTerm: Sendable {
        /// The term.
        var term: String
        /// Its postings as the digits and commas of its JavaScript array.
        var postings: [UInt8]
    }

    /// Merges every page's share of the index into the site's terms.
    ///
    /// The site's terms are spread over merge shards by a hash, and each shard is merged on
    /// its own core: it numbers the sections of the whole site and delta-encodes its terms'
    /// postings as text. The shards' terms are then sorted together, in the order of
    /// JavaScript's string comparison (UTF-16 code units), which the search box's binary
    /// searches over the index files rely on.
    /// - Parameter pages: Every page's terms, in the site's page order.
    /// - Returns: Every term with its postings, sorted.
    static func mergedTerms(of pages: [PageTerms]) -> [MergedTerm] {
        var firstSections: [Int] = []
        var sectionCount = 0
        for page in pages {
            firstSections.append(sectionCount)
            sectionCount += page.sectionCount
        }
        let shardCount = 4 * Parallel.workerCount
        let starts = firstSections
        let shards = Parallel.map(shardCount) { number in
            merge(pages, firstSections: starts, shard: number, of: shardCount)
        }
        var all: [MergedTerm] = []
        all.reserveCapacity(shards.reduce(0) { $0 + $1.terms.count })
        for shard in shards {
            for (term, postings) in zip(shard.terms, shard.postings) {
                all.append(MergedTerm(term: term, postings: postings))
            }
        }
        all.sort { $0.term.utf16.lexicographicallyPrecedes($1.term.utf16) }
        return all
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
    ) -> MergeShard {
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
                    let (pageSection, code) = SearchFormat.parts(of: Int(posting))
                    let section = firstSections[page] + pageSection
                    if !postings[number].isEmpty { postings[number].append(UInt8(ascii: ",")) }
                    appendDecimal(
                        SearchFormat.posting(section: section - lastSections[number], code: code),
                        to: &postings[number]
                    )
                    lastSections[number] = section
                }
            }
        }
        // The first spelling met is the key, as when one dictionary held every term.
        var terms = [String](repeating: "", count: numbers.count)
        for (name, number) in numbers { terms[number] = name }
        return MergeShard(terms: terms, postings: postings)
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
