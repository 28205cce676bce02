/// Splits a Markdown text into runs of ordinary lines and the DocC block directives between
/// them, nested as written, before cmark reads any of it (DocC's grammar, as swift-markdown's
/// block directive parser reads it).
///
/// 1. A line whose text starts with `@Name` (outside a code block or fence) opens a directive;
///    `(…)` holds its arguments (over several lines if need be) and `{` opens its block.
/// 2. A line starting with `}` closes the innermost open block, and any directive still open
///    inside it; a blank line ends a directive without a block.
/// 3. Every other line joins a run of ordinary Markdown, which cmark parses on its own, less
///    the indentation of the block it is in.
struct DirectiveScanner {
    /// A part of the text: ordinary lines, or a directive with what its block holds.
    indirect enum Block {
        /// A run of ordinary Markdown lines.
        case lines([RunLine])
        /// A directive and its block's parts.
        case directive(ScannedDirective, [Block])
    }

    /// An open container while the lines are read.
    private enum Frame {
        /// The whole text.
        case root([Block])
        /// A directive, with the parts of its block read so far.
        case directive(ScannedDirective, [Block])
        /// A run of lines, with the code fence it is inside, if any.
        case run([SourceLine], fence: (character: Character, length: Int)?)
    }

    /// The open containers, the root first.
    private var stack: [Frame] = [.root([])]

    /// The parts of the text, in order.
    private(set) var blocks: [Block] = []

    /// How many parts (lines of runs, blocks of containers) were copied into a new buffer as
    /// the containers grew: about as many as there are parts while each grows in place, and a
    /// square of that if a part were appended to a copy. Read by tests, to prove the scan
    /// linear; it is a count kept where the buffer moves anyway, with no hook to call.
    private(set) var copiedParts = 0

    /// Reads every line.
    /// - Parameter lines: The text's lines.
    init(_ lines: [SourceLine]) {
        for line in lines { accept(line) }
        while stack.count > 1 { closeTop() }
        if case .root(let children) = stack[0] { blocks = children }
    }

    /// Whether `blocks` holds any directive.
    var hasDirectives: Bool {
        blocks.contains { if case .directive = $0 { true } else { false } }
    }

    /// The columns of indentation the innermost directive's block removes from its lines.
    private var dedent: Int {
        for frame in stack.reversed() {
            if case .directive(let directive, _) = frame { return directive.dedent }
        }
        return 0
    }

    /// Whether `line` belongs to a code block: inside a fence, a fence itself, or indented
    /// four columns more than its block.
    private func isCode(_ line: SourceLine) -> Bool {
        if case .run(_, .some) = stack[stack.count - 1] { return true }
        return line.indent - dedent >= 4 || line.fence(relativeTo: dedent) != nil
    }

    /// Reads one line.
    private mutating func accept(_ line: SourceLine) {
        if line.isBlank, case .directive(var directive, let children) = stack[stack.count - 1],
            directive.state != .contents
        {
            // Arguments are never split by a blank line: an unclosed `(` ends here.
            if directive.state == .argumentsText {
                directive.hasUnclosedArguments = true
                stack[stack.count - 1] = .directive(directive, children)
            }
            closeTop()
        }
        noteIndentation(of: line)
        let isCode = isCode(line)
        if !isCode, line.content.first == "}" { closeBlock() }
        if !isCode, let opened = Self.opening(line) {
            open(opened)
            return
        }
        if topIsRun {
            appendToRun(line)
            return
        }
        switch stack[stack.count - 1] {
        case .root, .run:
            startRun(line)
        case .directive(var directive, let children):
            let mayTake = directive.state == .argumentsText || !isCode
            if mayTake, directive.accept(line, from: line.text.startIndex) {
                stack[stack.count - 1] = .directive(directive, children)
                if directive.state == .done { closeTop() }
                return
            }
            if !directive.isAwaitingContent { closeTop() }
            startRun(line)
        }
    }

    /// Whether the innermost frame is a run of ordinary lines. (Asked apart from the switch
    /// in ``accept(_:)``, so that no copy of the frame is alive while the run grows.)
    private var topIsRun: Bool {
        if case .run = stack[stack.count - 1] { return true }
        return false
    }

    /// Adds a line to the run on top. The run is taken off the stack first, so that its lines
    /// are held once and grow in place: appending to a copy would copy every line of the run
    /// each time, which made long runs quadratic.
    private mutating func appendToRun(_ line: SourceLine) {
        guard case .run(var lines, let fence) = stack.removeLast() else { return }
        Self.append(line, to: &lines, counting: &copiedParts)
        stack.append(.run(lines, fence: Self.fence(after: line, in: fence, dedent: dedent)))
    }

    /// Appends `part` to `parts`, adding to `copied` the parts moved if the append moved the
    /// buffer (to grow it, or because another value shared it).
    private static func append<Part>(
        _ part: Part, to parts: inout [Part], counting copied: inout Int
    ) {
        let before = parts.withUnsafeBufferPointer { $0.baseAddress }
        parts.append(part)
        if parts.withUnsafeBufferPointer({ $0.baseAddress }) != before {
            copied += parts.count - 1
        }
    }

