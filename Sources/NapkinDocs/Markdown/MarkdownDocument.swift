import Foundation

/// A parsed Markdown document: what it contains, each thing with its position in the file.
///
/// Built by parsing with cmark-gfm (GFM tables, strikethrough, autolinks, task lists and
/// footnotes). Every list is in document order.
public struct MarkdownDocument: Hashable, Sendable {
    /// The file's path as shown in diagnostics.
    public var path: String
    /// The Markdown text.
    public var source: String
    /// Where ``source`` starts in the file (line 1, column 1 for a whole file).
    public var origin: SourceLocation
    /// Every heading.
    public var headings: [Heading]
    /// Every code block.
    public var codeBlocks: [CodeBlock]
    /// Every link and image.
    public var links: [Link]
    /// Every code span, symbol links included.
    public var codeSpans: [CodeSpan]
    /// The plain text of each top-level section, for the search index.
    public var sections: [Section]
    /// The first top-level paragraph, which DocC uses as the page's abstract.
    public var firstParagraph: Paragraph?
    /// The HTML rendered when the document was parsed, if it was drafted, which
    /// ``renderHTML(_:)`` fills instead of parsing the text again.
    public var draft: HTMLDraft?

    /// Parses Markdown text.
    /// - Parameters:
    ///   - source: The Markdown text.
    ///   - path: The file's path as shown in diagnostics.
    ///   - origin: Where `source` starts in its file; every location is shifted by it (for a
    ///     doc comment, the line and column of its first character).
    public init(
        source: String, path: String, origin: SourceLocation = SourceLocation(line: 1, column: 1)
    ) {
        self.init(
            outline: CMarkBridge.outline(of: source, origin: origin), draft: nil, source: source,
            path: path, origin: origin)
    }

    /// Parses Markdown text and renders its ``HTMLDraft`` in the same pass, for a document
    /// that will be rendered once every other document is parsed (an article).
    /// - Parameters:
    ///   - source: The Markdown text.
    ///   - path: The file's path as shown in diagnostics.
    ///   - shape: What the page will remove and allow: its ``HTMLTransform/removesSection``,
    ///     ``HTMLTransform/removesFirstHeading`` and ``HTMLTransform/allowsRawHTML``. A render
    ///     that asks for something else parses the text again.
    public init(source: String, path: String, draftingFor shape: HTMLTransform) {
        let origin = SourceLocation(line: 1, column: 1)
        let (outline, draft) = CMarkBridge.outlineAndDraft(
            of: source, origin: origin, shape: shape)
        self.init(outline: outline, draft: draft, source: source, path: path, origin: origin)
    }

    /// Creates a document from what the bridge read.
    private init(
        outline: MarkdownOutline, draft: HTMLDraft?, source: String, path: String,
        origin: SourceLocation
    ) {
        self.draft = draft
        self.path = path
        self.source = source
        self.origin = origin
        self.headings = outline.headings
        self.codeBlocks = outline.codeBlocks
        self.links = outline.links
        self.codeSpans = outline.codeSpans
        self.sections = outline.sections
        self.firstParagraph = outline.firstParagraph
    }

    /// The document's title: its first heading, when that heading is of level 1.
    public var title: Heading? {
        headings.first.flatMap { $0.level == 1 ? $0 : nil }
    }

    /// Renders the document to an HTML fragment with cmark's renderer, after `transform`.
    /// - Parameter transform: How to change links, symbol links, code blocks and headings.
    /// - Returns: The HTML.
    public func renderHTML(_ transform: HTMLTransform = HTMLTransform()) -> String {
        if let html = draft?.filled(for: self, with: transform) { return html }
        return CMarkBridge.html(of: source, origin: origin, transform: transform)
    }
}

extension MarkdownDocument {
    /// Reads and parses a Markdown file.
    /// - Parameters:
    ///   - url: The file.
    ///   - path: The file's path as shown in diagnostics.
    /// - Throws: A ``Diagnostic`` when the file cannot be read or is not UTF-8.
    public init(contentsOf url: URL, path: String) throws(Diagnostic) {
        self.init(source: try SourceFile.read(url, path: path), path: path)
    }
}
