import NapkinDocsCore

/// Writes values as bytes for a ``SpillFile``, for ``SpillDecoder`` to read back in the same
/// order: numbers as variable-length integers, strings as their length and UTF-8 bytes.
///
/// Nothing is tagged or versioned: the bytes live only as long as the build that wrote them,
/// and are read back by the same code.
struct SpillEncoder {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []

    /// Creates an empty encoder.
    /// - Parameter capacity: How many bytes to make room for at once.
    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Writes an integer, zigzag-encoded so that small negative numbers stay short too.
    mutating func int(_ value: Int) {
        var rest = UInt64(bitPattern: Int64((value << 1) ^ (value >> (Int.bitWidth - 1))))
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Writes a Boolean as one byte.
    mutating func bool(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    /// Writes a string: its UTF-8 length, then its bytes.
    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    /// Writes a line and a column.
    mutating func location(_ value: SourceLocation) {
        int(value.line)
        int(value.column)
    }
}