    /// Records the indentation of a block's first line that is not blank.
    private mutating func noteIndentation(of line: SourceLine) {
        guard !line.isBlank else { return }
        // The directive whose block the line is in: the top, or the one under a run.
        var position = stack.count - 1
        if case .run = stack[position] { position -= 1 }
        guard position > 0, case .directive(var directive, let children) = stack[position],
            directive.isAwaitingContent, directive.innerIndent == nil
        else { return }
        directive.innerIndent = line.indent
        stack[position] = .directive(directive, children)
    }

    /// Closes what is open inside the innermost block awaiting content, so that the `}` on
    /// this line reaches it.
    private mutating func closeBlock() {
        guard
            let position = stack.lastIndex(where: { frame in
                if case .directive(let directive, _) = frame { return directive.isAwaitingContent }
                return false
            })
        else { return }
        while stack.count - 1 > position { closeTop() }
    }

    /// Reads a directive's opening, if `line` is one.
    static func opening(_ line: SourceLine) -> ScannedDirective? {
        let content = line.content
        guard content.first == "@" else { return nil }
        let nameStart = content.index(after: content.startIndex)
        let nameEnd =
            content[nameStart...].firstIndex { "(),:{ \t".contains($0) } ?? content.endIndex
        guard nameEnd > nameStart else { return nil }
        // A name DocC does not know opens a directive only when it is a word (letters, digits
        // and `_`) and the line has a directive's shape (`@Name`, `@Name {`, `@Name(…)`,
        // `@Name(…) {`); otherwise the line is prose that starts with an at sign (`@alice
        // reviewed this`, a team's `@org/team.` alone on its line), and stays text.
        let name = content[nameStart..<nameEnd]
        if DirectiveSpec.all[String(name)] == nil,
            !name.utf8.allSatisfy(\.isASCIIWordByte) || !Self.hasDirectiveShape(content[nameEnd...])
        {
            return nil
        }
        let location = SourceLocation(
            line: line.number, column: line.column(of: content.startIndex))
        var directive = ScannedDirective(
            name: content[nameStart..<nameEnd], location: location, indent: line.indent,
            end: SourceLocation(line: line.number, column: line.column(of: nameEnd)))
        if !directive.accept(line, from: nameEnd), directive.state == .contentsStart {
            var rest = nameEnd
            ScannedDirective.skipBlanks(line, &rest)
            if rest < line.text.endIndex {
                directive.trailing = (
                    line.text[rest...],
                    SourceLocation(line: line.number, column: line.column(of: rest))
                )
            }
        }
        return directive
    }

    /// Whether the rest of a line after a directive's name is nothing, an opening brace, or
    /// an argument list ending the line or followed by an opening brace.
    private static func hasDirectiveShape(_ rest: Substring) -> Bool {
        let trimmed = rest.trimmingSpaces()
        guard trimmed.hasPrefix("(") else { return trimmed.isEmpty || trimmed == "{" }
        let afterArguments =
            trimmed.hasSuffix("{")
            ? trimmed.dropLast().trimmingSpaces() : trimmed
        return afterArguments.hasSuffix(")")
    }

    /// Places a new directive: inside the open block, or after what was open.
    private mutating func open(_ directive: ScannedDirective) {
        while true {
            switch stack[stack.count - 1] {
            case .root: break
            case .run:
                closeTop()
                continue
            case .directive(let open, _):
                if open.isAwaitingContent { break }
                closeTop()
                continue
            }
            break
        }
        stack.append(.directive(directive, []))
        if let content = directive.inlineContent {
            stack.append(.run([], fence: nil))
            closeTop(inline: [content])
        }
        if directive.state == .done { closeTop() }
    }

    /// Starts a run of ordinary lines with `line`.
    private mutating func startRun(_ line: SourceLine) {
        stack.append(.run([line], fence: Self.fence(after: line, in: nil, dedent: dedent)))
    }

    /// The fence a run is inside after `line`: opened by a fence line, closed by one of the
    /// same character at least as long, with nothing after it.
    static func fence(
        after line: SourceLine, in open: (character: Character, length: Int)?, dedent: Int
    ) -> (character: Character, length: Int)? {
        guard let found = line.fence(relativeTo: dedent) else { return open }
        guard let open else { return (found.character, found.length) }
        let closes =
            found.character == open.character && found.length >= open.length
            && found.info.allSatisfy { $0 == " " || $0 == "\t" }
        return closes ? nil : open
    }

    /// Closes the top container and adds it to the one under it.
    /// - Parameter inline: The lines of a run made from a directive's opening line, in place
    ///   of the run's own.
    private mutating func closeTop(inline: [RunLine]? = nil) {
        let top = stack.removeLast()
        let block: Block
        switch top {
        case .root: preconditionFailure("the root is never closed")
        case .run(let lines, _):
            let dedent = dedent
            block = .lines(
                inline
                    ?? lines.map { line in
                        let (text, removed) = line.dedented(by: dedent)
                        return RunLine(number: line.number, text: text, offset: removed)
                    })
        case .directive(let directive, let children):
            block = .directive(directive, children)
        }
        // The container is taken off the stack while the block is added, so that its blocks
        // are held once and grow in place, as a run's lines do.
        switch stack.removeLast() {
        case .root(var children):
            Self.append(block, to: &children, counting: &copiedParts)
            stack.append(.root(children))
        case .directive(let directive, var children):
            Self.append(block, to: &children, counting: &copiedParts)
            stack.append(.directive(directive, children))
        case .run: preconditionFailure("a run holds no container")
        }
    }
}
