import NapkinDocsCore

/// The YAML front matter that Jekyll, Hugo, Docusaurus and MkDocs put at the top of a Markdown
/// file, between two `---` lines: CommonMark reads it as a rule and a heading, so in Markdown
/// that nothing compiles it is set aside, and its `title:` names the page.
///
/// The block is blanked rather than cut, so that every line keeps its number.
enum FrontMatter {
    /// The most lines a front matter block may have.
    static let lineLimit = 200

    /// Splits a file's front matter from its Markdown.
    /// - Parameter text: The file's text.
    /// - Returns: The text with the block's lines left empty, and the block's `title:`; `nil`
    ///   when the file does not open with a block whose every line reads as YAML.
    static func split(_ text: String) -> (markdown: String, title: String?)? {
        guard text.hasPrefix("---") else { return nil }
        // Lines end as cmark ends them: LF, CRLF (one character in Swift) or CR.
        let lines = text.split(
            maxSplits: lineLimit + 1, omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        guard lines.count > 2, isFence(lines[0], closing: false),
            let end = lines.indices.dropFirst().first(where: { isFence(lines[$0], closing: true) }),
            end <= lineLimit
        else { return nil }
        var title: String?
        for line in lines[1..<end] {
            guard isYAML(line) else { return nil }
            if title == nil, line.hasPrefix("title:") {
                title = unquoted(line.dropFirst("title:".count))
            }
        }
        let afterBlock = lines[end].endIndex
        let rest = afterBlock < text.endIndex ? text[text.index(after: afterBlock)...] : ""
        let markdown = String(repeating: "\n", count: end + 1) + rest
        return (markdown, title?.isEmpty == true ? nil : title)
    }

    /// Whether `line` is `---` (or, closing, `...`), with nothing after it but blanks.
    private static func isFence(_ line: Substring, closing: Bool) -> Bool {
        let word = String(line).trimmingBlanks()
        return word == "---" || (closing && word == "...")
    }

    /// Whether `line` reads as a line of YAML: blank, a comment, a `key: value` pair (the key
    /// one word), a list item, or an indented continuation.
    private static func isYAML(_ line: Substring) -> Bool {
        let content = line
        guard let first = content.first else { return true }
        if first == " " || first == "\t" || first == "#" || first == "-" { return true }
        guard let colon = content.firstIndex(of: ":") else { return false }
        // A key is one word (quoted or not), and a value follows a blank or nothing.
        let key = content[..<colon]
        let afterColon = content[content.index(after: colon)...]
        return !key.isEmpty
            && key.allSatisfy { $0.isLetter || $0.isNumber || "_-.\"'".contains($0) }
            && (afterColon.isEmpty || afterColon.first == " " || afterColon.first == "\t")
    }

    /// A YAML scalar without its blanks and quotes.
    private static func unquoted(_ value: Substring) -> String {
        var text = String(value).trimmingBlanks(newlines: true)
        if text.count >= 2, let first = text.first, first == "\"" || first == "'",
            text.last == first
        {
            text = String(text.dropFirst().dropLast())
        }
        return text
    }
}
