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
        /// How many of its characters fall in each of ``Histogram/buckets`` buckets.
        var histogram: Histogram
    }

    /// Counts of characters by bucket: the differences of two histograms bound the edit
    /// distance from below (an edit changes at most one count up and one down), so most
    /// candidates are set aside without measuring the distance.
    struct Histogram: Sendable {
        /// The number of buckets; characters share buckets by their scalar value.
        static let buckets = 32
        /// The counts, saturating at 255.
        var counts: [UInt8]

        /// Counts the characters of `characters`.
        init(_ characters: [Character]) {
            counts = [UInt8](repeating: 0, count: Self.buckets)
            for character in characters {
                let bucket = Int(
                    (character.unicodeScalars.first?.value ?? 0) % UInt32(Self.buckets))
                if counts[bucket] < 255 { counts[bucket] += 1 }
            }
        }

        /// A lower bound of the edit distance between the strings the histograms count.
        func distanceBound(to other: Histogram) -> Int {
            var surplus = 0
            var deficit = 0
            for bucket in 0..<Self.buckets {
                let difference = Int(counts[bucket]) - Int(other.counts[bucket])
                if difference > 0 { surplus += difference } else { deficit -= difference }
            }
            return max(surplus, deficit)
        }
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
                Entry(
                    text: candidate, folded: folded, order: order, histogram: Histogram(folded)))
        }
        byLength = buckets
    }

    /// The candidate closest to `name`, if one is close enough to be a likely typo.
    /// - Parameter name: The name that did not resolve.
    /// - Returns: What ``EditDistance/suggestion(for:among:)`` returns over the same candidates.
    public func suggestion(for name: String) -> String? {
        let limit = max(2, name.count / 3)
        let folded = Array(name.lowercased())
        let histogram = Histogram(folded)
        var best: (entry: Entry, distance: Int)?
        for length in max(0, folded.count - limit)...(folded.count + limit) {
            for entry in byLength[length] ?? [] {
                // A worse candidate than the best so far need not be measured exactly.
                let bound = min(limit, (best?.distance ?? .max) - 1)
                guard bound >= 0, histogram.distanceBound(to: entry.histogram) <= bound,
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
