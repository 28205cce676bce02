@testable import NapkinDocsCore

extension PageDecisions {
    /// Decides, for every node of `document`, what `transform` makes of it.
    /// - Parameters:
    ///   - transform: The transform.
    ///   - document: The parsed document.
    init(_ transform: HTMLTransform, for document: MarkdownDocument) {
        self.init(asParsed: document, allowsRawHTML: transform.allowsRawHTML)
        codeBlocks = document.codeBlocks.map(transform.codeBlock)
        codeSpans = document.codeSpans.map { $0.isSymbolLink ? transform.symbolLink($0) : nil }
        for (index, link) in document.links.enumerated() {
            if let destination = transform.linkDestination(link) {
                setDestination(destination, ofLink: index)
            }
            if transform.dropsLink(link) { droppedLinks.insert(index) }
            if link.kind == .image {
                pictures[index] = transform.picture(link)
            } else {
                linkTexts[index] = transform.linkText(link)
            }
        }
        headingIDs = document.headings.map(transform.headingID)
        directiveBlocks = document.directives.map(transform.directive)
        removeSections(
            of: document, where: transform.removesSection,
            removingTitle: transform.removesFirstHeading)
    }
}
