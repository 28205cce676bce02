extension String {
    /// The string without leading and trailing spaces and tabs (and line breaks if asked).
    /// - Parameter newlines: Whether line breaks are trimmed too.
    /// - Returns: The trimmed string.
    package func trimmingBlanks(newlines: Bool = false) -> String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || (newlines && $0.isNewline) }
        guard let first = firstIndex(where: { !blank($0) }),
            let last = lastIndex(where: { !blank($0) })
        else { return "" }
        return String(self[first...last])
    }
}

extension String {
    /// The text without the characters Foundation's `CharacterSet.whitespaces` names at its
    /// ends (tab and every Unicode space separator, such as the no-break space), read a scalar
    /// at a time instead of through Foundation, whose `trimmingCharacters` bridges the text to
    /// an `NSString` and back: a share of the build on headings and diagnostics alone.
    /// - Returns: The trimmed text.
    package func trimmingSpaces() -> String {
        self[...].trimmingSpaces()
    }
}

extension Substring {
    /// The text without tabs and Unicode space separators at its ends, as
    /// ``Swift/String/trimmingSpaces()`` trims a string.
    /// - Returns: The trimmed text.
    func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !Self.isSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !Self.isSpace($0) }) ?? first
        return String(Substring(scalars[first...last]))
    }

    /// Whether `scalar` is in `CharacterSet.whitespaces`: a tab, a space separator (Zs), or
    /// the zero-width space, which Foundation counts too (it was Zs before Unicode 4.0.1).
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || scalar == "\t" }
        return scalar.value == 0x200B || scalar.properties.generalCategory == .spaceSeparator
    }
}
