/// One piece of Swift source as ``SwiftLexer`` reads it: what it is and the bytes it covers.
///
/// Lexemes cover the source without gaps or overlaps, whitespace and comments included, so a
/// reader may keep or skip any of them.
package struct SwiftLexeme: Hashable, Sendable {
    /// What a lexeme is.
    package enum Kind: Hashable, Sendable {
        /// A run of spaces, tabs and line breaks.
        case whitespace
        /// A `//` or `/* … */` comment (block comments nest).
        case comment
        /// A `///` or `/** … */` documentation comment.
        case docComment
        /// An identifier or keyword.
        case identifier
        /// An identifier in backticks (`` `default` ``), which is never a keyword.
        case escapedIdentifier
        /// A `$` name: `$0`, `$value`, or a lone `$`.
        case dollarIdentifier
        /// A number literal: decimal, hexadecimal, octal or binary.
        case number
        /// An attribute's `@` and name (`@MainActor`), without its arguments.
        case attribute
        /// A `#` and a name: a compiler directive or macro (`#if`, `#expect`).
        case directive
        /// The opening or closing delimiter of a string literal (`"`, `"""`, `#"`, `"##`).
        case stringDelimiter
        /// Text inside a string literal.
        case stringText
        /// An escape inside a string literal (`\n`, `\u{1F600}`, `\#t`).
        case escape
        /// The `\(` that opens an interpolation; its code follows as lexemes of its own.
        case interpolationStart
        /// The `)` that closes an interpolation.
        case interpolationEnd
        /// One of `(`, `[`, `{` in code.
        case open
        /// One of `)`, `]`, `}` in code (an interpolation's last `)` is ``interpolationEnd``).
        case close
        /// Any other character of code, or a run of `#` that opens nothing.
        case punctuation
    }

    /// What the lexeme is.
    package var kind: Kind
    /// The UTF-8 offsets of the lexeme's bytes in the source.
    package var range: Range<Int>
}
