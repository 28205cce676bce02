/// The single-pass scanner behind ``SwiftHighlighter``.
///
/// It walks the code's Unicode scalars once. Strings with interpolations nest code inside
/// strings inside code, so the scanner keeps an explicit stack of contexts instead of
/// recursing (deeply nested garbage cannot overflow the call stack). Output is buffered as
/// runs of one class, so neighbouring pieces of the same kind share a single `<span>`.
struct SwiftLexer {
    /// Where the scanner is: inside a string literal or inside an interpolation's code.
    enum Context {
        /// Inside a string literal with this many `#`s, single-line or multi-line.
        case string(hashes: Int, multiline: Bool)
        /// Inside `\(…)`, with this many unclosed `(` of its own.
        case interpolation(openParens: Int)
    }

    /// The code being highlighted.
    let scalars: [Unicode.Scalar]
    /// The index of the next scalar to read.
    var position = 0
    /// The open strings and interpolations, innermost last; empty at top level.
    var contexts: [Context] = []
    /// The HTML written so far, as UTF-8.
    var output: [UInt8] = []
    /// The class of the run not yet written, or `nil` for plain text.
    var runClass: String?
    /// The scalars of the run not yet written: runs are contiguous, so a range suffices.
    var run = 0..<0
    /// The last scalar of code (not comment or space) written, to spot member accesses.
    var lastSignificant: Unicode.Scalar?
    /// Before this index no closing backtick exists on the current line (keeps the scan linear).
    var noBacktickBefore = 0
    /// The answers of `linkFor`, so it is asked once per identifier.
    var links: [String: String?] = [:]
    /// Whether `linkFor` is asked at all (`false` when no name can link: no lookups then).
    var asksForLinks = true

    /// Prepares to highlight `code`.
    /// - Parameter code: Swift source.
    init(_ code: String) {
        scalars = Array(code.unicodeScalars)
        output.reserveCapacity(scalars.count * 3)
    }

    /// Scans the whole code and returns it as HTML.
    /// - Parameter linkFor: Maps identifiers to page-relative hrefs, or `nil`.
    /// - Returns: The highlighted HTML.
    mutating func highlight(linkFor: (String) -> String?) -> String {
        while position < scalars.count {
            if case .string(let hashes, let multiline)? = contexts.last {
                scanStringContent(hashes: hashes, multiline: multiline)
            } else {
                scanCodeToken(linkFor: linkFor)
            }
        }
        flush()
        return String(decoding: output, as: UTF8.self)
    }

    /// Returns the scalar at `index`, or `nil` past the end.
    /// - Parameter index: A position in the code.
    /// - Returns: The scalar there, if any.
    func scalar(at index: Int) -> Unicode.Scalar? {
        index < scalars.count ? scalars[index] : nil
    }

    /// Counts the `#` characters starting at `index`.
    /// - Parameter index: Where to start counting.
    /// - Returns: The number of consecutive `#`.
    func hashCount(at index: Int) -> Int {
        var end = index
        while end < scalars.count, scalars[end] == "#" { end += 1 }
        return end - index
    }

    /// Tells whether `"""` starts at `index`.
    /// - Parameter index: A position in the code.
    /// - Returns: `true` when three quotes follow.
    func isTripleQuote(at index: Int) -> Bool {
        scalar(at: index) == "\"" && scalar(at: index + 1) == "\""
            && scalar(at: index + 2) == "\""
    }

    /// Adds the scalars in `range` to the output with class `kind` (`nil` for plain text).
    /// - Parameters:
    ///   - range: The scalars to write; it starts where the previous write ended.
    ///   - kind: The span class, or `nil`.
    mutating func emit(_ range: Range<Int>, as kind: String?) {
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
    mutating func flush() {
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
    ///   - range: The identifier's scalars.
    ///   - href: The page-relative target.
    ///   - kind: The class for the link, or `nil`.
    mutating func emitLink(_ range: Range<Int>, href: String, as kind: String?) {
        flush()
        write("<a href=\"")
        write(HTMLEscaping.attribute(href))
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
    mutating func write(_ markup: String) {
        output.append(contentsOf: markup.utf8)
    }

    /// Appends the scalars in `range` to the output, escaping `&`, `<` and `>`.
    /// - Parameter range: The scalars to write.
    mutating func writeEscaped(_ range: Range<Int>) {
        for index in range {
            let value = scalars[index].value
            switch value {
            case 0x26: output.append(contentsOf: "&amp;".utf8)
            case 0x3C: output.append(contentsOf: "&lt;".utf8)
            case 0x3E: output.append(contentsOf: "&gt;".utf8)
            case 0..<0x80: output.append(UInt8(value))
            default: UTF8.encode(scalars[index]) { output.append($0) }
            }
        }
    }
}
