import NapkinDocsCore

/// An article's part of `print.html`: its title as a heading, then its body, written for the
/// site root in the same walk as its page (see ``HTMLPlacement/printed(from:anchorPrefix:)``).
///
/// Its HTML is kept in memory until the worker that rendered it sets it aside in the build's
/// ``SpillFile``, from which the print pages read it back.
struct PrintSection: Sendable {
    /// Where the section's HTML is.
    enum Storage: Sendable {
        /// The whole section's HTML, in memory.
        case inMemory([UInt8])
        /// Set aside in a spill file, at that range.
        case spilled(SpillFile, Range<Int>)
    }

    /// The article's page, relative to the site root.
    var page: String
    /// The section's HTML: the `<article>` element, title and body.
    private(set) var storage: Storage

    /// Creates the section of an article.
    /// - Parameters:
    ///   - page: The article's page, relative to the site root.
    ///   - title: The article's title, as plain text.
    ///   - bodyHTML: The article's body as written on `print.html`.
    init(page: String, title: String, bodyHTML: String) {
        self.page = page
        var bytes: [UInt8] = []
        bytes.reserveCapacity(bodyHTML.utf8.count + title.utf8.count + 64)
        bytes.append(
            contentsOf: "<article class=\"print-article\" id=\"\(Slug.make(page))\">\n<h1>".utf8)
        bytes.append(contentsOf: HTMLEscaping.text(title).utf8)
        bytes.append(contentsOf: "</h1>\n".utf8)
        bytes.append(contentsOf: bodyHTML.utf8)
        bytes.append(contentsOf: "</article>\n".utf8)
        storage = .inMemory(bytes)
    }

    /// The section's element id: the page path as a slug.
    var id: String { Slug.make(page) }

    /// The prefix of an article's ids on `print.html`.
    /// - Parameter page: The article's page, relative to the site root.
    /// - Returns: The section's id and a dash.
    static func anchorPrefix(of page: String) -> String {
        Slug.make(page) + "-"
    }

    /// Moves the section's HTML into `spill`, unless it cannot be written there.
    /// - Parameter spill: The build's spill file.
    mutating func setAside(in spill: SpillFile) {
        guard case .inMemory(let bytes) = storage, let range = spill.store(bytes) else { return }
        storage = .spilled(spill, range)
    }

    /// Appends the section's HTML.
    /// - Parameter output: The bytes to append to.
    func append<Output: RangeReplaceableCollection>(
        to output: inout Output
    ) where Output.Element == UInt8 {
        switch storage {
        case .inMemory(let bytes):
            output.append(contentsOf: bytes)
        case .spilled(let spill, let range):
            // A part that cannot be read back fails the build when the site is committed.
            spill.read(range, into: &output)
        }
    }

    /// The section's size in bytes.
    var size: Int {
        switch storage {
        case .inMemory(let bytes): bytes.count
        case .spilled(_, let range): range.count
        }
    }
}
