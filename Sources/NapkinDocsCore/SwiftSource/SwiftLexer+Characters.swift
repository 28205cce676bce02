extension SwiftLexer {
    /// Tells whether `scalar` can start an identifier.
    /// - Parameter scalar: The character to test.
    /// - Returns: `true` for `_`, letters and other identifier-start characters.
    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        }
        return scalar.properties.isXIDStart
    }

    /// Tells whether `scalar` can continue an identifier.
    /// - Parameter scalar: The character to test.
    /// - Returns: `true` for identifier-start characters, digits and combining marks.
    static func isIdentifierContinue(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isIdentifierStart(scalar) || ("0"..."9").contains(scalar) }
        return scalar.properties.isXIDContinue
    }

    /// Tells whether `byte` is an ASCII decimal digit.
    /// - Parameter byte: The byte to test.
    /// - Returns: `true` for `0` through `9`.
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Tells whether `byte` is an ASCII hexadecimal digit.
    /// - Parameter byte: The byte to test.
    /// - Returns: `true` for `0`–`9`, `a`–`f` and `A`–`F`.
    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }

    /// Tells whether `scalar` is a space, tab or line break.
    /// - Parameter scalar: The character to test.
    /// - Returns: `true` for whitespace.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
                || scalar == "\u{0B}" || scalar == "\u{0C}"
        }
        return scalar.properties.isWhitespace
    }

    /// Tells whether `scalar` is an upper-case letter, the sign of a type name.
    /// - Parameter scalar: The character to test.
    /// - Returns: `true` for `A`–`Z` and other upper-case letters.
    package static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("A"..."Z").contains(scalar) : scalar.properties.isUppercase
    }
}
