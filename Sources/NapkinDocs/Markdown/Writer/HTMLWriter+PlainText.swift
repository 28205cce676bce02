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
    mutating func writePlainText(of image: MarkdownNode) {
        var open: [Frame] = [Frame(node: image)]
        while let last = open.indices.last {
            let children = open[last].node.children
            let index = open[last].next
            guard index < children.count else {
                open.removeLast()
                continue
            }
            open[last].next = index + 1
            let child = children[index]
            switch child.kind {
            case .code(let literal):
                // A symbol link is generated HTML, which a description shows nothing of.
                if !isDeciding || decidedSpan() == nil { escapeText(literal) }
            case .text(let literal), .inlineHTML(let literal):
                escapeText(literal)
            case .softBreak, .lineBreak: markup(" ")
            default:
                if isDeciding, case .link = child.kind { counts.links += 1 }
                if isDeciding, case .image = child.kind { counts.links += 1 }
                if !child.children.isEmpty { open.append(Frame(node: child)) }
            }
        }
    }
}
