extension EditDistance {
    /// A name prepared to be measured against many others: for each letter, the positions where
    /// the name holds it, as the bits of one word.
    ///
    /// The distance to another name then costs a few word operations per letter of the other
    /// name, whatever the limit (Myers' bit-vector algorithm, in Hyyrö's form for the distance
    /// between whole strings), where the banded table costs `2 × limit + 1` cells per letter. A
    /// suggestion search on a large site measures a path of 25 letters against tens of
    /// thousands of others, in bands of up to 37 cells.
    ///
    /// Names of more than 64 letters, which fill more than one word, are measured with the
    /// banded table.
    package struct Pattern: Sendable {
        /// The name's letters, each a number (as ``SuggestionIndex`` numbers them).
        package let letters: [UInt32]
        /// For each letter number, the positions of the name that hold it (bit 0 is the first).
        private let positions: [UInt64]

        /// The longest name measured with one word a letter.
        static let wordLength = UInt64.bitWidth

        /// Prepares `letters` for measuring.
        /// - Parameter letters: The name's letters, as numbers.
        package init(_ letters: [UInt32]) {
            self.letters = letters
            // A longer name is measured with the table, which needs no positions.
            guard letters.count <= Self.wordLength else {
                positions = []
                return
            }
            var positions = [UInt64](repeating: 0, count: Int(letters.max() ?? 0) + 1)
            for (offset, letter) in letters.enumerated() {
                positions[Int(letter)] |= 1 << UInt64(offset)
            }
            self.positions = positions
        }

        /// The edit distance from this name to `other` when it is at most `limit`.
        /// - Parameters:
        ///   - other: The other name's letters, numbered as this one's.
        ///   - limit: The largest distance of interest.
        /// - Returns: The distance, or `nil` when it is more than `limit`: what
        ///   ``EditDistance/between(_:_:atMost:)`` returns.
        package func distance(to other: [UInt32], atMost limit: Int) -> Int? {
            other.withUnsafeBufferPointer { distance(to: $0, atMost: limit) }
        }

        /// The edit distance from this name to the letters at `other` when it is at most
        /// `limit`, as ``distance(to:atMost:)-([UInt32],_)`` gives it.
        /// - Parameters:
        ///   - other: The other name's letters, numbered as this one's.
        ///   - limit: The largest distance of interest.
        /// - Returns: The distance, or `nil` when it is more than `limit`.
        package func distance(to other: UnsafeBufferPointer<UInt32>, atMost limit: Int) -> Int? {
            guard abs(letters.count - other.count) <= limit else { return nil }
            guard letters.count <= Self.wordLength else {
                return EditDistance.between(letters, Array(other), atMost: limit)
            }
            if letters.isEmpty || other.isEmpty { return max(letters.count, other.count) }
            return positions.withUnsafeBufferPointer { positions in
                measure(other, positions: positions, atMost: limit)
            }
        }

        /// The bit-vector walk over `other`, one column of the table a letter.
        ///
        /// The words hold the vertical differences of the current column (`up`: +1, `down`: -1,
        /// one bit per letter of this name), and `score` follows the last row: the distance
        /// between this name and the part of `other` read so far. Each column changes it by at
        /// most one, so once it exceeds `limit` by more than the letters left, it cannot come
        /// back.
        private func measure(
            _ other: UnsafeBufferPointer<UInt32>, positions: UnsafeBufferPointer<UInt64>,
            atMost limit: Int
        ) -> Int? {
            let count = letters.count
            let lastRow: UInt64 = 1 << UInt64(count - 1)
            var up: UInt64 = count == Self.wordLength ? ~0 : (1 << UInt64(count)) - 1
            var down: UInt64 = 0
            var score = count
            for (column, letter) in other.enumerated() {
                let matches = Int(letter) < positions.count ? positions[Int(letter)] : 0
                let diagonal = (((matches & up) &+ up) ^ up) | matches | down
                var rightUp = down | ~(diagonal | up)
                var rightDown = up & diagonal
                if rightUp & lastRow != 0 {
                    score += 1
                } else if rightDown & lastRow != 0 {
                    score -= 1
                }
                // The first row is 0, 1, 2, …: each column starts one higher.
                rightUp = (rightUp << 1) | 1
                rightDown <<= 1
                up = rightDown | ~(diagonal | rightUp)
                down = rightUp & diagonal
                if score - (other.count - column - 1) > limit { return nil }
            }
            return score <= limit ? score : nil
        }
    }
}
