/// Reads back, in order, the values a ``SpillEncoder`` wrote.
///
/// The bytes are the build's own, read back whole, so a read past the end is a bug in the
/// coding and traps (as any out-of-range index does), rather than being reported.
struct SpillDecoder {
    /// The bytes.
    private let bytes: [UInt8]
    /// Where the next value starts.
    private var position = 0

    /// Creates a decoder of `bytes`, from the start.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Reads an integer.
    mutating func int() -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = bytes[position]
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
        return bytes[position] != 0
    }

    /// Reads a string.
    mutating func string() -> String {
        let count = int()
        defer { position += count }
        return String(decoding: bytes[position..<(position + count)], as: UTF8.self)
    }

    /// Reads a line and a column.
    mutating func location() -> SourceLocation {
        let line = int()
        return SourceLocation(line: line, column: int())
    }
}
