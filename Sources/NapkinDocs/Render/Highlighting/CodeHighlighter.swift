import NapkinDocsCore

/// Highlights, at build time, the languages that catalogs show beside Swift, so that shell
/// sessions, JSON, property lists and the like are coloured with no JavaScript.
///
/// Each language has a small lexer of its own over a ``CodeScanner``, which guarantees that
/// the output is the input, HTML-escaped, with `<span class="…">` runs added: removing the
/// tags and decoding the entities gives back the input exactly. The classes are the Swift
/// highlighter's (`kw`, `str`, `com`, `doc`, `num`, `dir`, `type`, `attr`, `esc`) plus
/// `prompt` (a console prompt), `ins` and `del` (a diff's added and removed lines).
enum CodeHighlighter {
    /// A language with a lexer of its own.
    enum Language: Sendable, CaseIterable {
        /// A shell script (`bash`, `sh`, `shell`, `zsh`).
        case shell
        /// A terminal session: `$ ` or `% ` lines are commands, other lines their output.
        case console
        /// JSON, comments allowed.
        case json
        /// Markdown, DocC directives included.
        case markdown
        /// C.
        case c
        /// C++.
        case cpp
        /// Objective-C.
        case objectiveC
        /// XML, HTML and property lists.
        case markup
        /// YAML.
        case yaml
        /// A unified diff or patch.
        case diff
    }

    /// The fence languages that have a lexer, lowercased: DocC's spellings and the usual
    /// aliases.
    static let languages: [String: Language] = [
        "bash": .shell, "sh": .shell, "shell": .shell, "zsh": .shell, "console": .console,
        "json": .json, "markdown": .markdown, "md": .markdown, "c": .c, "h": .c, "cpp": .cpp,
        "c++": .cpp, "cxx": .cpp, "objective-c": .objectiveC, "objc": .objectiveC,
        "objectivec": .objectiveC, "xml": .markup, "html": .markup, "plist": .markup,
        "yaml": .yaml, "yml": .yaml, "diff": .diff, "patch": .diff,
    ]

    /// Returns `code` as highlighted, escaped HTML, or `nil` for a language with no lexer
    /// (which the caller writes plain).
    /// - Parameters:
    ///   - code: The code block's text; need not be valid in its language.
    ///   - language: The fence's language, in any case.
    /// - Returns: HTML to place inside `<pre><code>`, or `nil`.
    static func fragment(for code: String, language: String?) -> HTMLFragment? {
        guard let language, let lexer = languages[language.lowercased()] else { return nil }
        return fragment(for: code, in: lexer)
    }

    /// Returns `code` as highlighted, escaped HTML in a given language.
    /// - Parameters:
    ///   - code: The code block's text.
    ///   - language: The lexer to use.
    /// - Returns: HTML to place inside `<pre><code>`.
    static func fragment(for code: String, in language: Language) -> HTMLFragment {
        var scanner = CodeScanner(code)
        switch language {
        case .shell: ShellLexer.lex(&scanner, stopsAtLineEnd: false)
        case .console: ShellLexer.lexSession(&scanner)
        case .json: JSONLexer.lex(&scanner)
        case .markdown: MarkdownLexer.lex(&scanner)
        case .c: CFamilyLexer(keywords: CFamilyLexer.cKeywords).lex(&scanner)
        case .cpp: CFamilyLexer(keywords: CFamilyLexer.cppKeywords).lex(&scanner)
        case .objectiveC: CFamilyLexer(keywords: CFamilyLexer.objectiveCKeywords).lex(&scanner)
        case .markup: MarkupLexer.lex(&scanner)
        case .yaml: YAMLLexer.lex(&scanner)
        case .diff: DiffLexer.lex(&scanner)
        }
        return scanner.finish()
    }
}
