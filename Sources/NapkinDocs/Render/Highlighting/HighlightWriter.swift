import NapkinDocsCore

/// Writes the lexemes of ``SwiftLexer`` as the HTML of ``SwiftHighlighter``.
///
/// Output is buffered as runs of one class, so neighbouring lexemes of the same kind share a
/// single `<span>`; the bytes of the source are copied as they are, with `&`, `<` and `>`
/// escaped.
struct HighlightWriter {
    /// The lexer over the code being highlighted, which also holds its bytes.
    private var lexer: SwiftLexer
    /// The HTML written since the last link target, as UTF-8.
    private var output: [UInt8] = []
    /// The HTML written before ``output``, with the link targets apart.
    private var fragment = HTMLFragment()
    /// The class of the run not yet written, or `nil` for plain text.
    private var runClass: String?
    /// The bytes of the run not yet written: runs are contiguous, so a range suffices.
    private var run = 0..<0
    /// Whether the last lexeme of code (not a comment or space) was a `.`, a member access.
    private var afterDot = false
    /// The answers of `linkFor`, so it is asked once per identifier.
    private var links: [String: String?] = [:]
    /// Whether `linkFor` is asked at all (`false` when no name can link: no lookups then).
    var asksForLinks = true

    /// Prepares to highlight `code`.
    /// - Parameter code: Swift source.
    init(_ code: String) {
        lexer = SwiftLexer(code)
        output.reserveCapacity(lexer.bytes.count * 3)
    }

    /// Writes the whole code and returns it as HTML.
    /// - Parameter linkFor: Maps identifiers to page-relative hrefs, or `nil`.
    /// - Returns: The highlighted HTML, with its link targets apart.
    mutating func highlight(linkFor: (String) -> String?) -> HTMLFragment {
        while let lexeme = lexer.next() {
            let range = lexeme.range
            switch lexeme.kind {
            case .whitespace: emit(range, as: nil)
            case .comment: emit(range, as: "com")
            case .docComment: emit(range, as: "doc")
            case .stringDelimiter, .stringText: emit(range, as: "str")
            case .escape, .interpolationStart, .interpolationEnd: emit(range, as: "esc")
            case .number: emit(range, as: "num")
            case .attribute: emit(range, as: "attr")
            case .directive: emit(range, as: "dir")
            case .identifier: emitIdentifier(range, linkFor: linkFor)
            case .escapedIdentifier, .dollarIdentifier, .open, .close, .punctuation:
                emit(range, as: nil)
            }
            switch lexeme.kind {
            case .whitespace, .comment, .docComment, .stringText, .escape, .interpolationStart:
                break
            case .punctuation:
                afterDot = range.count == 1 && lexer.bytes[range.lowerBound] == UInt8(ascii: ".")
            default:
                afterDot = false
            }
        }
        flush()
        fragment.append(markup: String(decoding: output, as: UTF8.self))
        output.removeAll()
        return fragment
    }

    /// Writes an identifier as a keyword, a type name, a link, or plain text.
    /// - Parameters:
    ///   - range: The identifier's bytes.
    ///   - linkFor: Maps identifiers to page-relative hrefs, or `nil`.
    private mutating func emitIdentifier(_ range: Range<Int>, linkFor: (String) -> String?) {
        let word = String(decoding: lexer.bytes[range], as: UTF8.self)
        if let keyword = SwiftHighlighter.keywordClasses[word], !afterDot || keyword.staysAfterDot {
            emit(range, as: keyword.kind)
            return
        }
        let first = lexer.scalar(at: range.lowerBound)?.value ?? " "
        let kind: String? = SwiftLexer.isUppercase(first) ? "type" : nil
        let href: String?
        if !asksForLinks {
            href = nil
        } else if let known = links[word] {
            href = known
        } else {
            href = linkFor(word)
            links[word] = href
        }
        if let href {
            emitLink(range, href: href, as: kind)
        } else {
            emit(range, as: kind)
        }
    }

    /// Adds the bytes in `range` to the output with class `kind` (`nil` for plain text).
    /// - Parameters:
    ///   - range: The bytes to write; it starts where the previous write ended.
    ///   - kind: The span class, or `nil`.
    private mutating func emit(_ range: Range<Int>, as kind: String?) {
        guard !range.isEmpty else { return }
        if kind != runClass || range.lowerBound != run.upperBound {
            flush()
            runClass = kind
            run = range
        } else {
            run = run.lowerBound..<range.upperBound
        }
    }

    /// Writes the buffered run, escaped and wrapped in its span.
    private mutating func flush() {
        guard !run.isEmpty else { return }
        if let runClass {
            write("<span class=\"")
            write(runClass)
            write("\">")
        }
        writeEscaped(run)
        if runClass != nil { write("</span>") }
        run = run.upperBound..<run.upperBound
    }

    /// Writes an identifier as a link.
    /// - Parameters:
    ///   - range: The identifier's bytes.
    ///   - href: The page-relative target.
    ///   - kind: The class for the link, or `nil`.
    private mutating func emitLink(_ range: Range<Int>, href: String, as kind: String?) {
        flush()
        write("<a href=\"")
        fragment.append(markup: String(decoding: output, as: UTF8.self))
        output.removeAll(keepingCapacity: true)
        fragment.append(href: href)
        write("\"")
        if let kind {
            write(" class=\"")
            write(kind)
            write("\"")
        }
        write(">")
        writeEscaped(range)
        write("</a>")
        run = range.upperBound..<range.upperBound
    }

    /// Appends markup to the output as it is.
    /// - Parameter markup: Trusted HTML.
    private mutating func write(_ markup: String) {
        output.append(contentsOf: markup.utf8)
    }

    /// Appends the bytes in `range` to the output, escaping `&`, `<` and `>`.
    /// - Parameter range: The bytes to write.
    private mutating func writeEscaped(_ range: Range<Int>) {
        for index in range {
            let byte = lexer.bytes[index]
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            default: output.append(byte)
            }
        }
    }
}
