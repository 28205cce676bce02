import NapkinDocsCore

/// The short hash DocC appends to a symbol's path to tell overloads apart (`run()-7p2fr`).
///
/// DocC hashes the symbol's precise identifier (its USR) with 32-bit FNV-1 over the UTF-8
/// bytes, folds the result to 24 bits (the top byte XORed into the low three), and writes it
/// in lowercase base 36. Computing the same value lets links written for `docc` resolve here
/// unchanged, and lets our warnings suggest the spelling `docc` would accept.
enum SymbolHash {
    /// The FNV-1 offset basis for 32 bits.
    private static let offsetBasis: UInt32 = 2_166_136_261
    /// The FNV-1 prime for 32 bits.
    private static let prime: UInt32 = 16_777_619

    /// The hash suffix of a precise identifier, without the leading `-`.
    /// - Parameter preciseIdentifier: A symbol's USR, such as `s:4Over3BoxV3runyyF`.
    /// - Returns: One to five lowercase base-36 digits, such as `5x91f`.
    static func of(_ preciseIdentifier: String) -> String {
        var hash = offsetBasis
        // FNV-1 multiplies before it mixes the byte in (FNV-1a would do the reverse).
        for byte in preciseIdentifier.utf8 {
            hash = (hash &* prime) ^ UInt32(byte)
        }
        let folded = (hash >> 24) ^ (hash & 0x00FF_FFFF)
        return String(folded, radix: 36, uppercase: false)
    }

    /// Whether a link suffix has the shape of a hash: one to six lowercase letters or digits.
    /// - Parameter suffix: The text after a component's last `-`.
    /// - Returns: `true` when DocC would read it as a hash.
    static func looksLikeHash(_ suffix: Substring) -> Bool {
        (1...6).contains(suffix.count)
            && suffix.utf8.allSatisfy { (48...57).contains($0) || (97...122).contains($0) }
    }
}
