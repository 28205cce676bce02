extension DirectiveScanner {
    /// Whether scanning `source` would open a directive, answered without keeping its lines.
    ///
    /// Until the first directive opens, the scanner holds one run of lines and nothing else:
    /// a line can open a directive only when its text starts with `@`, outside a fence and
    /// with less than four columns of indentation, and only a line starting with a backtick or
    /// a tilde can open or close a fence. So only those lines are read, with the scanner's own
    /// ``opening(_:)`` and ``fence(after:in:dedent:)``; every other line is passed over on its
    /// bytes. The answer is the scanner's, for a fraction of its cost on the many texts that
    /// have an `@` only in their code (`@MainActor`).
    /// - Parameter source: The Markdown text.
    /// - Returns: Whether ``DirectiveScanner/init(_:)`` would find a directive in it.
    static func opensDirective(in source: String) -> Bool {
        let utf8 = source.utf8
        let answer = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var fence: (character: Character, length: Int)?
            var lineStart = 0
            while lineStart < bytes.count {
                var first = lineStart
                while first < bytes.count, bytes[first] == .space || bytes[first] == .tab {
                    first += 1
                }
                var end = first
                while end < bytes.count, bytes[end] != .lineFeed, bytes[end] != .carriageReturn {
                    end += 1
                }
                if first < end,
                    bytes[first] == .at || bytes[first] == .backtick
                        || bytes[first] == .tilde
                {
                    let start = utf8.index(utf8.startIndex, offsetBy: lineStart)
                    let line = SourceLine(
                        source[start..<utf8.index(start, offsetBy: end - lineStart)], number: 1)
                    if bytes[first] != .at {
                        fence = Self.fence(after: line, in: fence, dedent: 0)
                    } else if fence == nil, line.indent < 4, opening(line) != nil {
                        return true
                    }
                }
                lineStart = end + 1
                if end < bytes.count, bytes[end] == .carriageReturn, lineStart < bytes.count,
                    bytes[lineStart] == .lineFeed
                {
                    lineStart += 1
                }
            }
            return false
        }
        return answer ?? DirectiveScanner(SourceLine.lines(of: source)).hasDirectives
    }
}

extension UInt8 {
    /// The bytes the prescan looks for, by name.
    fileprivate static let space = UInt8(ascii: " ")
    /// A tab.
    fileprivate static let tab = UInt8(ascii: "\t")
    /// A line feed.
    fileprivate static let lineFeed = UInt8(ascii: "\n")
    /// A carriage return.
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
    /// An at sign, which may open a directive.
    fileprivate static let at = UInt8(ascii: "@")
    /// A backtick, which may open or close a fence.
    fileprivate static let backtick = UInt8(ascii: "`")
    /// A tilde, which may open or close a fence.
    fileprivate static let tilde = UInt8(ascii: "~")
}
