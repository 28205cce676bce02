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
        var sawAbstract = false
        // The lead ends at the first heading after the title, or at any other block.
        reading: for (position, block) in blocks.enumerated() {
            switch block.kind {
            case .heading(1, _) where position == 0, .directive:
                continue
            case .paragraph where !sawAbstract:
                sawAbstract = true
            case .list(let list) where !list.isOrdered && Self.isFields(block):
                break
            default:
                break reading
            }
            removedBlocks.insert(position)
            lead.append(block)
        }
        guard !lead.isEmpty else { return }
        parts = DocCommentParts(document.part(lead))
    }

    /// Whether every item of a bulleted list is a field (`Parameters:`, `Returns:`, …).
    private static func isFields(_ list: MarkdownNode) -> Bool {
        !list.children.isEmpty && list.children.allSatisfy { DocCommentParts.field($0) != nil }
    }
}
