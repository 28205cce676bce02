/// Everything the document model lists about a parsed Markdown text, as the bridge reads it.
struct MarkdownOutline: Sendable {
    /// The headings, in document order.
    var headings: [Heading] = []
    /// The code blocks, in document order.
    var codeBlocks: [CodeBlock] = []
    /// The links and images, in document order.
    var links: [Link] = []
    /// The code spans, in document order.
    var codeSpans: [CodeSpan] = []
    /// The plain text of each top-level section.
    var sections: [Section] = []
    /// The locations of the headings inside a directive no page shows (`@Comment`).
    var hiddenHeadings: Set<SourceLocation> = []
    /// The directives, in document order.
    var directives: [DirectiveUse] = []
    /// The first top-level paragraph.
    var firstParagraph: Paragraph?
}
