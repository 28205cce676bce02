extension String {
    /// The string without leading and trailing spaces and tabs (and line breaks if asked).
    /// - Parameter newlines: Whether line breaks are trimmed too.
    /// - Returns: The trimmed string.
    func trimmingBlanks(newlines: Bool = false) -> String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || (newlines && $0.isNewline) }
        guard let first = firstIndex(where: { !blank($0) }),
            let last = lastIndex(where: { !blank($0) })
        else { return "" }
        return String(self[first...last])
    }
}
