extension SwiftLexer {
    /// Moves past a number: decimal with `_` separators, fraction and exponent, or a
    /// hexadecimal (with optional `p` exponent), octal or binary literal.
    mutating func scanNumber() {
        let prefix = byte(at: position + 1)
        if bytes[position] == UInt8(ascii: "0"),
            prefix == UInt8(ascii: "x") || prefix == UInt8(ascii: "X")
        {
            position += 2
            skipDigitsAndFraction(Self.isHexDigit)
            skipExponent(UInt8(ascii: "p"), UInt8(ascii: "P"))
        } else if bytes[position] == UInt8(ascii: "0"),
            prefix == UInt8(ascii: "b") || prefix == UInt8(ascii: "o")
        {
            position += 2
            skip { Self.isDigit($0) || $0 == UInt8(ascii: "_") }
        } else {
            skipDigitsAndFraction(Self.isDigit)
            skipExponent(UInt8(ascii: "e"), UInt8(ascii: "E"))
        }
    }

    /// Advances past digits and `_` separators, then past a `.` and more of them when a digit
    /// follows the `.` (so `1.description` keeps its member access).
    /// - Parameter isDigit: The test for the number's digits (decimal or hexadecimal).
    private mutating func skipDigitsAndFraction(_ isDigit: (UInt8) -> Bool) {
        skip { isDigit($0) || $0 == UInt8(ascii: "_") }
        if byte(at: position) == UInt8(ascii: "."), byte(at: position + 1).map(isDigit) == true {
            position += 1
            skip { isDigit($0) || $0 == UInt8(ascii: "_") }
        }
    }

    /// Advances past an exponent (`e-3`, `p+2`) when one follows.
    /// - Parameters:
    ///   - lower: The lower-case letter that introduces the exponent.
    ///   - upper: Its upper-case form.
    private mutating func skipExponent(_ lower: UInt8, _ upper: UInt8) {
        guard let marker = byte(at: position), marker == lower || marker == upper else { return }
        var digits = position + 1
        if byte(at: digits) == UInt8(ascii: "+") || byte(at: digits) == UInt8(ascii: "-") {
            digits += 1
        }
        guard byte(at: digits).map(Self.isDigit) == true else { return }
        position = digits
        skip { Self.isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    /// Advances while `condition` holds.
    /// - Parameter condition: The test for each byte.
    private mutating func skip(while condition: (UInt8) -> Bool) {
        while position < bytes.count, condition(bytes[position]) { position += 1 }
    }
}
