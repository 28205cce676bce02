import Foundation
import NapkinDocsCore

/// The lead of an extension file that replaces a symbol's doc comment
/// (`@DocumentationExtension(mergeBehavior: override)`): its abstract, which the page's header
/// already shows, and its `- Parameters:`, `- Returns:` and `- Throws:` lists before the first
/// heading, which DocC shows as the sections a doc comment's fields make. Both leave the body.
struct ExtensionLead {
    /// The top-level blocks of the file that the body leaves out, by position.
    var removedBlocks = IndexSet()
    /// The fields, split as a doc comment's are (its abstract is the file's abstract).
    var parts: DocCommentParts?

    /// Reads the lead of an extension file.
    /// - Parameter document: The extension file.
    init(_ document: MarkdownDocument) {
        let blocks = document.root.children
        var lead: [MarkdownNode] = []
        var position = 0
        if position < blocks.count, case .heading(1, _) = blocks[position].kind { position += 1 }
        var sawAbstract = false
        while position < blocks.count {
            let block = blocks[position]
            switch block.kind {
            case .heading: position = blocks.count
            case .paragraph where !sawAbstract:
                sawAbstract = true
                removedBlocks.insert(position)
                lead.append(block)
            case .list(let list) where !list.isOrdered && Self.isFields(block):
                removedBlocks.insert(position)
                lead.append(block)
            case .directive:
                break
            default:
                position = blocks.count
            }
            position += 1
        }
        guard !lead.isEmpty else { return }
        parts = DocCommentParts(document.part(lead))
    }

    /// Whether every item of a bulleted list is a field (`Parameters:`, `Returns:`, …).
    private static func isFields(_ list: MarkdownNode) -> Bool {
        !list.children.isEmpty && list.children.allSatisfy { DocCommentParts.field($0) != nil }
    }
}
