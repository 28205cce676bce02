import NapkinDocsCore

/// The BK-tree of a ``SuggestionIndex``: the candidates' folded spellings, each node's children
/// filed by their distance to it, in flat arrays.
///
/// A search visits thousands of nodes on a large site, from both cores at once. Nodes held as
/// structs of arrays were copied out at each visit, which retained and released their arrays:
/// two cores changing the same reference counts. Here a visit reads numbers only.
struct SuggestionTree: Sendable {
    /// Every node's spelling, one after another: node `i`'s runs from `spellingStarts[i]` to
    /// `spellingStarts[i + 1]`.
    private let spellings: [UInt32]
    /// Where each node's spelling starts in ``spellings``, plus the end of the last.
    private let spellingStarts: [Int]
    /// Where each node's children start in ``childDistances`` and ``childNodes``, plus the end.
    private let childStarts: [Int]
    /// The distance each child is filed under.
    private let childDistances: [Int]
    /// The node of each child.
    private let childNodes: [Int]
    /// The largest distance each node files a child under (0 without children).
    private let farthestChild: [Int]
    /// The fewest folded letters of a spelling in each node's subtree: a distance is at least
    /// the difference of the lengths, so a subtree whose lengths are all too far from the
    /// name's is not searched.
    private let shortest: [Int]
    /// The most folded letters of a spelling in each node's subtree.
    private let longest: [Int]
    /// How many times each letter occurs in each node's spelling (at most 255), `alphabetSize`
    /// entries a node: the "bag distance" of two spellings, the larger of the letters the one
    /// has beyond the other either way, is never more than their edit distance (an edit adds,
    /// removes or changes one letter), and costs one pass over the alphabet instead of a
    /// measurement. A node whose bag distance already passes the search's band is left with
    /// its subtree without measuring: most unresolved links name nothing near any page.
    private let letterCounts: [UInt8]
    /// The number of letters the spellings are written in.
    let alphabetSize: Int
    /// The node of each spelling given, in their order: spellings that are equal share one.
    let nodeOfSpelling: [Int]

    /// The number of nodes.
    var count: Int { farthestChild.count }

    /// Files `spellings` in a tree, in their order, the first at the root.
    /// - Parameters:
    ///   - spellings: The folded spellings, their letters numbered below `alphabetSize`.
    ///   - alphabetSize: The number of distinct letters.
    init(_ spellings: [[UInt32]], alphabetSize: Int) {
        var nodeSpellings: [[UInt32]] = []
        var children: [[(distance: Int, node: Int)]] = []
        var nodeOfSpelling: [Int] = []
        for spelling in spellings {
            guard !nodeSpellings.isEmpty else {
                nodeSpellings.append(spelling)
                children.append([])
                nodeOfSpelling.append(0)
                continue
            }
            // Measured against each node on its way down: a distance is never more than the
            // longer length.
            let pattern = EditDistance.Pattern(spelling)
            var current = 0
            while true {
                let other = nodeSpellings[current]
                let distance =
                    pattern.distance(to: other, atMost: max(other.count, spelling.count)) ?? 0
                if distance == 0 {
                    nodeOfSpelling.append(current)
                    break
                }
                if let child = children[current].first(where: { $0.distance == distance }) {
                    current = child.node
                    continue
                }
                children[current].append((distance, nodeSpellings.count))
                nodeOfSpelling.append(nodeSpellings.count)
                nodeSpellings.append(spelling)
                children.append([])
                break
            }
        }
        // Children come after their parents, so one backward pass sums up the subtrees.
        var shortest = nodeSpellings.map(\.count)
        var longest = shortest
        for index in nodeSpellings.indices.reversed() {
            for child in children[index] {
                shortest[index] = min(shortest[index], shortest[child.node])
                longest[index] = max(longest[index], longest[child.node])
            }
        }
        var letterCounts = [UInt8](repeating: 0, count: nodeSpellings.count * alphabetSize)
        for (index, spelling) in nodeSpellings.enumerated() {
            for letter in spelling {
                let slot = index * alphabetSize + Int(letter)
                if letterCounts[slot] < 255 { letterCounts[slot] += 1 }
            }
        }
        self.spellings = nodeSpellings.flatMap { $0 }
        spellingStarts = [0] + nodeSpellings.map(\.count).runningTotals
        childStarts = [0] + children.map(\.count).runningTotals
        childDistances = children.flatMap { $0.map(\.distance) }
        childNodes = children.flatMap { $0.map(\.node) }
        farthestChild = children.map { $0.map(\.distance).max() ?? 0 }
        self.shortest = shortest
        self.longest = longest
        self.letterCounts = letterCounts
        self.alphabetSize = alphabetSize
        self.nodeOfSpelling = nodeOfSpelling
    }

