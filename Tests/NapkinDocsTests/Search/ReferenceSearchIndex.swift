@testable import NapkinDocs
@testable import NapkinDocsCore

/// The search index as it was built before the byte-level fast path: one `String` per term,
/// a `Set` or `Dictionary` per section, and one dictionary of postings for the whole site.
///
/// It is slow but plain, so the tests hold the fast path to it, output byte for byte.
enum ReferenceSearchIndex {
    /// Calls `body` with every term of `text`, reading Unicode scalars one by one.
    /// - Parameters:
    ///   - text: Plain text.
    ///   - body: Receives each lower-cased term, in order, repeats included.
    static func forEachTerm(in text: String, _ body: (String) -> Void) {
        enum Case { case upper, lower, other }
        var word: [UInt8] = []
        var scalarCount = 0
        var needsLowercasing = false
        var boundaries: [Int] = []
        var previousCase = Case.other
        var previousStart = 0

        func emit(_ bytes: ArraySlice<UInt8>) {
            guard bytes.count > 1 else { return }
            var term = String(decoding: bytes, as: UTF8.self)
            if needsLowercasing { term = term.lowercased() }
            if bytes.count <= 4 {
                guard term.unicodeScalars.count > 1, !SearchFormat.stopWords.contains(term)
                else { return }
            }
            body(term)
        }
        func finishWord() {
            if scalarCount > 1, scalarCount <= SearchFormat.maximumTermLength {
                emit(word[...])
                if !boundaries.isEmpty {
                    var start = 0
                    for boundary in boundaries {
                        emit(word[start..<boundary])
                        start = boundary
                    }
                    emit(word[start...])
                }
            }
            word.removeAll()
            boundaries.removeAll()
            scalarCount = 0
            needsLowercasing = false
            previousCase = .other
        }

        for scalar in text.unicodeScalars {
            let letterCase: Case
            let start = word.count
            if scalar.isASCII {
                switch scalar.value {
                case 0x41...0x5A:
                    letterCase = .upper
                    word.append(UInt8(scalar.value + 0x20))
                case 0x61...0x7A:
                    letterCase = .lower
                    word.append(UInt8(scalar.value))
                case 0x30...0x39:
                    letterCase = .other
                    word.append(UInt8(scalar.value))
                default:
                    if !word.isEmpty { finishWord() }
                    continue
                }
            } else {
                guard SearchTokenizer.isWordScalar(scalar) else {
                    if !word.isEmpty { finishWord() }
                    continue
                }
                let properties = scalar.properties
                letterCase =
                    properties.isUppercase ? .upper : properties.isLowercase ? .lower : .other
                needsLowercasing = needsLowercasing || letterCase == .upper
                word.append(contentsOf: String(scalar).utf8)
            }
            if scalarCount > 0 {
                if letterCase == .upper, previousCase != .upper {
                    boundaries.append(start)
                } else if letterCase == .lower, previousCase == .upper, scalarCount > 1,
                    previousStart > 0, boundaries.last != previousStart
                {
                    boundaries.append(previousStart)
                }
            }
            previousCase = letterCase
            previousStart = start
            scalarCount += 1
        }
        if !word.isEmpty { finishWord() }
    }

    /// The weight code of each term of one section.
    struct Weights {
        var titleTerms: Set<String> = []
        var keywordTerms: Set<String> = []
        var headingTerms: Set<String> = []
        var counts: [String: Int] = [:]

        mutating func addTitle(_ text: String) { forEachTerm(in: text) { titleTerms.insert($0) } }
        mutating func addKeyword(_ text: String) {
            forEachTerm(in: text) { keywordTerms.insert($0) }
        }
        mutating func addHeading(_ text: String) {
            forEachTerm(in: text) { headingTerms.insert($0) }
        }
        mutating func addText(_ text: String) {
            forEachTerm(in: text) { counts[$0, default: 0] += 1 }
        }

        var codes: [String: Int] {
            var result = counts.mapValues { min($0, SearchFormat.maximumCountCode) }
            for term in headingTerms { result[term] = SearchFormat.headingCode }
            for term in keywordTerms { result[term] = SearchFormat.keywordCode }
            for term in titleTerms { result[term] = SearchFormat.titleCode }
            return result
        }
    }

    /// Returns `search-index.js` for `entries`.
    /// - Parameter entries: The pages.
    /// - Returns: The script.
    static func javaScript(for entries: [SearchEntry]) -> String {
        var pages: [String] = []
        var sections: [String] = []
        var postings: [String: (last: Int, packed: [Int])] = [:]
        for (pageNumber, entry) in entries.enumerated() {
            pages.append(
                "["
                    + [entry.title, entry.href, entry.kind, SearchIndex.shortened(entry.summary)]
                    .map(JavaScriptLiteral.string).joined(separator: ",") + "]")
            var top = Weights()
            top.addTitle(entry.title)
            for keyword in entry.keywords { top.addKeyword(keyword) }
            top.addText(entry.summary)
            var rest = entry.sections[...]
            while let first = rest.first, first.heading.isEmpty, first.anchor.isEmpty {
                top.addText(first.text)
                rest = rest.dropFirst()
            }
            var rows: [(heading: String, anchor: String, weights: Weights)] = [("", "", top)]
            for section in rest {
                var weights = Weights()
                weights.addHeading(section.heading)
                weights.addText(section.text)
                rows.append((section.heading, section.anchor, weights))
            }
            for row in rows {
                let id = sections.count
                sections.append(
                    "[\(pageNumber),\(JavaScriptLiteral.string(row.heading)),"
                        + "\(JavaScriptLiteral.string(row.anchor))]")
                for (term, code) in row.weights.codes {
                    var list = postings[term, default: (0, [])]
                    list.packed.append((id - list.last) << 3 | code)
                    list.last = id
                    postings[term] = list
                }
            }
        }
        var output = "window.napkinSearchIndex = {\"version\":1,\n\"pages\":["
        output += pages.joined(separator: ",\n") + "],\n\"sections\":["
        output += sections.joined(separator: ",\n") + "],\n\"terms\":{"
        var first = true
        for term in postings.keys.sorted() {
            output += first ? "\n" : ",\n"
            first = false
            output += JavaScriptLiteral.string(term) + ":["
            output += postings[term]!.packed.map(String.init).joined(separator: ",") + "]"
        }
        output += "}};\n"
        return output
    }
}
