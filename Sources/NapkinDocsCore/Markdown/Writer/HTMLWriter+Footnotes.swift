/// Footnotes, written as cmark-gfm 0.29.0.gfm.6 writes them: each reference a numbered
/// superscript link, the definitions one list in a closing `<section>`, each with a link back
/// to every reference to it.
extension HTMLWriter {
    /// Writes `[^label]` as a link to its definition.
    /// - Parameters:
    ///   - label: The definition's label.
    ///   - number: The definition's number, shown.
    ///   - occurrence: Which reference to the definition this is; from the second on, the
    ///     `id` carries it.
    mutating func writeFootnoteReference(label: String, number: Int, occurrence: Int) {
        markup("<sup class=\"footnote-ref\"><a href=\"#")
        anchorPrefix()
        markup("fn-")
        escapeHref(label)
        markup("\" id=\"")
        anchorPrefix()
        markup("fnref-")
        escapeHref(label)
        if occurrence > 1 {
            markup("-")
            self.number(occurrence)
        }
        markup("\" data-footnote-ref>")
        self.number(number)
        markup("</a></sup>")
    }

    /// Writes the placement's prefix of ids and same-page anchors (empty on the article's page).
    private mutating func anchorPrefix() {
        forEachPlacement { writer, placement in writer.escapeHref(placement.anchorPrefix) }
    }

    /// Opens a definition's list item, and the footnotes section before the first one.
    mutating func enterFootnoteDefinition(label: String) {
        if footnotesOpened == 0 { markup("<section class=\"footnotes\" data-footnotes>\n<ol>\n") }
        footnotesOpened += 1
        markup("<li id=\"")
        anchorPrefix()
        markup("fn-")
        escapeHref(label)
        markup("\">\n")
    }

    /// Writes the links back from the open definition to its references, unless written
    /// already (in its last paragraph).
    /// - Parameters:
    ///   - label: The definition's label.
    ///   - referenceCount: How many references point to it: one link each.
    /// - Returns: Whether the links were written now.
    @discardableResult
    mutating func writeFootnoteBackLinks(label: String, referenceCount: Int) -> Bool {
        guard footnotesWithBackLinks < footnotesOpened else { return false }
        footnotesWithBackLinks = footnotesOpened
        markup("<a href=\"#")
        anchorPrefix()
        markup("fnref-")
        escapeHref(label)
        markup(
            "\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩</a>"
        )
        guard referenceCount > 1 else { return true }
        for occurrence in 2...referenceCount {
            markup(" <a href=\"#")
            anchorPrefix()
            markup("fnref-")
            escapeHref(label)
            markup("-")
            number(occurrence)
            markup(
                "\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩<sup class=\"footnote-ref\">"
            )
            number(occurrence)
            markup("</sup></a>")
        }
        return true
    }
}
