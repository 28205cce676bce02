import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Slugs are read from a text's bytes as they were from its scalars and characters: the same
/// slug for every text, operators, accents, combining marks and emoji included.
@Suite struct SlugTests {
    /// The slug as the scalar-by-scalar reading made it: the oracle.
    static func scalarSlug(_ text: String) -> String {
        let operators: [Character: String] = [
            "=": "eq", "<": "lt", ">": "gt", "+": "plus", "-": "minus", "*": "star",
            "/": "slash", "!": "bang", "&": "amp", "|": "bar", "^": "caret", "~": "tilde",
            "%": "percent", "?": "question", ".": "dot",
        ]
        func plain(_ text: String) -> String {
            var result = ""
            var pendingDash = false
            for scalar in text.unicodeScalars {
                let isWord =
                    (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9")
                    || scalar == "_"
                let isUpper = scalar >= "A" && scalar <= "Z"
                if isWord || isUpper {
                    if pendingDash, !result.isEmpty { result.append("-") }
                    pendingDash = false
                    result.unicodeScalars.append(
                        isUpper ? Unicode.Scalar(scalar.value + 32)! : scalar)
                } else {
                    pendingDash = true
                }
            }
            return result
        }
        let base = text.prefix { $0 != "(" }
        if !base.isEmpty, base.allSatisfy({ operators[$0] != nil }) {
            let names = base.compactMap { operators[$0] }
            let rest = plain(String(text.dropFirst(base.count)))
            return (["operator"] + names + (rest.isEmpty ? [] : [rest])).joined(separator: "-")
        }
        let slug = plain(text)
        return slug.isEmpty ? "section" : slug
    }

    @Test func slugsReadFromBytesMatchTheScalarReading() {
        let pieces = [
            "Headless", " ", "Napkins", "attachChild", "(_:)", "(", ")", "==", "<", "+", "-",
            "é", "e\u{301}", "=\u{338}", "\u{301}", "日本", "🙂", "_", "9", "A", "z", "Ä", "ß",
            "\t", "operator", ".", "...", "%",
        ]
        var random = SeededGenerator(seed: 0x9E37_79B9_7F4A_7C15)
        func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }
        var mismatches: [String] = []
        for _ in 0..<5_000 {
            let text = (0..<next(6)).map { _ in pieces[next(pieces.count)] }.joined()
            if Slug.make(text) != Self.scalarSlug(text) { mismatches.append(text) }
        }
        let mismatchCount = mismatches.count
        #expect(mismatchCount == 0, "for example \(mismatches.prefix(3))")
        #expect(Slug.make("==(_:_:)") == "operator-eq-eq-_-_")
        #expect(Slug.make("Café au lait") == "caf-au-lait")
    }
}
