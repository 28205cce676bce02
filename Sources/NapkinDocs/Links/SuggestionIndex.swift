import NapkinDocsCore
internal import NapkinLocking

/// The candidates of "did you mean" suggestions, arranged so that a suggestion costs a bounded
/// search rather than a comparison with every candidate.
///
/// A suggestion is a candidate within a third of the name's length in edits (at least 2), case
/// folded (see ``EditDistance/suggestion(for:among:)``, which this gives the same answers as).
/// The candidates are kept in a BK-tree over that distance (``SuggestionTree``): each node's
/// children are filed by their distance to it, so that, by the triangle inequality, a search
/// within `r` edits of a name whose distance to a node is `d` visits only the children filed
/// between `d - r` and `d + r`. The search tries 0 edits, then 1, and so on up to the limit,
/// and stops at the first radius that finds a candidate; every distance is measured a word of
/// bits at a time (``EditDistance/Pattern``), and given up past the largest value the search
/// can use.
///
/// Names that differ in a few characters (`Article0041`, `Article0042`, …) are where a scan of
/// every candidate cost most: ten thousand unresolved links among five thousand such names.
package struct SuggestionIndex: Sendable {
    /// A candidate: its text and its place among the candidates.
    private struct Entry: Sendable {
        /// The candidate as given.
        var text: String
        /// Its position in the list given, which breaks ties.
        var order: Int
    }

    /// The tree of the candidates' folded spellings.
    private let tree: SuggestionTree
    /// The candidates of each node of the tree, in their order.
    private let entries: [[Entry]]
    /// A number for each character of the folded candidates: distances are measured between
    /// arrays of these numbers, which compare faster than `Character`s (a comparison of two
    /// `Character`s is one of two strings).
    private let letters: [Character: UInt32]
    /// The suggestions already made, by name: a broken link is often written in many files
    /// (`../README.md` under every page), and each is searched once per build.
    private let made = SanitizedMutex<[String: String?]>([:])

    /// Builds the index of `candidates`, kept in their order for ties.
    /// - Parameter candidates: The names that would have resolved, sorted by the caller.
    package init(_ candidates: [String]) {
        var letters: [Character: UInt32] = [:]
        // Each candidate's lower-cased characters, each as its number in `letters`.
        let folded = candidates.map { candidate in
            candidate.lowercased().map { letter in
                if let number = letters[letter] { return number }
                let number = UInt32(letters.count)
                letters[letter] = number
                return number
            }
        }
        tree = SuggestionTree(folded, alphabetSize: letters.count)
        var entries = [[Entry]](repeating: [], count: tree.count)
        for (order, (candidate, node)) in zip(candidates, tree.nodeOfSpelling).enumerated() {
            entries[node].append(Entry(text: candidate, order: order))
        }
        self.entries = entries
        self.letters = letters
    }

    /// The candidate closest to `name`, if one is close enough to be a likely typo.
    /// - Parameter name: The name that did not resolve.
    /// - Returns: What ``EditDistance/suggestion(for:among:)`` returns over the same candidates.
    package func suggestion(for name: String) -> String? {
        if let known = made.withLock({ $0[name] }) { return known }
        var measured = 0
        let found = suggestion(for: name, measured: &measured)
        made.withLock { $0[name] = found }
        return found
    }

    /// The candidate closest to `name`, counting the distances the search measured.
    /// - Parameters:
    ///   - name: The name that did not resolve.
    ///   - measured: Increased by the number of nodes whose distance to `name` was measured.
    /// - Returns: What ``suggestion(for:)`` returns.
    func suggestion(for name: String, measured: inout Int) -> String? {
        guard tree.count > 0 else { return nil }
        let limit = max(2, name.count / 3)
        // A character no candidate has gets a number of its own, past the candidates' ones.
        var unknown: [Character: UInt32] = [:]
        let folded = name.lowercased().map { letter in
            if let number = letters[letter] ?? unknown[letter] { return number }
            let number = UInt32(letters.count + unknown.count)
            unknown[letter] = number
            return number
        }
        let query = SuggestionTree.Query(folded, in: tree)
        // Searched within 0 edits, then 1, and so on: the first radius that finds a candidate
        // finds every candidate at the smallest distance (the smaller radii found none), and
        // a small radius prunes most of the tree. Each node is measured once for all radii.
        var distances = SuggestionTree.Distances(for: tree)
        for radius in 0...limit {
            let found = tree.nodes(
                within: radius, of: query, limit: limit, distances: &distances,
                measured: &measured)
            if let best = best(of: found, name: name) { return best }
        }
        return nil
    }

    /// The best candidate of the nodes a search found: the one at the smallest distance, a
    /// case difference counting as less than one edit, the first in order on ties.
    /// - Parameters:
    ///   - found: The nodes, with their distances to the folded name.
    ///   - name: The name as written, for case differences.
    /// - Returns: The candidate's text, or `nil` when nothing was found.
    private func best(of found: [(node: Int, distance: Int)], name: String) -> String? {
        // The best so far: its entry and its score (0 for the very name, 1 for a case
        // difference only, the distance plus one otherwise).
        var best: (entry: Entry, score: Int)?
        for (node, distance) in found {
            for entry in entries[node] {
                let score =
                    distance == 0 ? min(1, EditDistance.between(name, entry.text)) : distance + 1
                if best == nil || score < best!.score
                    || (score == best!.score && entry.order < best!.entry.order)
                {
                    best = (entry, score)
                }
            }
        }
        return best?.entry.text
    }
}
