/// A document's first paragraph as a one-line summary in HTML, as lists of pages show it
/// under each link: its code spans stay code and its emphasis stays, while links, images, raw
/// HTML and line breaks are reduced to text, since the summary sits inside another link.
extension MarkdownDocument {
    /// The first top-level paragraph as inline HTML, or `nil` when the document has none;
    /// read at parse time, so it outlives a model set aside on disk.
    package var summaryMarkup: String? {
        firstParagraph?.markup
    }

    /// A paragraph of `tree` as a summary's inline HTML.
    /// - Parameters:
    ///   - tree: The document's model.
    ///   - paragraph: The paragraph's index.
    /// - Returns: The HTML.
    static func inlineMarkup(_ tree: MarkdownTree, paragraph: Int) -> String {
        var html = ""
        // The closing tags of the open inlines, with where each one ends.
        var closing: [(end: Int, tag: String)] = []
        var index = paragraph + 1
        while index < tree.nodes[paragraph].end {
            while let last = closing.last, last.end <= index {
                html += last.tag
                closing.removeLast()
            }
            let node = tree.nodes[index]
            var next = index + 1
            switch node.kind {
            case .text(let text): html += HTMLEscaping.text(text)
            case .code(let code): html += "<code>" + HTMLEscaping.text(code) + "</code>"
            case .softBreak, .lineBreak: html += " "
            case .emphasis:
                html += "<em>"
                closing.append((node.end, "</em>"))
            case .strong:
                html += "<strong>"
                closing.append((node.end, "</strong>"))
            case .strikethrough:
                html += "<del>"
                closing.append((node.end, "</del>"))
            case .image, .inlineHTML, .footnoteReference, .generatedInline: next = node.end
            default: break
            }
            index = next
        }
        while let last = closing.popLast() { html += last.tag }
        return html
    }
}
