/// Which rules a source's code blocks and title follow: those of a source the package's
/// snippet tests compile, or those of Markdown that nothing compiles (the guide's
/// `TwoSetsOfRules.md`, in `Sources/NapkinDocs/NapkinDocs.docc`).
///
/// | | ``compiled`` | ``lenient`` |
/// | --- | --- | --- |
/// | info string | `swift` and `output` exactly; an unknown word, or a near miss such as `Swift`, is an error | its first word, trimmed of Unicode spaces and lowercased, names the language; `swift` is highlighted; nothing is an error |
/// | fence never closed | an error | a warning; the block runs to the end of its container, as CommonMark says |
/// | no level-1 heading first | an error | a warning; the title is the file's name |
/// | two titles with one slug | an error | the later page's name gets a number |
/// | `// snippet.hide` … `show` | hides lines; unbalanced markers are errors | shown as written |
/// | marks | compiled, run (with its checked output), skipped, not compiled | none: nothing was checked |
///
/// With `--strict`, every warning is an error under both rules.
package enum SourceRules: String, Sendable, Hashable {
    /// The snippet tests compile the source: a mistake in a fence would silently drop a
    /// snippet from the tests, so it stops the build.
    case compiled
    /// Nothing compiles the source (a plain folder, another project's docs): valid CommonMark
    /// renders, and no block claims to have been checked.
    case lenient
}

extension SourceRules {
    /// The language a code block is written in, as these rules read its info string: the
    /// first word as written for a compiled source; trimmed of Unicode spaces (a no-break
    /// space included) and lowercased otherwise, so that ```` ```Swift ```` is Swift.
    /// - Parameter block: A code block.
    /// - Returns: The language, or `nil` when the info string is empty.
    package func language(of block: CodeBlock) -> String? {
        switch self {
        case .compiled:
            return block.language
        case .lenient:
            return block.info.split(whereSeparator: \.isWhitespace).first.map { $0.lowercased() }
        }
    }
}
