/// An article's part of `print.html`: its title as a heading, then its body, written for the
/// site root in the same walk as its page (see ``HTMLPlacement/printed(from:anchorPrefix:)``).
struct PrintSection: Sendable {
    /// The article's page, relative to the site root.
    var page: String
    /// The article's title, as plain text.
    var title: String
    /// The article's body as written on `print.html`.
    var bodyHTML: String

    /// The section's element id: the page path as a slug.
    var id: String { Slug.make(page) }

    /// The prefix of an article's ids on `print.html`.
    /// - Parameter page: The article's page, relative to the site root.
    /// - Returns: The section's id and a dash.
    static func anchorPrefix(of page: String) -> String {
        Slug.make(page) + "-"
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
