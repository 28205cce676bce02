extension UInt8 {
    /// Whether the byte is an ASCII letter, digit or `_`: the characters of a slug, of a
    /// directive's name, and the ASCII ones GitHub keeps in a heading's id.
    var isASCIIWordByte: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9"))
            || self == UInt8(ascii: "_")
    }
}
