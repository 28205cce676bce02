/// The writer's entry points: a tree as parsed, or a document as a page's transform decided it,
/// for one placement or for two in one walk.
extension HTMLWriter {
    /// Writes `document` as HTML.
    /// - Parameters:
    ///   - document: The root of a tree (normally a ``MarkdownNode/Kind/document``).
    /// - Parameter placement: Where the HTML goes.
    static func html(of document: MarkdownNode, placement: HTMLPlacement = .asParsed) -> String {
        html(of: MarkdownTree(document), placement: placement)
    }

    /// Writes a document's model as parsed.
    /// - Parameters:
    ///   - tree: The model.
    ///   - placement: Where the HTML goes.
    /// - Returns: The HTML.
    static func html(of tree: MarkdownTree, placement: HTMLPlacement = .asParsed) -> String {
        var writer = HTMLWriter()
        writer.placement = placement
        writer.write(tree)
        return String(decoding: writer.output, as: UTF8.self)
    }

    /// Writes a document's model as a page's transform decided.
    /// - Parameters:
    ///   - document: The parsed document.
    ///   - decisions: What the transform made of its nodes.
    ///   - placement: Where the HTML goes.
    /// - Returns: The HTML.
    package static func html(
        of document: MarkdownDocument, decisions: PageDecisions,
        placement: HTMLPlacement = .asParsed
    ) -> String {
        var writer = HTMLWriter()
        writer.placement = placement
        writer.decisions = decisions
        writer.isDeciding = true
        writer.write(document.tree)
        return String(decoding: writer.output, as: UTF8.self)
    }

    /// Writes a document's model as a page's transform decided, for two placements in one
    /// walk: the two outputs differ only in their links and ids.
    /// - Parameters:
    ///   - document: The parsed document.
    ///   - decisions: What the transform made of its nodes.
    ///   - first: The first placement (an article's own page).
    ///   - second: The second placement (its part of `print.html`).
    /// - Returns: The HTML for each placement.
    package static func html(
        of document: MarkdownDocument, decisions: PageDecisions, for first: HTMLPlacement,
        and second: HTMLPlacement
    ) -> (first: String, second: String) {
        var writer = HTMLWriter()
        writer.placement = first
        writer.secondPlacement = second
        writer.decisions = decisions
        writer.isDeciding = true
        writer.write(document.tree)
        return (
            String(decoding: writer.output, as: UTF8.self),
            String(decoding: writer.secondOutput, as: UTF8.self)
        )
    }
}
