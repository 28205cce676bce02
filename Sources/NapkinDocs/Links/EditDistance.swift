/// The Levenshtein distance between names, and "did you mean" suggestions built on it.
public enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions that turn one
    /// string into the other.
    /// - Parameters:
    ///   - lhs: The first string.
    ///   - rhs: The second string.
    /// - Returns: The edit distance, 0 when the strings are equal.
    public static func between(_ lhs: String, _ rhs: String) -> Int {
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

    /// Picks the candidate closest to `name`, if it is close enough to be a likely typo.
    ///
    /// Case differences count as one edit at most, so `presenter` suggests `Presenter`. Ties are
    /// broken by the candidates' order, which callers keep sorted.
    /// - Parameters:
    ///   - name: The name that did not resolve.
    ///   - candidates: The names that would have resolved.
    /// - Returns: The best candidate, or `nil` when none is within a third of the name's length
    ///   (at least 2 edits).
    public static func suggestion(for name: String, among candidates: [String]) -> String? {
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
