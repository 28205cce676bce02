internal import NapkinLocking

/// The candidates of "did you mean" suggestions, arranged so that a suggestion costs a bounded
/// search rather than a comparison with every candidate.
///
/// A suggestion is a candidate within a third of the name's length in edits (at least 2), case
/// folded (see ``EditDistance/suggestion(for:among:)``, which this gives the same answers as).
/// The candidates are kept in a BK-tree over that distance: each node's children are filed by
/// their distance to it, so that, by the triangle inequality, a search within `r` edits of a
/// name whose distance to a node is `d` visits only the children filed between `d - r` and
/// `d + r`. The search tries 0 edits, then 1, and so on up to the limit, and stops at the first
/// radius that finds a candidate; every distance is measured a word of bits at a time
/// (``EditDistance/Pattern``), and given up past the largest value the search can use.
///
/// Names that differ in a few characters (`Article0041`, `Article0042`, …) are where a scan of
/// every candidate cost most: ten thousand unresolved links among five thousand such names.
public struct SuggestionIndex: Sendable {
    /// A candidate: its text, its case-folded characters, and its place among the candidates.
    private struct Entry: Sendable {
        /// The candidate as given.
        var text: String
        /// Its lower-cased characters, each as its number in ``SuggestionIndex/letters``.
        var folded: [UInt32]
        /// Its position in the list given, which breaks ties.
        var order: Int
    }

    /// A node of the tree: the candidates of one folded spelling, and the children filed by
    /// their distance to it.
    private struct Node: Sendable {
        /// The candidates that fold to this node's spelling, in their order.
        var entries: [Entry]
        /// The children, as (distance to this node, index of the child).
        var children: [(distance: Int, node: Int)] = []
        /// The largest distance a child is filed under (0 without children).
        var farthestChild = 0
        /// The fewest and the most folded characters of a candidate in the node's subtree: a
        /// distance is at least the difference of the lengths, so a subtree whose lengths are
        /// all too far from the name's is not searched.
        var lengths = 0...0
    }

    /// The tree, its root first; empty without candidates.
    private let nodes: [Node]
    /// A number for each character of the folded candidates: distances are measured between
    /// arrays of these numbers, which compare faster than `Character`s (a comparison of two
    /// `Character`s is one of two strings).
    private let letters: [Character: UInt32]
    /// How many times each letter occurs in each node's spelling (at most 255), `letters.count`
    /// entries a node: the "bag distance" of two spellings, the larger of the letters the one
    /// has beyond the other either way, is never more than their edit distance (an edit adds,
    /// removes or changes one letter), and costs one pass over the alphabet instead of a
    /// table of edits. A node whose bag distance already passes the search's band is left
    /// with its subtree without measuring: most unresolved links name nothing near any page.
    private let letterCounts: [UInt8]
    /// The suggestions already made, by name: a broken link is often written in many files
    /// (`../README.md` under every page), and each is searched once per build.
    private let made = SanitizedMutex<[String: String?]>([:])

    /// Builds the index of `candidates`, kept in their order for ties.
    /// - Parameter candidates: The names that would have resolved, sorted by the caller.
    public init(_ candidates: [String]) {
        var nodes: [Node] = []
        var letters: [Character: UInt32] = [:]
        for (order, candidate) in candidates.enumerated() {
            let folded = candidate.lowercased().map { letter in
                if let number = letters[letter] { return number }
                let number = UInt32(letters.count)
                letters[letter] = number
                return number
            }
            let entry = Entry(text: candidate, folded: folded, order: order)
            guard !nodes.isEmpty else {
                nodes.append(Node(entries: [entry]))
                continue
            }
            var current = 0
            while true {
                let spelling = nodes[current].entries[0].folded
                let distance =
                    EditDistance.between(
                        spelling, entry.folded, atMost: max(spelling.count, entry.folded.count))
                    ?? 0
                if distance == 0 {
                    nodes[current].entries.append(entry)
                    break
                }
                if let child = nodes[current].children.first(where: { $0.distance == distance }) {
                    current = child.node
                    continue
                }
                nodes[current].children.append((distance, nodes.count))
                nodes[current].farthestChild = max(nodes[current].farthestChild, distance)
                nodes.append(Node(entries: [entry]))
                break
            }
        }
        // Children come after their parents, so one backward pass sums up the subtrees.
        for index in nodes.indices {
            let count = nodes[index].entries[0].folded.count
            nodes[index].lengths = count...count
        }
        for index in nodes.indices.reversed() {
            for child in nodes[index].children {
                let lengths = nodes[child.node].lengths
                nodes[index].lengths =
                    min(
                        nodes[index].lengths.lowerBound, lengths.lowerBound)...max(
                        nodes[index].lengths.upperBound, lengths.upperBound)
            }
        }
        var letterCounts = [UInt8](repeating: 0, count: nodes.count * letters.count)
        for (index, node) in nodes.enumerated() {
            for letter in node.entries[0].folded {
                let slot = index * letters.count + Int(letter)
                if letterCounts[slot] < 255 { letterCounts[slot] += 1 }
            }
        }
        self.nodes = nodes
        self.letters = letters
        self.letterCounts = letterCounts
    }

