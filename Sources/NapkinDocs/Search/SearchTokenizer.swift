import NapkinDocsCore

/// Splits text into the lower-case terms of the search index.
///
/// `search.js` splits queries by the same rule (runs of Unicode letters and digits,
/// lower-cased, one-letter words and a few very common English words dropped), so what
/// the reader types meets what was indexed. Indexing also adds the parts of camel-case
/// names, so `child` finds `attachChild`. The scan reads UTF-8 bytes and hands ASCII terms
/// over as bytes, without making a `String` of each: it runs over every word of the site.
enum SearchTokenizer {
    /// The stop words of two to four letters, each packed into an integer by
    /// ``packed(_:)``, so the byte path tests a term without hashing it.
    static let packedStopWords: [UInt32] = SearchFormat.stopWords.filter { $0.utf8.count > 1 }.map {
        var word = $0
        return word.withUTF8 { packed($0) }
    }

    /// One term, as ``scanTerms(in:_:)`` hands it over.
    enum Term {
        /// A term made only of ASCII letters and digits, already lower-cased; the bytes are
        /// valid only during the call.
        case ascii(UnsafeBufferPointer<UInt8>)
        /// A term holding other characters, lower-cased.
        case text(String)
    }

    /// Calls `body` with every index term of `text`: each word, and the parts of
    /// camel-case words.
    /// - Parameters:
    ///   - text: Plain text.
    ///   - body: Receives each lower-cased term, in order, repeats included.
    static func forEachTerm(in text: String, _ body: (String) -> Void) {
        scanTerms(in: text) { term in
            switch term {
            case .ascii(let bytes): body(String(decoding: bytes, as: UTF8.self))
            case .text(let string): body(string)
            }
        }
    }

    /// Calls `body` with every index term of `text`, as ``forEachTerm(in:_:)`` does, but
    /// hands ASCII terms over as bytes.
    /// - Parameters:
    ///   - text: Plain text.
    ///   - body: Receives each term, in order, repeats included.
    static func scanTerms(in text: String, _ body: (Term) -> Void) {
        var text = text
        text.withUTF8 { utf8 in
            // A word longer than the longest term is never emitted, so no more than that
            // many scalars (four bytes at most each) are ever kept.
            withUnsafeTemporaryAllocation(
                of: UInt8.self, capacity: 4 * SearchFormat.maximumTermLength
            ) {
                word in
                withUnsafeTemporaryAllocation(
                    of: Int.self, capacity: SearchFormat.maximumTermLength
                ) {
                    boundaries in
                    var scanner = WordScanner(word: word, boundaries: boundaries)
                    scanner.scan(utf8, body)
                }
            }
        }
    }

    /// Tells whether `scalar` belongs to a word: a Unicode letter or number, as `\p{L}`
    /// and `\p{N}` in the JavaScript side's regular expression.
    /// - Parameter scalar: The character to test.
    /// - Returns: `true` for letters and numbers.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter,
            .otherLetter, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// Packs up to four bytes into an integer, the first byte lowest (bytes are never zero
    /// in a term, so lengths cannot collide).
    /// - Parameter bytes: At most four bytes.
    /// - Returns: The packed value.
    static func packed(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var value: UInt32 = 0
        for (offset, byte) in bytes.enumerated() { value |= UInt32(byte) << (8 * offset) }
        return value
    }
}
