/// A directive as the scanner reads it, line by line: its opening, its argument text, and
/// where its block stands.
struct ScannedDirective {
    /// How far the directive's syntax has been read.
    enum State {
        /// After the name: a `(` or a `{` may follow.
        case argumentsStart
        /// Inside the parentheses, which may go on over several lines.
        case argumentsText
        /// After the arguments: a `{` may follow (on this line or the next).
        case contentsStart
        /// Inside the block, until a line starting with `}`.
        case contents
        /// Complete.
        case done
    }

    /// The name after `@`.
    var name: Substring
    /// Where the `@` is.
    var location: SourceLocation
    /// The columns of indentation before the `@`.
    var indent: Int
    /// The columns of indentation of the block's first line that is not blank.
    var innerIndent: Int?
    /// The argument text, line by line.
    var segments: [DirectiveArgumentParser.Segment] = []
    /// How far its syntax has been read.
    var state = State.argumentsStart
    /// Where it ends (after its `)`, `}` or name).
    var end: SourceLocation
    /// Whether a block was opened.
    var hasBlock = false
    /// Whether the arguments' `(` was never closed (a blank line came first).
    var hasUnclosedArguments = false
    /// Text after the opening that means nothing (`@Row(x) garbage`), with where it starts.
    var trailing: (text: Substring, location: SourceLocation)?
    /// A line of content written on the opening line (`@Small { text }`).
    var inlineContent: RunLine?

    /// How many columns the block's lines lose before cmark reads them, so that an indented
    /// block is not an indented code block.
    var dedent: Int { innerIndent ?? indent }

    /// Whether the block is open for content.
    var isAwaitingContent: Bool { state == .contents }

    /// Reads what follows the directive on `line` from `index`.
    /// - Returns: Whether the directive took any of it (a line it does not take starts
    ///   ordinary Markdown).
    @discardableResult
    mutating func accept(_ line: SourceLine, from index: Substring.Index) -> Bool {
        var index = index
        switch state {
        case .argumentsStart:
            Self.skipBlanks(line, &index)
            guard index < line.text.endIndex, line.text[index] == "(" else {
                state = .contentsStart
                return acceptContentsStart(line, from: index)
            }
            index = line.text.index(after: index)
            state = .argumentsText
            acceptArguments(line, from: index)
            return true
        case .argumentsText:
            acceptArguments(line, from: index)
            return true
        case .contentsStart:
            return acceptContentsStart(line, from: index)
        case .contents:
            Self.skipBlanks(line, &index)
            guard index < line.text.endIndex, line.text[index] == "}" else { return false }
            state = .done
            end = SourceLocation(line: line.number, column: line.column(of: index) + 1)
            return true
        case .done:
            return false
        }
    }

    /// Reads argument text up to a `)` that is neither quoted nor escaped.
    private mutating func acceptArguments(_ line: SourceLine, from start: Substring.Index) {
        var index = start
        var isQuoted = false
        while index < line.text.endIndex {
            let character = line.text[index]
            if character == "\\" {
                index = line.text.index(after: index)
                if index < line.text.endIndex { index = line.text.index(after: index) }
                continue
            }
            if character == "\"" { isQuoted.toggle() }
            if character == ")", !isQuoted { break }
            index = line.text.index(after: index)
        }
        if index > start {
            segments.append(
                .init(
                    text: line.text[start..<index],
                    location: SourceLocation(line: line.number, column: line.column(of: start))))
        }
        end = SourceLocation(line: line.number, column: line.column(of: index))
        guard index < line.text.endIndex else { return }
        state = .contentsStart
        let after = line.text.index(after: index)
        end.column += 1
        if !acceptContentsStart(line, from: after) {
            noteTrailing(line, from: after)
        }
    }

    /// Reads a `{`, and what follows it on the line.
    private mutating func acceptContentsStart(
        _ line: SourceLine, from start: Substring.Index
    ) -> Bool {
        var index = start
        Self.skipBlanks(line, &index)
        guard index < line.text.endIndex, line.text[index] == "{" else { return false }
        state = .contents
        hasBlock = true
        end = SourceLocation(line: line.number, column: line.column(of: index) + 1)
        index = line.text.index(after: index)
        Self.skipBlanks(line, &index)
        guard index < line.text.endIndex else { return true }
        let rest = line.text[index...]
        if rest.first == "}" {
            state = .done
            end = SourceLocation(line: line.number, column: line.column(of: index) + 1)
            noteTrailing(line, from: line.text.index(after: index))
            return true
        }
        // `@Small { text }`: the text between the braces is the block's one line.
        var contentEnd = line.text.endIndex
        while contentEnd > index, line.text[line.text.index(before: contentEnd)] == " " {
            contentEnd = line.text.index(before: contentEnd)
        }
        let closes = line.text[line.text.index(before: contentEnd)] == "}"
        if closes {
            contentEnd = line.text.index(before: contentEnd)
            state = .done
            end = SourceLocation(line: line.number, column: line.column(of: contentEnd) + 1)
        }
        inlineContent = RunLine(
            number: line.number, text: line.text[index..<contentEnd],
            offset: line.column(of: index) - 1)
        return true
    }

    /// Notes text after the opening that means nothing, unless it is blank.
    private mutating func noteTrailing(_ line: SourceLine, from start: Substring.Index) {
        var index = start
        Self.skipBlanks(line, &index)
        guard index < line.text.endIndex else { return }
        trailing = (
            line.text[index...],
            SourceLocation(line: line.number, column: line.column(of: index))
        )
    }

    /// Moves `index` past spaces and tabs.
    static func skipBlanks(_ line: SourceLine, _ index: inout Substring.Index) {
        while index < line.text.endIndex, line.text[index] == " " || line.text[index] == "\t" {
            index = line.text.index(after: index)
        }
    }
}
