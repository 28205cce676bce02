import NapkinDocsCore

/// Reads back, in order, the values a ``SpillEncoder`` wrote.
///
/// The bytes are the build's own, read back whole, so a read past the end is a bug in the
/// coding and traps, rather than being reported. The decoder reads them in place, through a
/// pointer valid only inside ``reading(_:_:)``, because reading by index from an array would
/// retain and release the array for each string's slice.
struct SpillDecoder {
    /// The bytes.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Where the next value starts.
    private var position = 0

    /// Creates a decoder of `bytes`, from the start; valid while they are.
    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Decodes `bytes` with `body`, which gets a decoder of them from the start.
    /// - Parameters:
    ///   - bytes: What a ``SpillEncoder`` wrote.
    ///   - body: Reads the values; the decoder must not outlive it.
    /// - Returns: What `body` returns.
    static func reading<Result>(
        _ bytes: [UInt8], _ body: (inout SpillDecoder) -> Result
    ) -> Result {
        bytes.withUnsafeBufferPointer { buffer in
            var decoder = SpillDecoder(buffer)
            return body(&decoder)
        }
    }

    /// The byte at ``position``, which must be one of the bytes.
    private func byte() -> UInt8 {
        precondition(position < bytes.count, "read past the end of a spilled part")
        return bytes[position]
    }

    /// Reads an integer.
    mutating func int() -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = byte()
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        return Int(Int64(bitPattern: (value >> 1) ^ (0 &- (value & 1))))
    }

    /// Reads a Boolean.
    mutating func bool() -> Bool {
        defer { position += 1 }
        return byte() != 0
    }

    /// Reads a string.
    mutating func string() -> String {
        let count = int()
        precondition(count <= bytes.count - position, "read past the end of a spilled part")
        defer { position += count }
        return String(
            decoding: UnsafeBufferPointer(rebasing: bytes[position..<(position + count)]),
            as: UTF8.self)
    }

    /// Reads a line and a column.
    mutating func location() -> SourceLocation {
        let line = int()
        return SourceLocation(line: line, column: int())
    }
}
