import Foundation

/// Moving some of a page's blocks elsewhere on the page (a symbol's `@DeprecationSummary`,
/// which DocC shows at the top, wherever the extension file writes it): the same decisions,
/// split into two sets of removed blocks, so the one model is written twice, each time with
/// the other part left out.
extension PageDecisions {
    /// Splits the decisions in two by top-level block.
    /// - Parameters:
    ///   - document: The document the decisions are for.
    ///   - isLifted: Whether a top-level directive is moved.
    /// - Returns: The decisions without the moved blocks, and the decisions that write only
    ///   them; `nil` when no top-level directive is moved.
    package func lifting(
        in document: MarkdownDocument, _ isLifted: (Directive) -> Bool
    ) -> (rest: PageDecisions, lifted: PageDecisions)? {
        var liftedBlocks = IndexSet()
        var blockCount = 0
        for (position, node) in document.tree.children(of: 0).enumerated() {
            blockCount += 1
            if case .directive(let directive) = document.tree.nodes[node].kind,
                isLifted(directive), !removedBlocks.contains(position)
            {
                liftedBlocks.insert(position)
            }
        }
        guard !liftedBlocks.isEmpty else { return nil }
        var rest = self
        rest.removedBlocks.formUnion(liftedBlocks)
        var lifted = self
        lifted.removedBlocks = IndexSet(integersIn: 0..<blockCount).subtracting(liftedBlocks)
        return (rest, lifted)
    }

    /// Leaves top-level blocks out of the page (an extension file's abstract and fields, which
    /// the page shows elsewhere).
    /// - Parameter blocks: The blocks' positions among the document's top-level blocks.
    package mutating func removeBlocks(_ blocks: IndexSet) {
        removedBlocks.formUnion(blocks)
    }
}
