import NapkinDocsCore

extension SearchIndex {
    /// One page's share of the index: its title, its row, its sections' rows and the weight
    /// code of each of its terms in each section, with sections numbered within the page.
    ///
    /// It is made on the worker that rendered the page (the costly part: every word of the
    /// site is tokenized here), so the single merge that numbers the site's sections only
    /// walks small arrays. The page's text is not kept.
    struct PageTerms: Sendable {
        /// The page title as a JavaScript string literal, for the head of the index.
        var title: String
        /// The page's fields as JavaScript, without brackets: `title,href,kind,summary`.
        var row: String
        /// The module the page is in as a JavaScript string literal, in a site of several
        /// modules; empty otherwise. It ends the page's row, after the sections.
        var module: String
        /// The heading and anchor of each section after the top of the page, as JavaScript
        /// without brackets: `"heading","anchor"`.
        var sectionRows: [String]
        /// The distinct terms of the page.
        var terms: [String]
        /// A hash of each term that decides its merge shard (see ``TermTable/shardKeys``).
        var shardKeys: [UInt32]
        /// Where each term's postings start in ``postings``, plus the end of the last one.
        var termStarts: [Int32]
        /// The postings, grouped by term and in section order within a term:
        /// ``SearchFormat/posting(section:code:)``, the section counted within the page. (32 bits: the page's
        /// share is held from its rendering to the merge, so it is kept small.)
        var postings: [Int32]

        /// Tokenizes `entry` into its terms' weight codes, section by section.
        ///
        /// The codes are those of the search index's contract: 7 for a title term, 0 for a
        /// keyword term (a member or full symbol name), 6 for a heading term, and 1 to 5 for
        /// the term's count in the text (capped). A title term beats a keyword term, which
        /// beats a heading term, which beats the count. `search.js` turns the codes back
        /// into scores (100 for title and keywords, 20 for a heading, 1 to 5 for the text).
        /// - Parameter entry: A page.
        init(_ entry: SearchEntry) {
            title = JavaScriptLiteral.string(entry.title)
            row =
                title + ","
                + [entry.href, entry.kind, shortened(entry.summary)]
                .map(JavaScriptLiteral.string).joined(separator: ",")
            module = entry.module.isEmpty ? "" : JavaScriptLiteral.string(entry.module)
            var builder = Builder()
            builder.add(entry.title, flag: Builder.titleFlag)
            for keyword in entry.keywords { builder.add(keyword, flag: Builder.keywordFlag) }
            builder.add(entry.summary, flag: 0)
            var rest = entry.sections[...]
            while let first = rest.first, first.heading.isEmpty, first.anchor.isEmpty {
                builder.add(first.text, flag: 0)
                rest = rest.dropFirst()
            }
            builder.finishSection()
            sectionRows = []
            for section in rest {
                builder.add(section.heading, flag: Builder.headingFlag)
                builder.add(section.text, flag: 0)
                builder.finishSection()
                sectionRows.append(
                    JavaScriptLiteral.string(section.heading) + ","
                        + JavaScriptLiteral.string(section.anchor))
            }
            terms = builder.table.terms
            shardKeys = builder.table.shardKeys.map { UInt32(truncatingIfNeeded: $0) }
            (termStarts, postings) = builder.groupedByTerm()
        }

        /// The number of the page's sections: the top of the page and one per heading.
        var sectionCount: Int { sectionRows.count + 1 }
    }

    /// Collects the postings of one page while its sections are tokenized.
    private struct Builder {
        /// The flag of a term in the page title.
        static let titleFlag: UInt8 = 4
        /// The flag of a term in the page's keywords.
        static let keywordFlag: UInt8 = 2
        /// The flag of a term in the section heading.
        static let headingFlag: UInt8 = 1

        /// The page's distinct terms.
        var table = TermTable()
        /// Each term's count in the current section's text, by term number.
        var counts: [Int] = []
        /// Each term's flags in the current section, by term number.
        var flags: [UInt8] = []
        /// The terms met in the current section, in the order met.
        var touched: [Int] = []
        /// The term of each posting, in section order.
        var postingTerms: [Int] = []
        /// Each posting: ``SearchFormat/posting(section:code:)``.
        var postingValues: [Int] = []
        /// The number of the current section within the page.
        var section = 0

        /// Adds every term of `text` to the current section.
        /// - Parameters:
        ///   - text: A title, keyword, heading or body text.
        ///   - flag: The text's flag, or 0 to count the terms as body text.
        mutating func add(_ text: String, flag: UInt8) {
            SearchTokenizer.scanTerms(in: text) { term in
                let number: Int
                switch term {
                case .ascii(let bytes): number = table.number(ascii: bytes)
                case .text(let string): number = table.number(text: string)
                }
                if number == counts.count {
                    counts.append(0)
                    flags.append(0)
                }
                if counts[number] == 0, flags[number] == 0 { touched.append(number) }
                if flag == 0 {
                    counts[number] += 1
                } else {
                    flags[number] |= flag
                }
            }
        }

        /// Turns the current section's counts and flags into postings and starts the next.
        mutating func finishSection() {
            for number in touched {
                let flag = flags[number]
                let code =
                    flag & Self.titleFlag != 0
                    ? SearchFormat.titleCode
                    : flag & Self.keywordFlag != 0
                        ? SearchFormat.keywordCode
                        : flag & Self.headingFlag != 0
                            ? SearchFormat.headingCode
                            : min(counts[number], SearchFormat.maximumCountCode)
                postingTerms.append(number)
                postingValues.append(SearchFormat.posting(section: section, code: code))
                counts[number] = 0
                flags[number] = 0
            }
            touched.removeAll(keepingCapacity: true)
            section += 1
        }

        /// Sorts the postings by term (a stable counting sort, so sections stay in order).
        /// - Returns: Where each term's postings start (plus the end), and the postings.
        func groupedByTerm() -> (starts: [Int32], postings: [Int32]) {
            var starts = [Int](repeating: 0, count: table.count + 1)
            for number in postingTerms { starts[number + 1] += 1 }
            for number in 0..<table.count { starts[number + 1] += starts[number] }
            var next = starts
            var grouped = [Int32](repeating: 0, count: postingValues.count)
            for (number, value) in zip(postingTerms, postingValues) {
                grouped[next[number]] = Int32(value)
                next[number] += 1
            }
            return (starts.map { Int32($0) }, grouped)
        }
    }
}
