import Foundation

/// Moving some of a page's blocks elsewhere on the page (a symbol's `@DeprecationSummary`,
/// which DocC shows at the top, wherever the extension file writes it, or a module page's
/// abstract, which its header shows): the same decisions, split into two sets of removed
/// blocks, so the one model is written twice, each time with the other part left out.
extension PageDecisions {
    /// Splits the decisions in two by top-level directive.
    /// - Parameters:
    ///   - document: The document the decisions are for.
    ///   - isLifted: Whether a top-level directive is moved.
    /// - Returns: The decisions without the moved blocks, and the decisions that write only
    ///   them; `nil` when no top-level directive is moved.
    package func lifting(
        in document: MarkdownDocument, _ isLifted: (Directive) -> Bool
    ) -> (rest: PageDecisions, lifted: PageDecisions)? {
        var positions = IndexSet()
        for (position, node) in document.tree.children(of: 0).enumerated() {
            if case .directive(let directive) = document.tree.nodes[node].kind, isLifted(directive)
            {
                positions.insert(position)
            }
        }
        return lifting(positions, in: document)
    }

    /// Splits the decisions in two: the document's abstract as DocC reads one (the first
    /// paragraph after the title, with only directives before it), and the rest.
    /// - Parameter document: The document the decisions are for.
    /// - Returns: The decisions without the abstract, and the decisions that write only it;
    ///   `nil` when the document has no abstract.
    package func liftingAbstract(
        in document: MarkdownDocument
    ) -> (rest: PageDecisions, lifted: PageDecisions)? {
        for (position, node) in document.tree.children(of: 0).enumerated() {
            switch document.tree.nodes[node].kind {
            case .heading(1, _) where position == 0, .directive: continue
            case .paragraph: return lifting(IndexSet(integer: position), in: document)
            default: return nil
            }
        }
        return nil
    }

    /// Leaves top-level blocks out of the page (an extension file's abstract and fields, which
    /// the page shows elsewhere).
    /// - Parameter blocks: The blocks' positions among the document's top-level blocks.
    package mutating func removeBlocks(_ blocks: IndexSet) {
        removedBlocks.formUnion(blocks)
    }

    /// Splits the decisions in two by top-level block.
    /// - Parameters:
    ///   - positions: The moved blocks' positions among the document's top-level blocks.
    ///   - document: The document the decisions are for.
    /// - Returns: The decisions without the moved blocks, and the decisions that write only
    ///   them; `nil` when none of them is on the page.
    private func lifting(
        _ positions: IndexSet, in document: MarkdownDocument
    ) -> (rest: PageDecisions, lifted: PageDecisions)? {
        let liftedBlocks = positions.subtracting(removedBlocks)
        guard !liftedBlocks.isEmpty else { return nil }
        let blockCount = document.tree.children(of: 0).reduce(0) { count, _ in count + 1 }
        var rest = self
        rest.removedBlocks.formUnion(liftedBlocks)
        var lifted = self
        lifted.removedBlocks = IndexSet(integersIn: 0..<blockCount).subtracting(liftedBlocks)
        return (rest, lifted)
    }
}
