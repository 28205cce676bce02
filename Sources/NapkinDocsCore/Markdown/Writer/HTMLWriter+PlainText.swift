/// What the writer writes as plain text: a code block's language word, and an image's
/// description, which cmark writes as its `alt` text.
extension HTMLWriter {
    /// The info string up to its first space, tab or line break: the code block's language.
    static func firstWord(of info: String) -> Substring {
        let utf8 = info.utf8
        let end =
            utf8.firstIndex { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
            ?? utf8.endIndex
        return info[..<end]
    }

    /// Writes the plain text of an image's description, as cmark does for `alt`: text, code and
    /// raw HTML escaped, line breaks as spaces, everything else (emphasis, links, nested images,
    /// footnote references) contributing only its children's text.
    /// - Parameters:
    ///   - tree: The document's model.
    ///   - image: The image's index.
    mutating func writePlainText(_ tree: MarkdownTree, _ image: Int) {
        // The description's nodes in document order: the text is in its leaves.
        for index in (image + 1)..<tree.nodes[image].end {
            switch tree.nodes[index].kind {
            case .code(let literal):
                // A symbol link is generated HTML, which a description shows nothing of.
                if !isDeciding || decidedSpan() == nil { escapeText(literal) }
            case .text(let literal), .inlineHTML(let literal):
                escapeText(literal)
            case .softBreak, .lineBreak: markup(" ")
            case .link, .image: if isDeciding { counts.links += 1 }
            default: break
            }
        }
    }
}
