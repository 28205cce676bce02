import NapkinDocsCore

/// Highlights Swift source as HTML at build time, so pages need no JavaScript to show
/// coloured code.
///
/// The output is the input, HTML-escaped, with runs wrapped in `<span class="…">` and
/// linked identifiers wrapped in `<a href="…">`. No character is ever dropped or moved:
/// removing the tags and decoding the entities gives back the input exactly, even for
/// invalid Swift (unterminated strings and comments end at the line or file end). The
/// scan is a single pass of the Swift lexer that snippet scanning uses too, linear in the
/// length of the code.
///
/// The classes are `kw` (keywords), `ckw` (contextual keywords such as `async` or
/// `override`), `attr` (`@MainActor`), `str` (string literals), `esc` (escapes and the
/// `\(`…`)` of interpolations), `com` and `doc` (comments), `num`, `dir` (`#if` and other
/// `#` directives and macros) and `type` (capitalised names).
package enum SwiftHighlighter {
    /// Returns `code` as highlighted, escaped HTML.
    /// - Parameters:
    ///   - code: Swift source; need not be valid.
    ///   - linkFor: Maps an identifier (such as `Presenter` or `attachChild`) to an href
    ///     already relative to the page being written, or `nil` to leave it unlinked. It is
    ///     called at most once per distinct identifier.
    /// - Returns: HTML to place inside `<pre><code>`.
    package static func html(for code: String, linkFor: (String) -> String?) -> String {
        fragment(for: code, linkFor: linkFor).html
    }

    /// Returns `code` as highlighted, escaped HTML with its link targets apart, so that it can
    /// be written on another page than the one its targets were made for.
    /// - Parameters:
    ///   - code: Swift source; need not be valid.
    ///   - linkFor: Maps an identifier to an href relative to the page the listing is made
    ///     for, or `nil`; called at most once per distinct identifier.
    /// - Returns: HTML to place inside `<pre><code>`.
    package static func fragment(for code: String, linkFor: (String) -> String?) -> HTMLFragment {
        var writer = HighlightWriter(code)
        return writer.highlight(linkFor: linkFor)
    }

    /// Returns `code` as highlighted, escaped HTML with no links: what
    /// ``fragment(for:linkFor:)`` gives when `linkFor` always answers `nil`, without asking.
    /// - Parameter code: Swift source; need not be valid.
    /// - Returns: HTML to place inside `<pre><code>`.
    static func fragment(unlinked code: String) -> HTMLFragment {
        var writer = HighlightWriter(code)
        writer.asksForLinks = false
        return writer.highlight { _ in nil }
    }
}
