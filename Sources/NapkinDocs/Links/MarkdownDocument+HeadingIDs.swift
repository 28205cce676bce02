import NapkinDocsCore

/// The ids a page gives a document's headings, handed out in one place so that a link naming
/// a heading (``HeadingAnchors``) and the page writing it (``MarkdownPageRenderer``) agree.
extension MarkdownDocument {
    /// Hands out an id to each heading the page writes with one, in page order: every heading
    /// but the title where the page writes its own, those of the Topics section (which the
    /// page writes itself) and those inside a directive no page shows (`@Comment`).
    /// - Parameters:
    ///   - dropsTitle: Whether the page leaves the document's title out.
    ///   - uniquer: The page's ids so far; each id handed out is added to it.
    /// - Returns: The id of each heading, by heading index; `nil` for a heading without one.
    func headingIDs(dropsTitle: Bool, uniquer: inout Slug.Uniquer) -> [String?] {
        let topicsStart = headings.firstIndex(where: TopicsSection.isTopicsHeading)
        let topics = topicsStart.map { start in
            start..<(headings[(start + 1)...].firstIndex { $0.level <= 2 } ?? headings.endIndex)
        }
        let title = dropsTitle ? self.title : nil
        var ids: [String?] = []
        ids.reserveCapacity(headings.count)
        for (index, heading) in headings.enumerated() {
            if heading == title || topics?.contains(index) == true
                || hiddenHeadings.contains(heading.location)
            {
                ids.append(nil)
            } else {
                ids.append(uniquer.unique(Slug.make(heading.text)))
            }
        }
        return ids
    }
}
