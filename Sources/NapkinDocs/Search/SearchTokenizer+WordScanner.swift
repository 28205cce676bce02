import NapkinDocsCore

extension SearchTokenizer {
    /// The letter case of a scalar, as camel-case splitting needs it.
    enum LetterCase {
        /// An upper-case letter.
        case upper
        /// A lower-case letter.
        case lower
        /// A digit or a letter without case.
        case other
    }

    /// The state of one scan: the word being read, in a fixed buffer, and where its
    /// camel-case parts begin.
    struct WordScanner {
        /// The current word's bytes, ASCII letters already lower-cased.
        let word: UnsafeMutableBufferPointer<UInt8>
        /// The byte offsets in `word` where a camel-case part begins.
        let boundaries: UnsafeMutableBufferPointer<Int>
        /// The number of bytes in `word`.
        var length = 0
        /// The number of entries in `boundaries`.
        var boundaryCount = 0
        /// The number of scalars read in the word; one more than the longest term once the
        /// word is too long to index (its bytes are then no longer kept).
        var scalarCount = 0
        /// Whether the word holds a non-ASCII upper-case letter (lower-cased when emitted).
        var needsLowercasing = false
        /// Whether the word holds any non-ASCII byte.
        var hasNonASCII = false
        /// The case of the previous scalar of the word.
        var previousCase = LetterCase.other
        /// Where the previous scalar of the word begins in `word`.
        var previousStart = 0

        /// Creates a scanner writing into the given buffers.
        /// - Parameters:
        ///   - word: Room for the bytes of ``SearchFormat/SearchFormat.maximumTermLength`` scalars.
        ///   - boundaries: Room for as many offsets.
        init(word: UnsafeMutableBufferPointer<UInt8>, boundaries: UnsafeMutableBufferPointer<Int>) {
            self.word = word
            self.boundaries = boundaries
        }

        /// Reads `utf8` (valid UTF-8) and calls `body` with each term.
        /// - Parameters:
        ///   - utf8: The text's bytes.
        ///   - body: Receives each term.
        mutating func scan(_ utf8: UnsafeBufferPointer<UInt8>, _ body: (Term) -> Void) {
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                if byte < 0x80 {
                    index += 1
                    switch byte {
                    case 0x41...0x5A: add(ascii: byte | 0x20, as: .upper)
                    case 0x61...0x7A: add(ascii: byte, as: .lower)
                    case 0x30...0x39: add(ascii: byte, as: .other)
                    default: if scalarCount > 0 { finishWord(body) }
                    }
                    continue
                }
                let count = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                var value = UInt32(byte) & (count == 2 ? 0x1F : count == 3 ? 0x0F : 0x07)
                for offset in 1..<count { value = value << 6 | UInt32(utf8[index + offset] & 0x3F) }
                let bytes = UnsafeBufferPointer(rebasing: utf8[index..<(index + count)])
                index += count
                guard let scalar = Unicode.Scalar(value), isWordScalar(scalar) else {
                    if scalarCount > 0 { finishWord(body) }
                    continue
                }
                let properties = scalar.properties
                let letterCase: LetterCase =
                    properties.isUppercase ? .upper : properties.isLowercase ? .lower : .other
                add(bytes, as: letterCase)
            }
            if scalarCount > 0 { finishWord(body) }
        }

        /// Adds one ASCII letter or digit to the word.
        /// - Parameters:
        ///   - byte: The byte, lower-cased.
        ///   - letterCase: Its case before lower-casing.
        private mutating func add(ascii byte: UInt8, as letterCase: LetterCase) {
            guard scalarCount < SearchFormat.maximumTermLength else {
                scalarCount = SearchFormat.maximumTermLength + 1
                return
            }
            let start = length
            word[length] = byte
            length += 1
            noteCase(letterCase, start: start)
        }

        /// Adds one non-ASCII letter or number to the word, as it is.
        /// - Parameters:
        ///   - bytes: The scalar's UTF-8 bytes.
        ///   - letterCase: Its case.
        private mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, as letterCase: LetterCase) {
            guard scalarCount < SearchFormat.maximumTermLength else {
                scalarCount = SearchFormat.maximumTermLength + 1
                return
            }
            let start = length
            for byte in bytes {
                word[length] = byte
                length += 1
            }
            hasNonASCII = true
            needsLowercasing = needsLowercasing || letterCase == .upper
            noteCase(letterCase, start: start)
        }

        /// Records where camel-case parts begin, after a scalar starting at `start`.
        /// - Parameters:
        ///   - letterCase: The scalar's case.
        ///   - start: Its offset in the word.
        private mutating func noteCase(_ letterCase: LetterCase, start: Int) {
            if scalarCount > 0 {
                if letterCase == .upper, previousCase != .upper {
                    // `attachChild`: a capital after a small letter or digit starts a part.
                    appendBoundary(start)
                } else if letterCase == .lower, previousCase == .upper, scalarCount > 1,
                    previousStart > 0,
                    boundaryCount == 0 || boundaries[boundaryCount - 1] != previousStart
                {
                    // `URLSession`: the last capital of a run starts the next part.
                    appendBoundary(previousStart)
                }
            }
            previousCase = letterCase
            previousStart = start
            scalarCount += 1
        }

        /// Records the start of a camel-case part.
        /// - Parameter offset: Its offset in the word.
        private mutating func appendBoundary(_ offset: Int) {
            boundaries[boundaryCount] = offset
            boundaryCount += 1
        }

        /// Emits the word just read and its camel-case parts, then starts a new word.
        /// - Parameter body: Receives each term.
        private mutating func finishWord(_ body: (Term) -> Void) {
            if scalarCount > 1, scalarCount <= SearchFormat.maximumTermLength {
                emit(0, length, body)
                if boundaryCount > 0 {
                    var start = 0
                    for boundary in boundaries[0..<boundaryCount] {
                        emit(start, boundary, body)
                        start = boundary
                    }
                    emit(start, length, body)
                }
            }
            length = 0
            boundaryCount = 0
            scalarCount = 0
            needsLowercasing = false
            hasNonASCII = false
            previousCase = .other
        }

        /// Passes the term in `word[start..<end]` to `body`, unless it is too short or a
        /// stop word.
        /// - Parameters:
        ///   - start: The term's first byte.
        ///   - end: The byte after it.
        ///   - body: Receives the term.
        private func emit(_ start: Int, _ end: Int, _ body: (Term) -> Void) {
            let count = end - start
            guard count > 1 else { return }
            let bytes = UnsafeBufferPointer(rebasing: word[start..<end])
            if !hasNonASCII || bytes.allSatisfy({ $0 < 0x80 }) {
                // Every stop word is ASCII and short, so longer terms skip the test.
                if count <= 4, packedStopWords.contains(packed(bytes)) { return }
                body(.ascii(bytes))
                return
            }
            var term = String(decoding: bytes, as: UTF8.self)
            if needsLowercasing { term = term.lowercased() }
            // A short term may still be a single non-ASCII character.
            if count <= 4 {
                guard term.unicodeScalars.count > 1, !SearchFormat.stopWords.contains(term) else {
                    return
                }
            }
            body(.text(term))
        }
    }
}
