import Foundation

/// An article's part of `print.html`: its title as a heading, then its body, rebased from its
/// own page to the site root (see ``PrintRebaser``).
///
/// The body starts as its own string. Once the page is laid out, the body is a run of the
/// page's document, so the section keeps only where it lies and the rebasing edits, and the
/// bytes are copied once, into `print.html`: holding every body twice was a fifth of the
/// build's peak memory.
struct PrintSection: Sendable {
    /// Where the body is.
    enum Body: Sendable {
        /// A string of its own.
        case text(String)
        /// A run of the page's document, with the edits that rebase it.
        case located(Range<Int>, PrintRebaser.Edits)
    }

    /// The article's page, relative to the site root.
    var page: String
    /// The article's title, as plain text.
    var title: String
    /// The article's body, as written for its own page.
    var body: Body

    /// The section's element id: the page path as a slug.
    var id: String { Slug.make(page) }

    /// Appends the section's HTML.
    /// - Parameters:
    ///   - output: The bytes to append to.
    ///   - document: The page's document, which holds a located body.
    func append<Output: RangeReplaceableCollection>(
        to output: inout Output, document: Data
    ) where Output.Element == UInt8 {
        let id = id
        output.append(
            contentsOf: "<article class=\"print-article\" id=\"\(id)\">\n<h1>".utf8)
        output.append(contentsOf: HTMLEscaping.text(title).utf8)
        output.append(contentsOf: "</h1>\n".utf8)
        switch body {
        case .text(let html):
            output.append(
                contentsOf: PrintRebaser.rebase(html, from: page, anchorPrefix: id + "-").utf8)
        case .located(let range, let edits):
            document.withUnsafeBytes { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                edits.apply(to: UnsafeBufferPointer(rebasing: bytes[range]), appendingTo: &output)
            }
        }
        output.append(contentsOf: "</article>\n".utf8)
    }

    /// An upper bound of the section's size in bytes, to reserve room for it.
    var estimatedSize: Int {
        switch body {
        case .text(let html): 2 * html.utf8.count + title.utf8.count + 256
        case .located(let range, let edits): range.count + edits.growth + title.utf8.count + 256
        }
    }

    /// Finds the body in the page's document and keeps its place and edits instead of the
    /// string; leaves the section as it is if the document does not hold the body there.
    /// - Parameters:
    ///   - document: The page's document.
    ///   - offset: Where the layout put the page's body, which starts with the article body.
    mutating func locate(in document: Data, at offset: Int) {
        guard case .text(var html) = body else { return }
        let range = offset..<(offset + html.utf8.count)
        let matches = html.withUTF8 { bytes in
            document.withUnsafeBytes { all in
                guard range.upperBound <= all.count else { return false }
                guard let mine = bytes.baseAddress, let theirs = all.baseAddress else {
                    return bytes.isEmpty
                }
                return memcmp(theirs + range.lowerBound, mine, bytes.count) == 0
            }
        }
        guard matches else { return }
        body = .located(range, PrintRebaser.edits(for: html, from: page, anchorPrefix: id + "-"))
    }
}
