import NapkinDocsCore

/// A code block as shown on a page: highlighted code, an optional file caption, a mark
/// saying how `swift test` checks it, and the output it was verified to print.
package struct CodeListing: Sendable {
    /// The code as HTML, usually from ``SwiftHighlighter/fragment(for:linkFor:)``.
    package var highlighted: HTMLFragment
    /// The file name from `file=`, shown above the code.
    package var caption: String?
    /// The badge, saying what `swift test` checks; `nil` for blocks that claim no check (shell,
    /// output, text, Swift that nothing compiles).
    package var mark: SnippetOutcome?
    /// What the run block was verified to print, shown under it.
    package var verifiedOutput: String?
    /// The diagnostics a compile-fail block was verified to give (`error: …`), shown under it.
    package var expectedDiagnostics: [String] = []
    /// The code exactly as shown (hidden lines already removed), for the copy button.
    package var copyText: String
    /// The fence's language, used as a `language-…` class (`"swift"`, `"sh"`, …).
    package var language: String

    /// Creates a listing.
    /// - Parameters:
    ///   - highlighted: The code as HTML.
    ///   - caption: The file name from `file=`, if any.
    ///   - mark: The badge, or `nil` for non-Swift blocks.
    ///   - verifiedOutput: The output checked by `swift test`, if any.
    ///   - expectedDiagnostics: The diagnostics checked by `swift test`, if any.
    ///   - copyText: The code as shown, for the copy button.
    ///   - language: The fence's language.
    package init(
        highlighted: HTMLFragment, caption: String? = nil, mark: SnippetOutcome? = .compiled,
        verifiedOutput: String? = nil, expectedDiagnostics: [String] = [], copyText: String,
        language: String = "swift"
    ) {
        self.highlighted = highlighted
        self.caption = caption
        self.mark = mark
        self.verifiedOutput = verifiedOutput
        self.expectedDiagnostics = expectedDiagnostics
        self.copyText = copyText
        self.language = language
    }

    /// Creates a listing from highlighted HTML without links to rebase.
    /// - Parameters:
    ///   - highlightedHTML: The code as HTML, written on any page as it is.
    ///   - caption: The file name from `file=`, if any.
    ///   - mark: The badge, or `nil` for non-Swift blocks.
    ///   - verifiedOutput: The output checked by `swift test`, if any.
    ///   - copyText: The code as shown, for the copy button.
    ///   - language: The fence's language.
    package init(
        highlightedHTML: String, caption: String? = nil, mark: SnippetOutcome? = .compiled,
        verifiedOutput: String? = nil, copyText: String, language: String = "swift"
    ) {
        self.init(
            highlighted: HTMLFragment(markup: highlightedHTML), caption: caption, mark: mark,
            verifiedOutput: verifiedOutput, copyText: copyText, language: language)
    }
}
