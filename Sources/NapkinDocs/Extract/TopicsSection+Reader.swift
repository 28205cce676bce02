import NapkinDocsCore

/// Reading a Topics section's groups from the document model, in one walk.
extension TopicsSection {
    /// Walks a document's model and collects the groups of the lines a Topics section holds.
    ///
    /// The walk counts headings, links and code spans as it meets them, so that the n-th of
    /// each is the outline's n-th, which holds its text and its location in the file.
    struct Reader {
        /// The parsed document.
        let document: MarkdownDocument
        /// The lines of the section, below its heading.
        let lines: Range<Int>
        /// The groups read so far, the last one still open.
        private(set) var groups: [Group] = []
        /// The group entries are added to.
        private var current = Group(title: "", entries: [])
        /// The innermost list item holding the walk, with its entry's index in ``current``,
        /// while that entry names nothing yet.
        private var open: (end: Int, entry: Int)?

        /// Creates a reader of the section that holds `lines`.
        /// - Parameters:
        ///   - document: The parsed document.
        ///   - lines: The lines below the `## Topics` heading, up to the next heading of level
        ///     2 or 1.
        init(document: MarkdownDocument, lines: Range<Int>) {
            self.document = document
            self.lines = lines
        }

        /// Reads the groups, in document order.
        mutating func read() {
            let tree = document.tree
            var (headingIndex, linkIndex, spanIndex) = (0, 0, 0)
            for index in tree.nodes.indices.dropFirst() {
                if let item = open, index >= item.end { open = nil }
                let line = document.location(of: tree.nodes[index].range).line
                switch tree.nodes[index].kind {
                case .heading(let level, _):
                    headingIndex += 1
                    guard level == 3, lines.contains(line) else { continue }
                    close()
                    current.title = document.headings[headingIndex - 1].text
                    open = nil
                case .item where lines.contains(line):
                    current.entries.append(
                        Entry(location: document.location(of: tree.nodes[index].range)))
                    open = (tree.nodes[index].end, current.entries.count - 1)
                case .link:
                    linkIndex += 1
                    let link = document.links[linkIndex - 1]
                    name(.link(link.destination), at: link.location)
                case .image: linkIndex += 1
                case .code:
                    spanIndex += 1
                    let span = document.codeSpans[spanIndex - 1]
                    guard span.isSymbolLink else { continue }
                    name(.symbol(span.code), at: span.location)
                case .directive(let directive):
                    linkIndex += directive.linkArguments.count
                default: break
                }
            }
            close()
        }

        /// Makes the open entry name `reference`, written at `location`, if it names nothing yet.
        private mutating func name(_ reference: Entry.Reference, at location: SourceLocation) {
            guard let item = open else { return }
            current.entries[item.entry] = Entry(location: location, reference: reference)
            open = nil
        }

        /// Ends the current group, keeping it when it has a title or entries.
        private mutating func close() {
            if !current.entries.isEmpty || !current.title.isEmpty { groups.append(current) }
            current = Group(title: "", entries: [])
        }
    }
}
