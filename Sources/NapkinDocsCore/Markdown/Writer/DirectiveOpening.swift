/// What a directive's opening may write (``DirectiveSpec/Body``): containers, which the writer
/// closes after the block, innermost first, and whole elements inside them. The opening holds
/// the page's writer while it runs and has no way to write a tag it does not close.
package struct DirectiveOpening {
    /// The directive being opened.
    let directive: Directive
    /// The directive it sits directly in, if any.
    let parent: Directive?
    /// The directive's index in ``tree``.
    let index: Int
    /// The document's model.
    let tree: MarkdownTree
    /// The page's writer, lent to the opening while it runs.
    var writer: HTMLWriter
    /// The closing tags of the containers opened, outermost first.
    private(set) var closings: [StaticString] = []
    /// Whether the directive's block is still to be walked; `false` once ``closeWithoutBlock()``
    /// wrote the whole directive.
    private(set) var walksBlock = true

    /// The elements an opening may write.
    enum Tag {
        case div, section, details, figure, figcaption, p, h2, summary

        /// The tag's opening up to its attributes, and its closing.
        var markup: (start: StaticString, end: StaticString) {
            switch self {
            case .div: ("<div", "</div>\n")
            case .section: ("<section", "</section>\n")
            case .details: ("<details", "</details>\n")
            case .figure: ("<figure", "</figure>\n")
            case .figcaption: ("<figcaption", "</figcaption>\n")
            case .p: ("<p", "</p>\n")
            case .h2: ("<h2", "</h2>\n")
            case .summary: ("<summary", "</summary>\n")
            }
        }
    }

    /// Creates the opening of `directive`, holding `writer`.
    init(
        _ directive: Directive, parent: Directive?, at index: Int, in tree: MarkdownTree,
        writer: HTMLWriter
    ) {
        self.directive = directive
        self.parent = parent
        self.index = index
        self.tree = tree
        self.writer = writer
    }

    /// Whether the directive has a block (its model has children).
    var hasBlock: Bool { tree.nodes[index].end > index + 1 }

    /// Opens a container that stays open over the directive's block.
    /// - Parameters:
    ///   - tag: The element.
    ///   - className: Its `class`, if any (escaped).
    ///   - attributes: More attributes, as markup starting with a space.
    ///   - endsLine: Whether a line break follows the start tag.
    mutating func open(
        _ tag: Tag, class className: String? = nil, attributes: StaticString = "",
        endsLine: Bool = true
    ) {
        startTag(tag, class: className, attributes: attributes)
        if endsLine { writer.markup("\n") }
        closings.append(tag.markup.end)
    }

    /// Writes a whole element holding `text` (escaped), and a line break after it.
    mutating func element(_ tag: Tag, class className: String? = nil, text: String) {
        startTag(tag, class: className, attributes: "")
        writer.escapeText(text)
        writer.markup(tag.markup.end)
    }

    /// Opens a section that starts with a heading.
    mutating func openSection(class className: String, heading: String) {
        open(.section, class: className)
        element(.h2, text: heading)
    }

    /// Closes what is open at once: the directive has no block to walk.
    mutating func closeWithoutBlock() {
        writer.closeDirective(closings)
        walksBlock = false
    }

    /// Writes `<tag class="…"…>` without its line break.
    private mutating func startTag(_ tag: Tag, class className: String?, attributes: StaticString) {
        writer.markup(tag.markup.start)
        if let className {
            writer.markup(" class=\"")
            writer.escapeText(className)
            writer.markup("\"")
        }
        writer.markup(attributes)
        writer.markup(">")
    }
}
