/// Decodes character references (`&amp;`, `&#106;`, `&#x6A`) as the HTML standard's tokenizer
/// does, from the character reference state on: numeric references with the standard's
/// replacements, and named references from the full table, longest match first.
enum PageScanReferences {
    /// The named references, from name (as written after `&`) to decoding.
    static let table: [String: [Unicode.Scalar]] = {
        var table: [String: [Unicode.Scalar]] = [:]
        for word in PageScanNamedReferences.packed.split(whereSeparator: \.isWhitespace) {
            let parts = word.split(separator: "=")
            let scalars = parts[1].split(separator: "+").compactMap {
                UInt32($0, radix: 16).flatMap(Unicode.Scalar.init)
            }
            table[String(parts[0])] = scalars
        }
        return table
    }()

    /// The longest name in the table, without its `;`.
    static let longestName = table.keys.map { $0.count - ($0.hasSuffix(";") ? 1 : 0) }.max() ?? 0

    /// What numeric references to 0x80–0x9F mean: the windows-1252 characters the standard
    /// maps them to (0x81, 0x8D, 0x8F, 0x90 and 0x9D are kept as they are).
    static let windows1252: [UInt32: UInt32] = [
        0x80: 0x20AC, 0x82: 0x201A, 0x83: 0x0192, 0x84: 0x201E, 0x85: 0x2026, 0x86: 0x2020,
        0x87: 0x2021, 0x88: 0x02C6, 0x89: 0x2030, 0x8A: 0x0160, 0x8B: 0x2039, 0x8C: 0x0152,
        0x8E: 0x017D, 0x91: 0x2018, 0x92: 0x2019, 0x93: 0x201C, 0x94: 0x201D, 0x95: 0x2022,
        0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02DC, 0x99: 0x2122, 0x9A: 0x0161, 0x9B: 0x203A,
        0x9C: 0x0153, 0x9E: 0x017E, 0x9F: 0x0178,
    ]

    /// Decodes every reference of `text`.
    /// - Parameters:
    ///   - text: Text, or an attribute value, as written.
    ///   - inAttribute: Whether `text` is an attribute value, where a legacy name without its
    ///     `;` followed by `=` or an ASCII alphanumeric stays as written.
    /// - Returns: The decoded text.
    static func decode(_ text: String, inAttribute: Bool) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "&" {
                let (decoded, next) = reference(in: scalars, at: index, inAttribute: inAttribute)
                result.append(contentsOf: decoded)
                index = next
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }

    /// Reads the reference that starts at the `&` at `start`.
    /// - Parameters:
    ///   - scalars: The input.
    ///   - start: The index of an `&`.
    ///   - inAttribute: Whether the reference is in an attribute value.
    /// - Returns: What the reference stands for (the text as written when it is none), and
    ///   the index just after what was read.
    static func reference(
        in scalars: [Unicode.Scalar], at start: Int, inAttribute: Bool
    ) -> (decoded: [Unicode.Scalar], next: Int) {
        let next = start + 1
        guard next < scalars.count else { return (["&"], next) }
        if scalars[next] == "#" { return numeric(in: scalars, at: start) }
        // The named character reference state: the longest name of the table that the input
        // starts with. Names are ASCII alphanumerics, with or without a final `;`.
        var end = next
        while end < scalars.count, end - next < longestName, isAlphanumeric(scalars[end]) {
            end += 1
        }
        let letters = PageScanTokenizer.string(scalars[next..<end])
        if end < scalars.count, scalars[end] == ";", let decoded = table[letters + ";"] {
            return (decoded, end + 1)
        }
        var name = Substring(letters)
        while !name.isEmpty {
            if let decoded = table[String(name)] {
                let after = next + name.unicodeScalars.count
                // The attribute special case, for a legacy name without its `;`.
                if inAttribute, after < scalars.count,
                    scalars[after] == "=" || isAlphanumeric(scalars[after])
                {
                    return (Array(scalars[start..<after]), after)
                }
                return (decoded, after)
            }
            name = name.dropLast()
        }
        // No name: the `&` is text, and what follows is read again as text.
        return (["&"], next)
    }

    /// Reads the numeric reference (`&#…`) that starts at `start`.
    /// - Parameters:
    ///   - scalars: The input.
    ///   - start: The index of an `&` followed by `#`.
    /// - Returns: The character (or the text as written, when no digit follows), and the
    ///   index just after what was read.
    private static func numeric(
        in scalars: [Unicode.Scalar], at start: Int
    ) -> (decoded: [Unicode.Scalar], next: Int) {
        var index = start + 2
        var radix: UInt32 = 10
        if index < scalars.count, scalars[index] == "x" || scalars[index] == "X" {
            radix = 16
            index += 1
        }
        var number: UInt32 = 0
        let firstDigit = index
        while index < scalars.count, let digit = digitValue(scalars[index], radix: radix) {
            // Past U+10FFFF the value no longer matters: it stays out of range.
            number = min(number * radix + digit, 0x11_0000)
            index += 1
        }
        guard index > firstDigit else { return (Array(scalars[start..<index]), index) }
        if index < scalars.count, scalars[index] == ";" { index += 1 }
        return ([character(forNumber: number)], index)
    }

    /// The character a numeric reference to `number` stands for.
    /// - Parameter number: The reference's value, at most 0x110000.
    /// - Returns: U+FFFD for 0, a surrogate or a value past U+10FFFF; the windows-1252
    ///   character for 0x80–0x9F where the standard maps one; else the character itself.
    static func character(forNumber number: UInt32) -> Unicode.Scalar {
        if number == 0 || number > 0x10_FFFF || (0xD800...0xDFFF).contains(number) {
            return "\u{FFFD}"
        }
        return Unicode.Scalar(windows1252[number] ?? number) ?? "\u{FFFD}"
    }

    /// The value of `scalar` as a digit in `radix` (10 or 16).
    /// - Parameters:
    ///   - scalar: A character.
    ///   - radix: 10 or 16.
    /// - Returns: The value, or `nil` when `scalar` is no digit in that radix.
    private static func digitValue(_ scalar: Unicode.Scalar, radix: UInt32) -> UInt32? {
        switch scalar.value {
        case 0x30...0x39: scalar.value - 0x30
        case 0x41...0x46 where radix == 16: scalar.value - 0x41 + 10
        case 0x61...0x66 where radix == 16: scalar.value - 0x61 + 10
        default: nil
        }
    }

    /// Whether `scalar` is an ASCII letter or digit.
    /// - Parameter scalar: A character.
    /// - Returns: `true` for `A`–`Z`, `a`–`z` and `0`–`9`.
    static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        default: false
        }
    }
}