    /// A name being searched for: its folded letters, ready to be measured against many
    /// nodes, and how often each occurs.
    struct Query {
        /// The case-folded letters, as numbers.
        let pattern: EditDistance.Pattern
        /// How many times each of the tree's letters occurs in it (at most 255, as the nodes'
        /// counts are capped, so that the bound stays a bound).
        let counts: [Int]
        /// How many of its letters the tree's spellings never use.
        let unknownCount: Int

        /// Prepares `folded` for a search of `tree`.
        /// - Parameters:
        ///   - folded: The case-folded letters; a number past the tree's letters is one no
        ///     spelling uses.
        ///   - tree: The tree to search.
        init(_ folded: [UInt32], in tree: SuggestionTree) {
            pattern = EditDistance.Pattern(folded)
            var counts = [Int](repeating: 0, count: tree.alphabetSize)
            var unknownCount = 0
            for letter in folded {
                if Int(letter) < tree.alphabetSize {
                    counts[Int(letter)] = min(counts[Int(letter)] + 1, 255)
                } else {
                    unknownCount += 1
                }
            }
            self.counts = counts
            self.unknownCount = unknownCount
        }
    }

    /// The distances of one query's nodes, measured once for all its radii, in the band its
    /// largest radius needs.
    struct Distances {
        /// By node: ``unmeasured``, ``beyondBand``, or the distance.
        fileprivate var values: [Int32]

        /// No node measured yet.
        fileprivate static let unmeasured: Int32 = -2
        /// The node is past the band.
        fileprivate static let beyondBand: Int32 = -1

        /// Room for every node of `tree`, none measured.
        init(for tree: SuggestionTree) {
            values = [Int32](repeating: Self.unmeasured, count: tree.count)
        }
    }

    /// The nodes within `radius` edits of the query, with their distances.
    ///
    /// A node's distance is needed up to the radius for the node itself, and up to the radius
    /// beyond its farthest child to choose children (by the triangle inequality, only those
    /// filed within `radius` of it); past that no child can qualify.
    /// - Parameters:
    ///   - query: The name searched for.
    ///   - radius: The most edits a node may be away.
    ///   - limit: The largest radius of the query, which sets the band of each measurement.
    ///   - distances: The query's distances so far.
    ///   - measured: Increased by the number of nodes whose distance was measured.
    /// - Returns: The nodes found, in no particular order.
    func nodes(
        within radius: Int, of query: Query, limit: Int, distances: inout Distances,
        measured: inout Int
    ) -> [(node: Int, distance: Int)] {
        guard count > 0 else { return [] }
        let length = query.pattern.letters.count
        var found: [(node: Int, distance: Int)] = []
        var pending = [0]
        spellings.withUnsafeBufferPointer { spellings in
            while let index = pending.popLast() {
                guard shortest[index] - radius <= length, length <= longest[index] + radius else {
                    continue
                }
                var known = distances.values[index]
                if known == Distances.unmeasured {
                    let band = limit + farthestChild[index]
                    if bagDistance(query, node: index) > band {
                        known = Distances.beyondBand
                    } else {
                        measured += 1
                        let spelling = UnsafeBufferPointer(
                            rebasing: spellings[spellingStarts[index]..<spellingStarts[index + 1]])
                        known =
                            query.pattern.distance(to: spelling, atMost: band).map(Int32.init)
                            ?? Distances.beyondBand
                    }
                    distances.values[index] = known
                }
                let distance = Int(known)
                guard known >= 0, distance <= radius + farthestChild[index] else { continue }
                if distance <= radius { found.append((index, distance)) }
                for child in childStarts[index]..<childStarts[index + 1]
                where abs(childDistances[child] - distance) <= radius {
                    pending.append(childNodes[child])
                }
            }
        }
        return found
    }

    /// The bag distance between `query` and the spelling of node `index`: a lower bound of
    /// their edit distance (see ``letterCounts``).
    private func bagDistance(_ query: Query, node index: Int) -> Int {
        var missing = query.unknownCount
        var extra = 0
        let base = index * alphabetSize
        for letter in 0..<alphabetSize {
            let difference = query.counts[letter] - Int(letterCounts[base + letter])
            if difference > 0 { missing += difference } else { extra -= difference }
        }
        return max(missing, extra)
    }
}

extension Array where Element == Int {
    /// The running totals of the array: `[a, a + b, a + b + c, …]`.
    fileprivate var runningTotals: [Int] {
        var total = 0
        return map { element in
            total += element
            return total
        }
    }
}
