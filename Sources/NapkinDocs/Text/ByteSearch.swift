import Foundation

/// The byte searches of the passes over rendered HTML (``HTMLDraft``, ``PrintRebaser``,
/// ``RenderedLinkRewriter``): `memchr` skips the text between the few bytes that matter.
extension UnsafeBufferPointer<UInt8> {
    /// The index of the first `byte` at or after `start`.
    /// - Parameters:
    ///   - byte: The byte to find.
    ///   - start: Where to start looking.
    /// - Returns: Its index, or `nil` when none is left.
    func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        guard start < count, let base = baseAddress,
            let found = memchr(base + start, Int32(byte), count - start)
        else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The index of the first `needle` at or after `start`.
    /// - Parameters:
    ///   - needle: The bytes to find.
    ///   - start: Where to start looking.
    /// - Returns: Its index, or `nil` when none is left.
    func firstIndex(of needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first else { return nil }
        var index = start
        while let candidate = firstIndex(of: first, from: index) {
            if holds(needle, at: candidate) { return candidate }
            index = candidate + 1
        }
        return nil
    }

    /// Whether the bytes at `index` are `prefix`.
    /// - Parameters:
    ///   - prefix: The bytes expected.
    ///   - index: Where they would start.
    /// - Returns: `true` when they are all there.
    func holds(_ prefix: [UInt8], at index: Int) -> Bool {
        guard index >= 0, index + prefix.count <= count else { return false }
        for offset in prefix.indices where self[index + offset] != prefix[offset] { return false }
        return true
    }
}
