extension SwiftLexer {
    /// Words the language reserves, in declarations, statements and expressions.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "as", "false", "is", "nil", "self", "Self", "super",
        "throws", "true", "try", "Any",
    ]

    /// Words that are keywords only in some positions; highlighted wherever they appear
    /// outside a member access.
    static let contextualKeywords: Set<String> = [
        "actor", "any", "async", "await", "borrowing", "consume", "consuming", "convenience",
        "didSet", "distributed", "dynamic", "each", "final", "get", "indirect", "infix",
        "isolated", "lazy", "macro", "mutating", "nonisolated", "nonmutating", "open",
        "optional", "override", "package", "postfix", "prefix", "Protocol", "required",
        "sending", "set", "some", "Type", "unowned", "weak", "willSet",
    ]

    /// Keywords that stay keywords after a `.` (`x.self`, `.init(…)`, `T.Type`).
    static let memberKeywords: Set<String> = ["self", "init", "Type", "Protocol"]

    /// The class of every keyword and contextual keyword, and whether it stays a keyword
    /// after a `.` (it is in ``memberKeywords``): one lookup per identifier instead of a
    /// lookup in each set. A word in both sets is a keyword, as ``keywords`` is tested first.
    static let keywordClasses: [String: (kind: String, staysAfterDot: Bool)] = {
        var table: [String: (kind: String, staysAfterDot: Bool)] = [:]
        for word in contextualKeywords { table[word] = ("ckw", memberKeywords.contains(word)) }
        for word in keywords { table[word] = ("kw", memberKeywords.contains(word)) }
        return table
    }()

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
        if scalar.isASCII { return isIdentifierStart(scalar) || isDigit(scalar) }
        return scalar.properties.isXIDContinue
    }

    /// Tells whether `scalar` is an ASCII decimal digit.
    /// - Parameter scalar: The character to test.
    /// - Returns: `true` for `0` through `9`.
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    /// Tells whether `scalar` is an ASCII hexadecimal digit.
    /// - Parameter scalar: The character to test.
    /// - Returns: `true` for `0`–`9`, `a`–`f` and `A`–`F`.
    static func isHexDigit(_ scalar: Unicode.Scalar) -> Bool {
        isDigit(scalar) || ("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)
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
    static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("A"..."Z").contains(scalar) : scalar.properties.isUppercase
    }
}
