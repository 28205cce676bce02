import NapkinDocsCore

/// Numbers the distinct terms of one page as they are met, so each occurrence costs a cheap
/// hash of its bytes instead of a `String` and a `Dictionary` lookup.
///
/// ASCII terms are keyed by their bytes in an open-addressing table. Other terms are keyed as
/// `String`s, so spellings that Swift treats as equal (composed and decomposed accents) share
/// a number, exactly as they share a key in a `Dictionary`. An ASCII `String` equals only the
/// same bytes, so the two kinds never overlap.
struct TermTable {
    /// The terms, by number.
    private(set) var terms: [String] = []
    /// A hash of each term, by number, used to spread terms over the merge's shards: of the
    /// bytes for ASCII terms, Swift's `hashValue` for the others (equal strings, equal keys).
    private(set) var shardKeys: [UInt64] = []
    /// The bytes of every ASCII term, one after another.
    private var arena: [UInt8] = []
    /// Where each term's bytes start in `arena` (unused for non-ASCII terms).
    private var starts: [Int] = []
    /// The length of each ASCII term's bytes (-1 for non-ASCII terms).
    private var lengths: [Int] = []
    /// The open-addressing slots: a term number, or -1 when empty. The count is a power of two.
    private var slots = [Int](repeating: -1, count: 256)
    /// The numbers of the non-ASCII terms.
    private var others: [String: Int] = [:]

    /// The number of distinct terms.
    var count: Int { terms.count }

    /// Returns the number of an ASCII term, adding it when new.
    /// - Parameter bytes: The term's bytes, all below 0x80.
    /// - Returns: The term's number.
    mutating func number(ascii bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let hash = Self.hash(bytes)
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while true {
            let found = slots[slot]
            if found < 0 { break }
            if lengths[found] == bytes.count, arenaMatches(bytes, at: starts[found]) {
                return found
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        let added = terms.count
        slots[slot] = added
        starts.append(arena.count)
        lengths.append(bytes.count)
        arena.append(contentsOf: bytes)
        terms.append(String(decoding: bytes, as: UTF8.self))
        shardKeys.append(hash)
        if terms.count * 2 > slots.count { grow() }
        return added
    }

    /// Returns the number of a term, adding it when new.
    /// - Parameter term: A lower-cased term.
    /// - Returns: The term's number.
    mutating func number(text term: String) -> Int {
        if term.utf8.allSatisfy({ $0 < 0x80 }) {
            var ascii = term
            return ascii.withUTF8 { self.number(ascii: $0) }
        }
        if let known = others[term] { return known }
        let added = terms.count
        others[term] = added
        starts.append(0)
        lengths.append(-1)
        terms.append(term)
        shardKeys.append(UInt64(bitPattern: Int64(term.hashValue)))
        return added
    }

    /// Whether `arena` holds `bytes` at `start`.
    private func arenaMatches(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        for offset in 0..<bytes.count where arena[start + offset] != bytes[offset] {
            return false
        }
        return true
    }

    /// Doubles the slots and places every ASCII term again.
    private mutating func grow() {
        slots = [Int](repeating: -1, count: slots.count * 2)
        for number in terms.indices where lengths[number] >= 0 {
            var slot = Int(truncatingIfNeeded: shardKeys[number]) & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = number
        }
    }

    /// The 64-bit FNV-1a hash of `bytes`, mixed so that its low bits serve as a slot.
    /// - Parameter bytes: A term's bytes.
    /// - Returns: The hash.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash ^ (hash >> 29)
    }
}
