import NapkinDocsCore

extension ArticleSource {
    /// Whether the article must stay whole in memory until it is rendered: the navigation
    /// reads a `## Topics` section from the article's text, and an extension article's model
    /// is rendered on its symbol's page, which the render stage gets from the site context.
    var staysInMemory: Bool {
        extendedSymbol != nil || document.headings.contains(where: TopicsSection.isTopicsHeading)
    }

    /// Moves the parts of the document that only rendering reads (its model, code blocks,
    /// sections, code spans but its symbol links, and its links' text and titles) into `file`,
    /// and lets its text go (nothing reads it after loading); what extracting and resolving
    /// read (path, headings, the links' destinations, the symbol links, first paragraph)
    /// stays. Nothing moves when `file` cannot be written.
    ///
    /// Links and code spans are most of what stays: a large documentation set has tens of
    /// thousands of each.
    /// - Parameter file: The build's spill file for parsed articles.
    mutating func setAside(in file: SpillFile) {
        guard setAsideParts == nil else { return }
        var encoder = SpillEncoder(capacity: document.source.utf8.count * 2)
        encoder.renderedParts(of: document)
        guard let range = file.store(encoder.bytes) else { return }
        setAsideParts = (file, range)
        document.source = ""
        document.tree = MarkdownTree(MarkdownNode(.document))
        document.codeBlocks = []
        document.sections = []
        document.codeSpans = document.codeSpans.filter(\.isSymbolLink)
        for index in document.links.indices {
            document.links[index].text = ""
            document.links[index].title = ""
        }
        // Copied to an array of their own size: a grown array keeps up to twice its links'
        // room, and these wait for the rest of the build.
        document.links = document.links.withUnsafeBufferPointer(Array.init)
    }

    /// The article with its document's model in memory again (its text stays empty), read
    /// back from the spill file if it was set aside there; a part that cannot be read back is
    /// recorded in the file's ``SpillFile/readFailed`` (which fails the build), and the
    /// article is returned as it is.
    func readBack() -> ArticleSource {
        guard let (file, range) = setAsideParts else { return self }
        guard let bytes = file.bytes(at: range) else { return self }
        var article = self
        SpillDecoder.reading(bytes) { $0.renderedParts(into: &article.document) }
        article.setAsideParts = nil
        return article
    }
}
