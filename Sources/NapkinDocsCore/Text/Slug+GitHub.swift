extension Slug {
    /// The id GitHub gives a heading of this text, which links in Markdown written for GitHub
    /// (a README, another project's docs folder) name: `require(id)` becomes `requireid`,
    /// `Über uns` becomes `über-uns`.
    ///
    /// Lowercased; every character that is not a letter, a mark, a number, a connector such as
    /// `_`, a space or `-` is dropped, and each space becomes `-`, with runs kept as they are.
    /// Pages keep their own ids (``make(_:)``); this one only lets such links find them.
    /// - Parameter text: A heading's text, without its Markdown.
    /// - Returns: The id, which may be empty.
    package static func gitHub(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            if scalar == " " {
                result.append("-")
            } else if scalar == "-" || keepsOnGitHub(scalar) {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether GitHub keeps `scalar` in a heading's id: letters, marks, numbers and connector
    /// punctuation do, and every other character goes.
    private static func keepsOnGitHub(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return UInt8(scalar.value).isASCIIWordByte }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark,
            .decimalNumber, .letterNumber, .otherNumber,
            .connectorPunctuation:
            return true
        default:
            return false
        }
    }

    /// Makes GitHub's heading ids unique within one page as GitHub does: the second heading
    /// of an id gets `-1`, the third `-2`.
    package struct GitHubUniquer: Sendable {
        /// Creates a uniquer that has handed out no id.
        package init() {}

        /// How many headings took each id after the first, by the id.
        private var repeats: [String: Int] = [:]

        /// Returns `id`, or `id-1`, `id-2`, … when it was already handed out.
        /// - Parameter id: A heading's ``Slug/gitHub(_:)`` id.
        /// - Returns: The id GitHub gives that heading.
        package mutating func unique(_ id: String) -> String {
            var result = id
            // Counted against the first id, stepping over ids that other texts took.
            while repeats[result] != nil {
                let count = repeats[id, default: 0] + 1
                repeats[id] = count
                result = id + "-" + String(count)
            }
            repeats[result] = 0
            return result
        }
    }
}
