@testable import NapkinDocsCore

/// How ``MarkdownDocument/renderHTML(_:)`` changes the document model before it is written
/// (the pass is ``PageDecisions``, which ``HTMLWriter`` applies as it writes).
///
/// Each closure is asked about one node and returns `nil` to leave it as cmark would render it.
/// Every value handed to a closure is the one the document lists (same text, same location),
/// so a renderer can look it up or report a diagnostic at it.
struct HTMLTransform: Sendable {
    /// Returns the new `href` (or `src`) of a link or image, or `nil` to keep its destination.
    ///
    /// Whatever the result, a destination using the `javascript:`, `vbscript:` or `data:` scheme
    /// is never written: the link is emitted with an empty `href`.
    var linkDestination: @Sendable (Link) -> String?
    /// Returns the text to show in place of a link's own, or `nil` to keep it (a `<doc:Name>`
    /// autolink shows the article's title, as DocC does).
    var linkText: @Sendable (Link) -> String?
    /// Returns whether a link is written as its text alone, without `<a>` (a link that names
    /// nothing, as DocC writes it), or an image left out (a file that is not there).
    var dropsLink: @Sendable (Link) -> Bool
    /// Returns the files of an image that has `~dark` or `@2x` variants, written as a
    /// `<picture>`, or `nil` to write one `<img>` (whose source ``linkDestination`` gives).
    var picture: @Sendable (Link) -> PictureSources?
    /// Returns the HTML to write in place of a double-backtick span, or `nil` to keep it as code.
    var symbolLink: @Sendable (CodeSpan) -> HTMLFragment?
    /// Returns the HTML to write in place of a code block, or `nil` to keep cmark's `<pre>`.
    var codeBlock: @Sendable (CodeBlock) -> HTMLFragment?
    /// Returns the HTML to write in place of a directive (a snippet's or a tutorial step's
    /// code), or `nil` to write it as the writer does.
    var directive: @Sendable (DirectiveUse) -> HTMLFragment?
    /// Returns the `id` attribute of a heading (written escaped), or `nil` for none.
    var headingID: @Sendable (Heading) -> String?
    /// Returns whether a top-level heading and everything up to the next heading of the same or
    /// a higher level is left out (DocC's `## Topics`, which a page renders on its own).
    var removesSection: @Sendable (Heading) -> Bool
    /// Whether the first heading, when it is a level-1 title, is left out (the page writes it).
    var removesFirstHeading: Bool
    /// Whether the author's raw HTML is written as is; when `false` it is shown escaped, as text.
    var allowsRawHTML: Bool

    /// Creates a transform; with the defaults, the document renders as cmark renders it, except
    /// that raw HTML is escaped and dangerous link schemes are dropped.
    /// - Parameters:
    ///   - linkDestination: The new destination of a link or image, or `nil` to keep it.
    ///   - linkText: The text replacing a link's own, or `nil` to keep it.
    ///   - dropsLink: Whether a link is written as its text alone, or an image left out.
    ///   - picture: The variants of an image, or `nil` for one `<img>`.
    ///   - symbolLink: HTML replacing a double-backtick span, or `nil` to keep it.
    ///   - codeBlock: HTML replacing a code block, or `nil` to keep it.
    ///   - directive: HTML replacing a directive, or `nil` to write it as the writer does.
    ///   - headingID: The `id` attribute of a heading, or `nil` for none.
    ///   - removesSection: Whether a top-level heading's section is left out.
    ///   - removesFirstHeading: Whether a level-1 first heading is left out.
    ///   - allowsRawHTML: Whether the author's raw HTML is written as is.
    init(
        linkDestination: @escaping @Sendable (Link) -> String? = { _ in nil },
        linkText: @escaping @Sendable (Link) -> String? = { _ in nil },
        dropsLink: @escaping @Sendable (Link) -> Bool = { _ in false },
        picture: @escaping @Sendable (Link) -> PictureSources? = { _ in nil },
        symbolLink: @escaping @Sendable (CodeSpan) -> HTMLFragment? = { _ in nil },
        codeBlock: @escaping @Sendable (CodeBlock) -> HTMLFragment? = { _ in nil },
        directive: @escaping @Sendable (DirectiveUse) -> HTMLFragment? = { _ in nil },
        headingID: @escaping @Sendable (Heading) -> String? = { _ in nil },
        removesSection: @escaping @Sendable (Heading) -> Bool = { _ in false },
        removesFirstHeading: Bool = false,
        allowsRawHTML: Bool = false
    ) {
        self.linkDestination = linkDestination
        self.linkText = linkText
        self.dropsLink = dropsLink
        self.picture = picture
        self.symbolLink = symbolLink
        self.codeBlock = codeBlock
        self.directive = directive
        self.headingID = headingID
        self.removesSection = removesSection
        self.removesFirstHeading = removesFirstHeading
        self.allowsRawHTML = allowsRawHTML
    }
}
