/// The kind of a DocC aside: a block quote whose first paragraph starts with a tag such as
/// `Note:` or `Warning:` is shown as a labelled callout, not as a quotation.
///
/// The tags are swift-markdown's aside kinds, read without regard to case or spaces
/// (`Note`, `note`, `See Also`, `SeeAlso`).
package struct AsideKind: Hashable, Sendable {
    /// The label shown on the callout (`Note`, `See Also`).
    package var label: String
    /// The callout's look, one of ``styles``: `note`, `tip`, `important`, `warning` or
    /// `experiment`.
    package var style: String

    /// The looks a callout can have; every kind is drawn in one of them.
    package static let styles = ["note", "tip", "important", "warning", "experiment"]

    /// Every kind, by its tag lower-cased without spaces, with its label and look.
    static let kinds: [String: AsideKind] = {
        let table: [(String, String)] = [
            ("Attention", "important"), ("Author", "note"), ("Authors", "note"),
            ("Bug", "warning"), ("Complexity", "note"), ("Copyright", "note"),
            ("Date", "note"), ("Experiment", "experiment"), ("Important", "important"),
            ("Invariant", "note"), ("Mutating Variant", "note"),
            ("Non-Mutating Variant", "note"), ("Note", "note"), ("Postcondition", "note"),
            ("Precondition", "note"), ("Remark", "note"), ("Requires", "note"),
            ("See Also", "note"), ("Since", "note"), ("Throws", "note"), ("Tip", "tip"),
            ("To Do", "note"), ("Version", "note"), ("Warning", "warning"),
        ]
        var kinds: [String: AsideKind] = [:]
        for (label, style) in table {
            kinds[key(label)] = AsideKind(label: label, style: style)
        }
        return kinds
    }()

    /// Creates a kind.
    /// - Parameters:
    ///   - label: The label shown.
    ///   - style: The look, one of ``styles``.
    package init(label: String, style: String) {
        self.label = label
        self.style = style
    }

    /// The kind a tag names, if any: one of swift-markdown's kinds, or, as DocC titles an
    /// aside with any tag, a callout of the author's own (`> Definition: …`,
    /// `> Earlier Versions: …`) in the note's look. A custom tag is up to four words of
    /// letters and digits (hyphens and apostrophes within), the first capitalized, so that a
    /// quotation such as `> the rule: …` or a sentence before a colon stays a quotation.
    /// - Parameter tag: The text before the first colon (`Note`, `see also`).
    package init?(tag: Substring) {
        guard tag.count <= 40 else { return nil }
        if let kind = Self.kinds[Self.key(tag)] {
            self = kind
            return
        }
        let words = tag.split(separator: " ", omittingEmptySubsequences: false)
        guard let first = tag.first, first.isUppercase, words.count <= 4,
            words.allSatisfy({ word in
                word.first?.isLetter == true
                    && word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "'" }
            })
        else { return nil }
        self = AsideKind(label: String(tag), style: "note")
    }

    /// A tag as looked up: lower-cased, without spaces and hyphens.
    private static func key<Text: StringProtocol>(_ tag: Text) -> String {
        String(tag.lowercased().filter { $0 != " " && $0 != "-" })
    }
}
