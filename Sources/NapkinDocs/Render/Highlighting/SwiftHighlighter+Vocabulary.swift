import NapkinDocsCore

extension SwiftHighlighter {
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
}
