import NapkinDocsCore

/// A code block as shown on a page: highlighted code, an optional file caption, a mark
/// saying how `swift test` checks it, and the output it was verified to print.
public struct CodeListing: Sendable {
    /// How the test suite treats a listing; shown as a small badge on it.
    public enum Mark: Sendable, Hashable {
        /// File-scope Swift that `swift test` compiles.
        case compiled
        /// Statements that `swift test` compiles and runs (with their output checked, if given).
        case run
        /// Swift shown on the page but never compiled (`ignore`).
        case notCompiled
        /// Swift compiled only where a module is available (`requires=UIKit`).
        case skipped(requires: String)
        /// Swift that `swift test` checks fails to compile, as it should (`compile-fail`).
        case failsToCompile
        /// Statements that `swift test` runs and checks trap, as they should (`run crash`).
        case traps
        /// Statements that `swift test` runs and checks throw, as they should (`run throws`).
        case `throws`
    }

    /// The code as HTML, usually from ``SwiftHighlighter/fragment(for:linkFor:)``.
    public var highlighted: HTMLFragment
    /// The file name from `file=`, shown above the code.
    public var caption: String?
    /// The badge; `nil` for blocks that are not Swift (shell, output, text).
    public var mark: Mark?
    /// What the run block was verified to print, shown under it.
    public var verifiedOutput: String?
    /// The diagnostics a compile-fail block was verified to give (`error: …`), shown under it.
    public var expectedDiagnostics: [String] = []
    /// The code exactly as shown (hidden lines already removed), for the copy button.
    public var copyText: String
    /// The fence's language, used as a `language-…` class (`"swift"`, `"sh"`, …).
    public var language: String

    /// Creates a listing.
    /// - Parameters:
    ///   - highlighted: The code as HTML.
    ///   - caption: The file name from `file=`, if any.
    ///   - mark: The badge, or `nil` for non-Swift blocks.
    ///   - verifiedOutput: The output checked by `swift test`, if any.
    ///   - expectedDiagnostics: The diagnostics checked by `swift test`, if any.
    ///   - copyText: The code as shown, for the copy button.
    ///   - language: The fence's language.
    public init(
        highlighted: HTMLFragment, caption: String? = nil, mark: Mark? = .compiled,
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
    public init(
        highlightedHTML: String, caption: String? = nil, mark: Mark? = .compiled,
        verifiedOutput: String? = nil, copyText: String, language: String = "swift"
    ) {
        self.init(
            highlighted: HTMLFragment(markup: highlightedHTML), caption: caption, mark: mark,
            verifiedOutput: verifiedOutput, copyText: copyText, language: language)
    }
}