    /// The candidate closest to `name`, if one is close enough to be a likely typo.
    /// - Parameter name: The name that did not resolve.
    /// - Returns: What ``EditDistance/suggestion(for:among:)`` returns over the same candidates.
    public func suggestion(for name: String) -> String? {
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
        guard !nodes.isEmpty else { return nil }
        let limit = max(2, name.count / 3)
        // A character no candidate has gets a number of its own, past the candidates' ones.
        var unknown: [Character: UInt32] = [:]
        let folded = name.lowercased().map { letter in
            if let number = letters[letter] ?? unknown[letter] { return number }
            let number = UInt32(letters.count + unknown.count)
            unknown[letter] = number
            return number
        }
        // Searched within 0 edits, then 1, and so on: the first radius that finds a candidate
        // finds every candidate at the smallest distance (the smaller radii found none), and
        // a small radius prunes most of the tree.
        // The name's letter counts, for bag distances; letters no candidate has are counted
        // apart, as letters every node lacks.
        var counts = [Int](repeating: 0, count: letters.count)
        var unknownCount = 0
        for letter in folded {
            // Capped as the nodes' counts are, so that the bound stays a bound.
            if Int(letter) < letters.count {
                counts[Int(letter)] = min(counts[Int(letter)] + 1, 255)
            } else {
                unknownCount += 1
            }
        }
        let query = Query(
            pattern: EditDistance.Pattern(folded), counts: counts, unknownCount: unknownCount)
        // Each node's distance is measured once for all the radii, in the band the largest
        // radius needs, and kept here (`nil` when it is past that band).
        var distances: [Int: Int?] = [:]
        for radius in 0...limit {
            if let found = search(
                query, within: radius, limit: limit, name: name, distances: &distances,
                measured: &measured)
            {
                return found
            }
        }
        return nil
    }

    /// The best candidate within `radius` edits of `folded`, if any: the one at the smallest
    /// distance, a case difference counting as less than one edit, the first in order on ties.
    /// - Parameters:
    ///   - folded: The case-folded name.
    ///   - radius: The most edits a candidate may be away.
    ///   - limit: The largest radius of the query, which sets the band of each measurement.
    ///   - name: The name as written, for case differences.
    ///   - distances: The distances measured for the query so far, by node.
    ///   - measured: Increased by the number of nodes whose distance was measured.
    /// - Returns: The candidate's text.
    private func search(
        _ query: Query, within radius: Int, limit: Int, name: String,
        distances: inout [Int: Int?], measured: inout Int
    ) -> String? {
        let folded = query.pattern.letters
        // The best so far: its entry and its score (0 for the very name, 1 for a case
        // difference only, the distance plus one otherwise).
        var best: (entry: Entry, score: Int)?
        var pending = [0]
        while let index = pending.popLast() {
            let node = nodes[index]
            guard node.lengths.lowerBound - radius <= folded.count,
                folded.count <= node.lengths.upperBound + radius
            else { continue }
            // The distance is needed up to the radius for the node itself, and up to the radius
            // beyond its farthest child to choose children; past that no child can qualify.
            let known: Int?
            if let distance = distances[index] {
                known = distance
            } else if bagDistance(query, node: index) > limit + node.farthestChild {
                known = nil
                distances[index] = known
            } else {
                measured += 1
                known = query.pattern.distance(
                    to: node.entries[0].folded, atMost: limit + node.farthestChild)
                distances[index] = known
            }
            guard let distance = known, distance <= radius + node.farthestChild else { continue }
            if distance <= radius {
                for entry in node.entries {
                    let score =
                        distance == 0
                        ? min(1, EditDistance.between(name, entry.text)) : distance + 1
                    if best == nil || score < best!.score
                        || (score == best!.score && entry.order < best!.entry.order)
                    {
                        best = (entry, score)
                    }
                }
            }
            for child in node.children where abs(child.distance - distance) <= radius {
                pending.append(child.node)
            }
        }
        return best?.entry.text
    }

    /// A name being searched for: its folded letters, ready to be measured against many
    /// nodes, and how often each occurs.
    private struct Query {
        /// The case-folded letters, as numbers.
        var pattern: EditDistance.Pattern
        /// How many times each of the candidates' letters occurs in it.
        var counts: [Int]
        /// How many of its letters no candidate has.
        var unknownCount: Int
    }

    /// The bag distance between `query` and the spelling of node `index`: a lower bound of
    /// their edit distance (see ``letterCounts``).
    private func bagDistance(_ query: Query, node index: Int) -> Int {
        var missing = query.unknownCount
        var extra = 0
        let base = index * letters.count
        for letter in 0..<letters.count {
            let difference = query.counts[letter] - Int(letterCounts[base + letter])
            if difference > 0 { missing += difference } else { extra -= difference }
        }
        return max(missing, extra)
    }
}
