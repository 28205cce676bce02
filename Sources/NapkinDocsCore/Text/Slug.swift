/// Turns titles and symbol names into the short, stable names used in file names and anchors.
///
/// Slugs are lowercase ASCII letters, digits, `_` and `-`; anything else becomes a single `-`.
/// Operator names (`==(_:_:)`) spell their characters out (`operator-eq-eq`), so they stay
/// distinct and readable.
package enum Slug {
    /// Makes the slug of a title or a symbol name.
    /// - Parameter text: The text, such as `Headless Napkins` or `attachChild(_:)`.
    /// - Returns: A slug such as `headless-napkins` or `attachchild-_`; never empty.
    package static func make(_ text: String) -> String {
        // Most texts do not start with an operator's character, which one character tells;
        // only the others are read up to their `(`.
        guard let first = text.first, operatorNames[first] != nil else {
            let slug = plain(text)
            return slug.isEmpty ? "section" : slug
        }
        let base = text.prefix { $0 != "(" }
        if base.allSatisfy({ operatorNames[$0] != nil }) {
            let names = base.compactMap { operatorNames[$0] }
            let rest = plain(String(text.dropFirst(base.count)))
            return (["operator"] + names + (rest.isEmpty ? [] : [rest])).joined(separator: "-")
        }
        let slug = plain(text)
        return slug.isEmpty ? "section" : slug
    }

    /// Makes slugs unique within one page or one folder, in the order they are asked for.
    package struct Uniquer: Sendable {
        /// The slugs handed out so far.
        private var used: Set<String> = []

        /// Creates an empty uniquer.
        package init() {}

        /// Returns `slug`, or `slug-2`, `slug-3`, … when it was already handed out.
        /// - Parameter slug: The wanted slug.
        /// - Returns: A slug not handed out before.
        package mutating func unique(_ slug: String) -> String {
            var candidate = slug
            var number = 2
            while used.contains(candidate.lowercased()) {
                candidate = "\(slug)-\(number)"
                number += 1
            }
            used.insert(candidate.lowercased())
            return candidate
        }
    }

    /// Lowercases and replaces runs of other characters by one `-`, trimming `-` at both ends.
    ///
    /// Read as UTF-8 bytes: every character kept is ASCII, and every byte of a scalar outside
    /// ASCII is 0x80 or more, so it is one of the characters replaced, as the scalar is.
    static func plain(_ text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var pendingDash = false
        for byte in text.utf8 {
            if byte.isASCIIWordByte {
                let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
                if pendingDash, !result.isEmpty { result.append(UInt8(ascii: "-")) }
                pendingDash = false
                result.append(isUpper ? byte + 32 : byte)
            } else {
                pendingDash = true
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Readable names for the characters Swift operators are made of.
    private static let operatorNames: [Character: String] = [
        "=": "eq", "<": "lt", ">": "gt", "+": "plus", "-": "minus", "*": "star", "/": "slash",
        "!": "bang", "&": "amp", "|": "bar", "^": "caret", "~": "tilde", "%": "percent",
        "?": "question", ".": "dot",
    ]
}
