import NapkinDocsCore

extension SpillEncoder {
    /// Writes the parts of a document that only rendering reads: its model, its code blocks,
    /// its sections' text, its code spans, and its links' text and titles.
    ///
    /// Not its text: rendering reads the model, never the text it was parsed from, and the
    /// one later reader of an article's text (the navigation, for a `## Topics` section) only
    /// meets articles that stay whole (``ArticleSource/staysInMemory``). The text was a third
    /// of the bytes set aside.
    mutating func renderedParts(of document: MarkdownDocument) {
        tree(document.tree)
        int(document.codeBlocks.count)
        for block in document.codeBlocks {
            string(block.info)
            string(block.code)
            location(block.location)
            int(block.firstCodeLine)
            bool(block.isFenced)
            string(block.fence)
            bool(block.isClosed)
        }
        int(document.sections.count)
        for section in document.sections {
            bool(section.heading != nil)
            if let heading = section.heading {
                int(heading.level)
                string(heading.text)
                location(heading.location)
            }
            string(section.text)
        }
        int(document.codeSpans.count)
        for span in document.codeSpans {
            string(span.code)
            location(span.location)
            bool(span.isSymbolLink)
        }
        int(document.links.count)
        for link in document.links {
            string(link.text)
            string(link.title)
        }
    }

    /// Writes a model node by node, each with its range and where its subtree ends.
    private mutating func tree(_ tree: MarkdownTree) {
        int(tree.nodes.count)
        for node in tree.nodes {
            kind(node.kind)
            location(node.range.start)
            location(node.range.end)
            int(node.end)
        }
    }
}

extension SpillDecoder {
    /// Reads back into `document` the parts ``SpillEncoder/renderedParts(of:)`` wrote.
    mutating func renderedParts(into document: inout MarkdownDocument) {
        document.tree = tree()
        document.codeBlocks = (0..<int()).map { _ in
            let info = string()
            let code = string()
            let location = location()
            let firstCodeLine = int()
            let isFenced = bool()
            let fence = string()
            return CodeBlock(
                info: info, code: code, location: location, firstCodeLine: firstCodeLine,
                isFenced: isFenced, fence: fence, isClosed: bool())
        }
        document.sections = (0..<int()).map { _ in
            var heading: Heading?
            if bool() {
                let level = int()
                let text = string()
                heading = Heading(level: level, text: text, location: location())
            }
            return Section(heading: heading, text: string())
        }
        document.codeSpans = (0..<int()).map { _ in
            let code = string()
            let location = location()
            return CodeSpan(code: code, location: location, isSymbolLink: bool())
        }
        // The links stayed in memory, in order, without their text and titles.
        let linkCount = int()
        precondition(linkCount == document.links.count, "a set-aside article's links changed")
        for index in 0..<linkCount {
            document.links[index].text = string()
            document.links[index].title = string()
        }
    }

    /// Reads a model: each node is opened as a container when its subtree ends past it, and
    /// each container is closed after the last node of its subtree.
    private mutating func tree() -> MarkdownTree {
        let count = int()
        var builder = MarkdownTree.Builder(capacity: count)
        var ends: [Int] = []
        for index in 0..<count {
            let kind = kind()
            let start = location()
            let range = SourceRange(start: start, end: location())
            let end = int()
            if end > index + 1 {
                builder.open(kind, range: range)
                ends.append(end)
            } else {
                builder.leaf(kind, range: range)
            }
            while ends.last == index + 1 {
                builder.close()
                ends.removeLast()
            }
        }
        return builder.finish()
    }
}
