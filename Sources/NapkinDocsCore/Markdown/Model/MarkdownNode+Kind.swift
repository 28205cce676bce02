extension MarkdownNode {
    /// Every kind of node cmark-gfm produces with the extensions napkin-docs parses with
    /// (`table`, `strikethrough`, `autolink`, `tasklist`, `tagfilter`) and footnotes.
    ///
    /// Literals are as cmark holds them: entities and backslash escapes already decoded,
    /// nothing escaped for HTML. The cases with the largest values are `indirect`, so that
    /// each node of the model, a text node as much as a link, stays small.
    package enum Kind: Hashable, Sendable {
        // Blocks.
        /// The root.
        case document
        /// `> …`.
        case blockQuote
        /// A bulleted or numbered list; its children are items.
        case list(MarkdownList)
        /// A list item; `checkbox` is `nil` for a plain item, or whether a task item is checked.
        case item(checkbox: Bool?)
        /// A fenced or indented code block: the info string (empty when indented), the code,
        /// and the opening fence (`nil` when indented).
        indirect case codeBlock(info: String, literal: String, fence: CodeFence?)
        /// A raw HTML block, as written.
        case htmlBlock(String)
        /// A paragraph.
        case paragraph
        /// An ATX or setext heading, level 1 to 6, with the `id` a page gave it (`nil` as parsed).
        indirect case heading(level: Int, id: String?)
        /// `---`.
        case thematicBreak
        /// A GFM table, with one alignment per column; its children are rows.
        case table(alignments: [TableAlignment])
        /// A table row; the first row of a table is its header.
        case tableRow(isHeader: Bool)
        /// A table cell, with the columns and rows it covers.
        case tableCell(TableSpan)
        /// A footnote definition, moved by cmark to the end of the document in numbering
        /// order; `referenceCount` is how many references point to it.
        indirect case footnoteDefinition(label: String, referenceCount: Int)

        /// A block the generator wrote in place of a node (a code listing).
        case generatedBlock(HTMLFragment)
        /// A DocC block directive (`@Row { … }`); its children are its block's Markdown.
        indirect case directive(Directive)
        /// A block quote tagged as a DocC aside (`> Note: …`), without its tag.
        case aside(AsideKind)
        /// DocC's term list: bulleted items written `- term Name: definition`; its children
        /// are terms, each followed by its definition.
        case termList
        /// A term of a term list; its children are inlines.
        case term
        /// A term's definition; its children are blocks.
        case termDefinition

        // Inlines.
        /// Text.
        case text(String)
        /// A line ending inside a paragraph.
        case softBreak
        /// A hard line break (two spaces or a backslash before the line ending).
        case lineBreak
        /// A code span's code.
        case code(String)
        /// Raw inline HTML, as written.
        case inlineHTML(String)
        /// `*…*`.
        case emphasis
        /// `**…**`.
        case strong
        /// `~~…~~`.
        case strikethrough
        /// A link (inline, reference or autolink); its children are its text.
        indirect case link(destination: String, title: String)
        /// An image; its children are its description.
        indirect case image(source: String, title: String)
        /// `[^label]` pointing at a definition: the definition's label as written there, its
        /// number, and which reference to it this is (1 for the first).
        indirect case footnoteReference(label: String, number: Int, occurrence: Int)
        /// An inline the generator wrote in place of a node (a symbol link).
        case generatedInline(HTMLFragment)
    }
}

extension MarkdownNode.Kind {
    /// Whether the node is a block (cmark's block types, GFM table parts included) rather than
    /// an inline.
    var isBlock: Bool {
        switch self {
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .paragraph, .heading,
            .thematicBreak, .table, .tableRow, .tableCell, .footnoteDefinition, .generatedBlock,
            .directive, .aside, .termList, .term, .termDefinition:
            true
        case .text, .softBreak, .lineBreak, .code, .inlineHTML, .emphasis, .strong,
            .strikethrough, .link, .image, .footnoteReference, .generatedInline:
            false
        }
    }
}
