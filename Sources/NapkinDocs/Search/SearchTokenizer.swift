/// Splits text into the lower-case terms of the search index.
///
/// `search.js` splits queries by the same rule (runs of Unicode letters and digits,
/// lower-cased, one-letter words and a few very common English words dropped), so what
/// the reader types meets what was indexed. Indexing also adds the parts of camel-case
/// names, so `child` finds `attachChild`. The scan works on bytes with an ASCII fast path:
/// it runs over every word of the site.
enum SearchTokenizer {
    /// Common words left out of the index: they match nearly every section and would
    /// make it larger without helping ranking. `search.js` holds the same list.
    static let stopWords: Set<String> = [
        "a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "in", "is", "it",
        "of", "on", "or", "that", "the", "this", "to", "with",
    ]

    /// Longer words are not indexed (they are identifiers or data, never typed).
    static let maximumTermLength = 40

    /// The letter case of a scalar, as camel-case splitting needs it.
    private enum Case {
        /// An upper-case letter.
        case upper
        /// A lower-case letter.
        case lower
        /// A digit or a letter without case.
        case other
    }

    /// Calls `body` with every index term of `text`: each word, and the parts of
    /// camel-case words.
    /// - Parameters:
    ///   - text: Plain text.
    ///   - body: Receives each lower-cased term, in order, repeats included.
    static func forEachTerm(in text: String, _ body: (String) -> Void) {
        var word: [UInt8] = []
        var scalarCount = 0
        var needsLowercasing = false
        var boundaries: [Int] = []
        var previousCase = Case.other
        var previousStart = 0

        /// Passes one lower-cased term to `body`, unless it is too short or a stop word.
        func emit(_ bytes: ArraySlice<UInt8>) {
            guard bytes.count > 1 else { return }
            var term = String(decoding: bytes, as: UTF8.self)
            if needsLowercasing { term = term.lowercased() }
            // Every stop word is short, so longer terms skip the set lookup; a short
            // term may still be a single non-ASCII character.
            if bytes.count <= 4 {
                guard term.unicodeScalars.count > 1, !stopWords.contains(term) else { return }
            }
            body(term)
        }
        /// Emits the word just read and its camel-case parts, then starts a new word.
        func finishWord() {
            if scalarCount > 1, scalarCount <= maximumTermLength {
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
            word.removeAll(keepingCapacity: true)
            boundaries.removeAll(keepingCapacity: true)
            scalarCount = 0
            needsLowercasing = false
            previousCase = .other
        }

        for scalar in text.unicodeScalars {
            let value = scalar.value
            let letterCase: Case
            let start = word.count
            if value < 0x80 {
                switch value {
                case 0x41...0x5A:
                    letterCase = .upper
                    word.append(UInt8(value + 0x20))
                case 0x61...0x7A:
                    letterCase = .lower
                    word.append(UInt8(value))
                case 0x30...0x39:
                    letterCase = .other
                    word.append(UInt8(value))
                default:
                    if !word.isEmpty { finishWord() }
                    continue
                }
            } else {
                guard isWordScalar(scalar) else {
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
                    // `attachChild`: a capital after a small letter or digit starts a part.
                    boundaries.append(start)
                } else if letterCase == .lower, previousCase == .upper, scalarCount > 1,
                    previousStart > 0, boundaries.last != previousStart
                {
                    // `URLSession`: the last capital of a run starts the next part.
                    boundaries.append(previousStart)
                }
            }
            previousCase = letterCase
            previousStart = start
            scalarCount += 1
        }
        if !word.isEmpty { finishWord() }
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
}
