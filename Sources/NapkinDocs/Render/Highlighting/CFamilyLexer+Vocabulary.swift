extension CFamilyLexer {
    /// C's reserved words (C23 included), with the common fixed-width and size types.
    static let cKeywords: Set<String> = [
        "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else",
        "enum", "extern", "float", "for", "goto", "if", "inline", "int", "long", "register",
        "restrict", "return", "short", "signed", "sizeof", "static", "struct", "switch",
        "typedef", "union", "unsigned", "void", "volatile", "while", "_Bool", "_Complex",
        "_Atomic", "_Generic", "_Noreturn", "_Static_assert", "_Thread_local", "_Alignas",
        "_Alignof", "alignas", "alignof", "bool", "true", "false", "nullptr", "constexpr",
        "static_assert", "thread_local", "typeof", "NULL", "size_t", "int8_t", "int16_t",
        "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "intptr_t",
        "uintptr_t", "ptrdiff_t",
    ]

    /// C++'s reserved words added to C's.
    static let cppKeywords: Set<String> = cKeywords.union([
        "and", "and_eq", "asm", "bitand", "bitor", "catch", "char8_t", "char16_t", "char32_t",
        "class", "co_await", "co_return", "co_yield", "compl", "concept", "consteval",
        "constinit", "const_cast", "decltype", "delete", "dynamic_cast", "explicit", "export",
        "final", "friend", "mutable", "namespace", "new", "noexcept", "not", "not_eq",
        "operator", "or", "or_eq", "override", "private", "protected", "public",
        "reinterpret_cast", "requires", "static_cast", "template", "this", "throw", "try",
        "typeid", "typename", "using", "virtual", "wchar_t", "xor", "xor_eq",
    ])

    /// Objective-C's words added to C's: the `@` keywords, the types and constants of its
    /// runtime, and the qualifiers of properties and ARC.
    static let objectiveCKeywords: Set<String> = cKeywords.union([
        "@interface", "@implementation", "@protocol", "@end", "@property", "@synthesize",
        "@dynamic", "@class", "@selector", "@encode", "@optional", "@required", "@public",
        "@private", "@protected", "@package", "@try", "@catch", "@finally", "@throw",
        "@autoreleasepool", "@synchronized", "@import", "@available", "@compatibility_alias",
        "id", "self", "super", "nil", "Nil", "YES", "NO", "BOOL", "SEL", "IMP", "instancetype",
        "nonatomic", "atomic", "strong", "weak", "copy", "assign", "retain", "readonly",
        "readwrite", "nullable", "nonnull", "_Nullable", "_Nonnull", "__weak", "__strong",
        "__block", "__kindof", "NS_ASSUME_NONNULL_BEGIN", "NS_ASSUME_NONNULL_END",
    ])
}
