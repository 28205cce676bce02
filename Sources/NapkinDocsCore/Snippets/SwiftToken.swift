/// A token of Swift source, as far as ``DeclarationScanner`` needs to tell declarations apart:
/// words, attributes, brackets, string literals and punctuation. Comments are skipped.
struct SwiftToken: Hashable, Sendable {
    /// What a token is.
    enum Kind: Hashable, Sendable {
        /// An identifier or keyword (backticked identifiers are ``escapedWord``).
        case word
        /// An identifier written in backticks, which is never a keyword.
        case escapedWord
        /// An attribute such as `@MainActor` or `@available(iOS 18, *)`, arguments included.
        case attribute
        /// A compiler directive such as `#if`.
        case directive
        /// One of `{`, `(`, `[`.
        case open
        /// One of `}`, `)`, `]`.
        case close
        /// A string literal, interpolations included.
        case literal
        /// Any other punctuation character (`:`, `,`, `.`, `=`, …), one per token.
        case punctuation
    }

    /// What the token is.
    var kind: Kind
    /// The token's text.
    var text: Substring
    /// The byte offset of the token's first byte in the scanned text.
    var offset: Int
}
