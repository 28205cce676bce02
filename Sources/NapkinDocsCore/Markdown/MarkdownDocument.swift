import Foundation

/// A parsed Markdown document: its model, and what it contains, each thing with its position
/// in the file.
///
/// Built by parsing once with cmark-gfm (GFM tables, strikethrough, autolinks, task lists and
/// footnotes). Every list is in document order.
package struct MarkdownDocument: Hashable, Sendable {
    /// The file's path as shown in diagnostics.
    package var path: String
    /// The Markdown text.
    package var source: String
    /// Where ``source`` starts in the file (line 1, column 1 for a whole file).
    package var origin: SourceLocation
    /// Every heading.
    package var headings: [Heading]
    /// Every code block.
    package var codeBlocks: [CodeBlock]
    /// Every link and image.
    package var links: [Link]
    /// Every code span, symbol links included.
    package var codeSpans: [CodeSpan]
    /// The plain text of each top-level section, for the search index.
    package var sections: [Section]
    /// The first top-level paragraph, which DocC uses as the page's abstract.
    package var firstParagraph: Paragraph?
    /// Every DocC directive, nested ones included.
    package var directives: [DirectiveUse]
    /// The locations of the headings inside a directive no page shows (`@Comment`), which
    /// have no place in a page's outline.
    package var hiddenHeadings: Set<SourceLocation>
    /// The document model, parsed once; every later pass reads it.
    package var tree: MarkdownTree

    /// Parses Markdown text.
    /// - Parameters:
    ///   - source: The Markdown text.
    ///   - path: The file's path as shown in diagnostics.
    ///   - origin: Where `source` starts in its file; every location is shifted by it (for a
    ///     doc comment, the line and column of its first character).
    package init(
        source: String, path: String, origin: SourceLocation = SourceLocation(line: 1, column: 1)
    ) {
        ParseLog.record(path)
        let lines = SourceLines(source)
        self.init(
            tree: DocCParser.tree(of: source, lines: lines), lines: lines, source: source,
            path: path, origin: origin)
    }

    /// Creates a document from a model already parsed from `source`, reading its outline.
    private init(
        tree: MarkdownTree, lines: SourceLines, source: String, path: String,
        origin: SourceLocation
    ) {
        let outline = OutlineReader(lines: lines, origin: origin).outline(of: tree)
        self.tree = tree
        self.path = path
        self.source = source
        self.origin = origin
        self.headings = outline.headings
        self.codeBlocks = outline.codeBlocks
        self.links = outline.links
        self.codeSpans = outline.codeSpans
        self.sections = outline.sections
        self.firstParagraph = outline.firstParagraph
        self.directives = outline.directives
        self.hiddenHeadings = outline.hiddenHeadings
    }

    /// A document of some of this one's nodes, such as one part of a doc comment, read from
    /// the model without parsing again; its locations are this document's.
    /// - Parameter blocks: Blocks of this document's model, in order.
    /// - Returns: The document holding just them.
    package func part(_ blocks: [MarkdownNode]) -> MarkdownDocument {
        MarkdownDocument(
            tree: MarkdownTree(
                MarkdownNode(.document, range: tree.nodes[0].range, children: blocks)),
            lines: SourceLines(source), source: source, path: path, origin: origin)
    }

    /// The document model as a nested value, for code that takes it apart (a doc comment's
    /// parts); built anew on each read.
    package var root: MarkdownNode {
        tree.root
    }

    /// The document's title: its first heading, when that heading is of level 1.
    package var title: Heading? {
        headings.first.flatMap { $0.level == 1 ? $0 : nil }
    }

    /// Returns where a node of this document's model starts in the file.
    /// - Parameter range: The node's range in the parsed text.
    package func location(of range: SourceRange) -> SourceLocation {
        SourceLocation(
            line: range.start.line + origin.line - 1,
            column: range.start.column + origin.column - 1)
    }
}

extension MarkdownDocument {
    /// Reads and parses a Markdown file.
    /// - Parameters:
    ///   - url: The file.
    ///   - path: The file's path as shown in diagnostics.
    /// - Throws: A ``Diagnostic`` when the file cannot be read or is not UTF-8.
    package init(contentsOf url: URL, path: String) throws(Diagnostic) {
        self.init(source: try SourceFile.read(url, path: path), path: path)
    }
}
