import Foundation

extension String {
    /// Whether the text holds the ASCII character `character`, exactly as Foundation's
    /// `contains(_:)` with a one-character string answers.
    ///
    /// Most texts do not hold the byte at all, which one pass over the bytes tells; only a
    /// text that does is asked of Foundation (whose search bridges to CoreFoundation and was a
    /// share of every link resolved and written), so the answer stays the one it gives.
    /// - Parameter character: An ASCII character, such as `:` or `#`.
    /// - Returns: Whether the text contains it.
    package func holds(ascii character: Unicode.Scalar) -> Bool {
        precondition(character.isASCII, "holds(ascii:) searches for an ASCII character")
        return utf8.contains(UInt8(character.value)) && contains(String(character))
    }
}

extension StringProtocol {
    /// The text with its percent escapes decoded, as Foundation's `removingPercentEncoding`
    /// decodes them (the text itself when one is malformed); a text without `%`, most paths,
    /// is returned without asking Foundation, which would return it unchanged.
    package var percentDecoded: String {
        let text = String(self)
        guard utf8.contains(UInt8(ascii: "%")) else { return text }
        return text.removingPercentEncoding ?? text
    }
}
