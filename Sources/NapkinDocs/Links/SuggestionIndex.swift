/// The candidates of "did you mean" suggestions, arranged so that a suggestion costs a bounded
/// search rather than a comparison with every candidate.
///
/// A suggestion is a candidate within a third of the name's length in edits (at least 2), case
/// folded (see ``EditDistance/suggestion(for:among:)``, which this gives the same answers as).
/// Since an edit distance is at least the difference of the lengths, only the candidates whose
/// length is within that limit are read: they are bucketed by length. Each one is compared with
/// a distance that stops as soon as the limit is passed.
public struct SuggestionIndex: Sendable {
    /// A candidate: its text, its case-folded characters, and its place among the candidates.
    private struct Entry: Sendable {
        /// The candidate as given.
        var text: String
        /// Its lower-cased characters.
        var folded: [Character]
        /// Its position in the list given, which breaks ties.
        var order: Int
    }

    /// The candidates by the number of their case-folded characters.
    private let byLength: [Int: [Entry]]

    /// Builds the index of `candidates`, kept in their order for ties.
    /// - Parameter candidates: The names that would have resolved, sorted by the caller.
    public init(_ candidates: [String]) {
        var buckets: [Int: [Entry]] = [:]
        for (order, candidate) in candidates.enumerated() {
            let folded = Array(candidate.lowercased())
            buckets[folded.count, default: []].append(
                Entry(text: candidate, folded: folded, order: order))
        }
        byLength = buckets
    }

    /// The candidate closest to `name`, if one is close enough to be a likely typo.
    /// - Parameter name: The name that did not resolve.
    /// - Returns: What ``EditDistance/suggestion(for:among:)`` returns over the same candidates.
    public func suggestion(for name: String) -> String? {
        let limit = max(2, name.count / 3)
        let folded = Array(name.lowercased())
        var best: (entry: Entry, distance: Int)?
        for length in max(0, folded.count - limit)...(folded.count + limit) {
            for entry in byLength[length] ?? [] {
                // A worse candidate than the best so far need not be measured exactly.
                let bound = min(limit, (best?.distance ?? .max) - 1)
                guard bound >= 0,
                    let distance = EditDistance.between(folded, entry.folded, atMost: bound)
                else { continue }
                // Case differences count as one edit at most, so `presenter` finds `Presenter`.
                let score =
                    distance == 0 ? min(1, EditDistance.between(name, entry.text)) : distance + 1
                if best == nil || score < best!.distance
                    || (score == best!.distance && entry.order < best!.entry.order)
                {
                    best = (entry, score)
                }
            }
        }
        return best?.entry.text
    }
}
