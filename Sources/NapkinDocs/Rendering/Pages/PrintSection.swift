/// An article's part of `print.html`: its title as a heading, then its body, written from the
/// article's transformed model for the site root (see ``HTMLPlacement/printed(from:anchorPrefix:)``).
struct PrintSection: Sendable {
    /// The article's page, relative to the site root.
    var page: String
    /// The article's title, as plain text.
    var title: String
    /// The article's body as written on `print.html`.
    var bodyHTML: String

    /// The section's element id: the page path as a slug.
    var id: String { Slug.make(page) }

    /// Writes an article's section from the tree its page was written from.
    /// - Parameters:
    ///   - page: The article's page, relative to the site root.
    ///   - title: The article's title, as plain text.
    ///   - tree: The article's transformed model, as its page wrote it.
    init(page: String, title: String, tree: MarkdownNode) {
        self.page = page
        self.title = title
        bodyHTML = ""
        bodyHTML = HTMLWriter.html(
            of: tree, placement: .printed(from: page, anchorPrefix: id + "-"))
    }

    /// Appends the section's HTML.
    /// - Parameter output: The bytes to append to.
    func append<Output: RangeReplaceableCollection>(
        to output: inout Output
    ) where Output.Element == UInt8 {
        output.append(
            contentsOf: "<article class=\"print-article\" id=\"\(id)\">\n<h1>".utf8)
        output.append(contentsOf: HTMLEscaping.text(title).utf8)
        output.append(contentsOf: "</h1>\n".utf8)
        output.append(contentsOf: bodyHTML.utf8)
        output.append(contentsOf: "</article>\n".utf8)
    }

    /// The section's size in bytes, to reserve room for it.
    var size: Int { bodyHTML.utf8.count + title.utf8.count + 64 }
}
