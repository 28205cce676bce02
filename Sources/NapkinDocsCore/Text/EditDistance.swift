/// The Levenshtein distance between names, and "did you mean" suggestions built on it.
package enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions that turn one
    /// string into the other.
    /// - Parameters:
    ///   - lhs: The first string.
    ///   - rhs: The second string.
    /// - Returns: The edit distance, 0 when the strings are equal.
    package static func between(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs)
        let right = Array(rhs)
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }

    /// The edit distance between two character arrays when it is at most `limit`, computed only
    /// in the band of `limit` cells either side of the diagonal, and given up as soon as every
    /// cell of a row exceeds it: at most `(2 × limit + 1) × lhs.count` steps.
    ///
    /// The characters may be given as numbers, one per distinct character (as
    /// ``SuggestionIndex`` does), which compare faster than `Character`s.
    /// - Parameters:
    ///   - lhs: The first string's characters.
    ///   - rhs: The second string's characters.
    ///   - limit: The largest distance of interest.
    /// - Returns: The distance, or `nil` when it is more than `limit`.
    static func between<Letter: Equatable>(
        _ lhs: [Letter], _ rhs: [Letter], atMost limit: Int
    ) -> Int? {
        guard abs(lhs.count - rhs.count) <= limit else { return nil }
        if lhs.isEmpty || rhs.isEmpty { return max(lhs.count, rhs.count) }
        // The two rows live on the stack and every cell is read without a bounds check: the
        // suggestion search measures over a million distances on a large site, and two row
        // allocations and the checks were most of the cost of one.
        return lhs.withUnsafeBufferPointer { lhs in
            rhs.withUnsafeBufferPointer { rhs in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * (rhs.count + 1)) {
                    rows in
                    banded(lhs, rhs, atMost: limit, rows: rows.baseAddress!)
                }
            }
        }
    }

    /// The banded distance of ``between(_:_:atMost:)``, in two rows of `rhs.count + 1` cells
    /// at `rows`.
    private static func banded<Letter: Equatable>(
        _ lhs: UnsafeBufferPointer<Letter>, _ rhs: UnsafeBufferPointer<Letter>, atMost limit: Int,
        rows: UnsafeMutablePointer<Int>
    ) -> Int? {
        let outside = limit + 1
        var previous = rows
        var current = rows + (rhs.count + 1)
        for j in 0...rhs.count {
            previous[j] = j <= limit ? j : outside
            current[j] = outside
        }
        for i in 1...lhs.count {
            let low = max(1, i - limit)
            let high = min(rhs.count, i + limit)
            current[0] = i <= limit ? i : outside
            if low > 1 { current[low - 1] = outside }
            var rowMinimum = current[0]
            let letter = lhs[i - 1]
            for j in low...high {
                let substitution = previous[j - 1] + (letter == rhs[j - 1] ? 0 : 1)
                let value = min(previous[j] + 1, current[j - 1] + 1, substitution, outside)
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if high < rhs.count { current[high + 1] = outside }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        return previous[rhs.count] <= limit ? previous[rhs.count] : nil
    }

    /// Picks the candidate closest to `name`, if it is close enough to be a likely typo.
    ///
    /// Case differences count as one edit at most, so `presenter` suggests `Presenter`. Ties are
    /// broken by the candidates' order, which callers keep sorted.
    /// - Parameters:
    ///   - name: The name that did not resolve.
    ///   - candidates: The names that would have resolved.
    /// - Returns: The best candidate, or `nil` when none is within a third of the name's length
    ///   (at least 2 edits).
    package static func suggestion(for name: String, among candidates: [String]) -> String? {
        let limit = max(2, name.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let folded = between(name.lowercased(), candidate.lowercased())
            let distance = folded == 0 ? min(1, between(name, candidate)) : folded + 1
            if distance <= limit + 1, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }
}
