import Foundation
import NapkinDocsCore

/// One Markdown file of the articles folder, parsed, with what the site needs to know about it.
package struct ArticleSource: Sendable {
    /// The path relative to the articles folder (`guides/Lifecycle.md`).
    package var relativePath: String
    /// The parsed document; its `path` is the one shown in diagnostics (`Articles/Lifecycle.md`).
    package var document: MarkdownDocument
    /// The title: the text of the H1, or the file's name when the rules let an article go
    /// without one.
    package var title: String
    /// The symbol path an extension article extends (its H1 is ``` # ``Presenter`` ```), if any.
    package var extendedSymbol: String?
    /// What reading the article found that does not stop the build: a title taken from the
    /// file's name, a directive DocC would not read.
    package var diagnostics: [Diagnostic] = []
    /// What the article's `@Metadata` and `@Options` say about its page.
    package var metadata: PageMetadata
    /// The code its `@Snippet` and `@Code` directives show, by the directive's location.
    package var includedCode: [SourceLocation: IncludedCode] = [:]
    /// Where the parts of ``document`` that only rendering reads wait while the build
    /// resolves the site, or `nil` when the whole document is in memory (see
    /// ``setAside(in:)``).
    var setAsideParts: (file: SpillFile, range: Range<Int>)?

    /// Whether the article is a catalog's root page, marked `@TechnologyRoot`.
    package var isTechnologyRoot: Bool { metadata.isTechnologyRoot }

    /// Creates an article from its parsed document.
    /// - Parameters:
    ///   - relativePath: The path relative to the articles folder.
    ///   - document: The parsed document.
    ///   - rules: Which rules the article follows: a compiled article must start with a
    ///     level-1 heading; any other takes its front matter's title, or else its file's name
    ///     with a warning.
    ///   - declaredTitle: The `title:` of the article's front matter, if any.
    /// - Throws: A ``Diagnostic`` at line 1 when a compiled article has no level-1 heading
    ///   first.
    package init(
        relativePath: String, document: MarkdownDocument, rules: SourceRules,
        declaredTitle: String? = nil
    ) throws(Diagnostic) {
        self.relativePath = relativePath
        let document = document.withCalloutItemsAsAsides()
        self.document = document
        metadata = PageMetadata(document)
        diagnostics = DirectiveChecker.diagnostics(of: document)
        if let displayName = metadata.displayName {
            title = displayName
            extendedSymbol = Self.extendedSymbol(of: document)
            return
        }
        guard let heading = document.title else {
            // A tutorial is titled by its directives, not by a heading.
            if let tutorialTitle = metadata.tutorialTitle {
                title = tutorialTitle
                return
            }
            let fileName = ((relativePath as NSString).lastPathComponent as NSString)
                .deletingPathExtension
            if rules == .lenient, let declaredTitle {
                title = declaredTitle
                return
            }
            guard rules == .lenient, !fileName.isEmpty else {
                throw .error(
                    "article has no title: it must start with a level-1 heading ('# Title')",
                    path: document.path, at: SourceLocation(line: 1, column: 1))
            }
            title = fileName
            diagnostics.append(
                .warning(
                    "article has no title; its file's name '\(fileName)' is used "
                        + "(start it with a level-1 heading, '# Title')",
                    path: document.path, at: SourceLocation(line: 1, column: 1)))
            return
        }
        extendedSymbol = Self.extendedSymbol(of: document)
        title = heading.text.trimmingSpaces()
    }

    /// The symbol a document's H1 names, when the H1 is one symbol link and nothing else.
    private static func extendedSymbol(of document: MarkdownDocument) -> String? {
        guard let heading = document.title else { return nil }
        let symbolSpan = document.codeSpans.first { span in
            span.isSymbolLink && span.location.line == heading.location.line
        }
        guard let symbolSpan, heading.text.trimmingSpaces() == symbolSpan.code else {
            return nil
        }
        return symbolSpan.code
    }

    /// The file name without `.md`, which `<doc:Name>` links use.
    package var name: String {
        ArticleReference(path: relativePath, title: title, page: "").name
    }

    /// The location of the H1, for diagnostics about the article as a whole.
    package var titleLocation: SourceLocation {
        document.title?.location ?? SourceLocation(line: 1, column: 1)
    }
}
