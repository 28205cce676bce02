extension SearchIndex {
    /// The weight code of each term within one section, from its title, keywords, heading
    /// and text.
    ///
    /// A posting packs the code into its low three bits: 7 for a title term, 0 for a
    /// keyword term (a member or full symbol name), 6 for a heading term, and 1 to 5 for
    /// the term's count in the text (capped). `search.js` turns the codes back into scores
    /// (100 for title and keywords, 20 for a heading, 1 to 5 for the text), which is how a
    /// title beats a heading beats the body. Keywords rank a page like its title but do
    /// not make its top the section shown, so a member name links to the member.
    struct Weights {
        /// The terms of the page title.
        private var titleTerms: Set<String> = []
        /// The terms of the page's keywords.
        private var keywordTerms: Set<String> = []
        /// The terms of the section heading.
        private var headingTerms: Set<String> = []
        /// How often each term occurs in the text.
        private var counts: [String: Int] = [:]

        /// Adds the terms of the page title.
        /// - Parameter text: The title.
        mutating func addTitle(_ text: String) {
            SearchTokenizer.forEachTerm(in: text) { titleTerms.insert($0) }
        }

        /// Adds the terms of one keyword.
        /// - Parameter text: A symbol or member name.
        mutating func addKeyword(_ text: String) {
            SearchTokenizer.forEachTerm(in: text) { keywordTerms.insert($0) }
        }

        /// Adds the terms of the section heading.
        /// - Parameter text: The heading.
        mutating func addHeading(_ text: String) {
            SearchTokenizer.forEachTerm(in: text) { headingTerms.insert($0) }
        }

        /// Counts every term of `text`.
        /// - Parameter text: The section's body text.
        mutating func addText(_ text: String) {
            SearchTokenizer.forEachTerm(in: text) { counts[$0, default: 0] += 1 }
        }

        /// The code of every term of the section.
        var codes: [String: Int] {
            var result = counts.mapValues { min($0, SearchIndex.maximumCountCode) }
            for term in headingTerms { result[term] = SearchIndex.headingCode }
            for term in keywordTerms { result[term] = SearchIndex.keywordCode }
            for term in titleTerms { result[term] = SearchIndex.titleCode }
            return result
        }
    }
}
