import NapkinDocsCore

extension SpillEncoder {
    /// Writes a node's kind: a tag, then its values.
    ///
    /// The switch is exhaustive on purpose: a new kind of node does not compile until it says
    /// how it is set aside.
    mutating func kind(_ kind: MarkdownNode.Kind) {
        switch kind {
        case .document: int(0)
        case .blockQuote: int(1)
        case .list(let list):
            int(2)
            bool(list.isOrdered)
            int(list.start)
            bool(list.isTight)
        case .item(let checkbox):
            int(3)
            int(checkbox.map { $0 ? 2 : 1 } ?? 0)
        case .codeBlock(let info, let literal, let fence):
            int(4)
            string(info)
            string(literal)
            bool(fence != nil)
            if let fence {
                int(Int(fence.character))
                int(fence.length)
                int(fence.indent)
            }
        case .htmlBlock(let html):
            int(5)
            string(html)
        case .paragraph: int(6)
        case .heading(let level, let id):
            int(7)
            int(level)
            bool(id != nil)
            if let id { string(id) }
        case .thematicBreak: int(8)
        case .table(let alignments):
            int(9)
            int(alignments.count)
            for alignment in alignments { int(Self.alignments.firstIndex(of: alignment) ?? 0) }
        case .tableRow(let isHeader):
            int(10)
            bool(isHeader)
        case .tableCell(let span):
            int(11)
            int(span.columns)
            int(span.rows)
        case .footnoteDefinition(let label, let referenceCount):
            int(12)
            string(label)
            int(referenceCount)
        case .generatedBlock(let fragment):
            int(13)
            self.fragment(fragment)
        case .text(let text):
            int(14)
            string(text)
        case .softBreak: int(15)
        case .lineBreak: int(16)
        case .code(let code):
            int(17)
            string(code)
        case .inlineHTML(let html):
            int(18)
            string(html)
        case .emphasis: int(19)
        case .strong: int(20)
        case .strikethrough: int(21)
        case .link(let destination, let title):
            int(22)
            string(destination)
            string(title)
        case .image(let source, let title):
            int(23)
            string(source)
            string(title)
        case .footnoteReference(let label, let number, let occurrence):
            int(24)
            string(label)
            int(number)
            int(occurrence)
        case .generatedInline(let fragment):
            int(25)
            self.fragment(fragment)
        case .directive(let directive):
            int(26)
            self.directive(directive)
        case .aside(let aside):
            int(27)
            string(aside.label)
            string(aside.style)
        case .termList: int(28)
        case .term: int(29)
        case .termDefinition: int(30)
        }
    }

    /// Writes a directive: its name, arguments, place, block and argument problem.
    private mutating func directive(_ directive: Directive) {
        string(directive.name)
        int(directive.arguments.count)
        for argument in directive.arguments {
            string(argument.label)
            string(argument.value)
            location(argument.location)
            location(argument.valueLocation)
        }
        location(directive.location)
        int(Self.blocks.firstIndex(of: directive.block) ?? 0)
        bool(directive.argumentProblem != nil)
        if let problem = directive.argumentProblem { string(problem) }
    }

    /// A directive's kinds of block, in the order of their codes.
    static let blocks: [Directive.Block] = [.none, .closed, .unclosed]

    /// The column alignments, in the order of their codes.
    static let alignments: [TableAlignment] = [.none, .left, .center, .right]

    /// Writes a generated fragment, run by run.
    private mutating func fragment(_ fragment: HTMLFragment) {
        int(fragment.pieces.count)
        for piece in fragment.pieces {
            switch piece {
            case .markup(let markup):
                bool(false)
                string(markup)
            case .href(let href):
                bool(true)
                string(href)
            }
        }
    }
}

extension SpillDecoder {
    /// Reads a node's kind.
    mutating func kind() -> MarkdownNode.Kind {
        switch int() {
        case 0: return .document
        case 1: return .blockQuote
        case 2:
            let isOrdered = bool()
            let start = int()
            return .list(MarkdownList(isOrdered: isOrdered, start: start, isTight: bool()))
        case 3:
            let checkbox = int()
            return .item(checkbox: checkbox == 0 ? nil : checkbox == 2)
        case 4:
            let info = string()
            let literal = string()
            var fence: CodeFence?
            if bool() {
                let character = UInt8(int())
                let length = int()
                fence = CodeFence(character: character, length: length, indent: int())
            }
            return .codeBlock(info: info, literal: literal, fence: fence)
        case 5: return .htmlBlock(string())
        case 6: return .paragraph
        case 7:
            let level = int()
            return .heading(level: level, id: bool() ? string() : nil)
        case 8: return .thematicBreak
        case 9:
            let count = int()
            return .table(alignments: (0..<count).map { _ in SpillEncoder.alignments[int()] })
        case 10: return .tableRow(isHeader: bool())
        case 11:
            let columns = int()
            return .tableCell(TableSpan(columns: columns, rows: int()))
        case 12:
            let label = string()
            return .footnoteDefinition(label: label, referenceCount: int())
        case 13: return .generatedBlock(fragment())
        case 14: return .text(string())
        case 15: return .softBreak
        case 16: return .lineBreak
        case 17: return .code(string())
        case 18: return .inlineHTML(string())
        case 19: return .emphasis
        case 20: return .strong
        case 21: return .strikethrough
        case 22:
            let destination = string()
            return .link(destination: destination, title: string())
        case 23:
            let source = string()
            return .image(source: source, title: string())
        case 24:
            let label = string()
            let number = int()
            return .footnoteReference(label: label, number: number, occurrence: int())
        case 25: return .generatedInline(fragment())
        case 26: return .directive(directive())
        case 27:
            let label = string()
            return .aside(AsideKind(label: label, style: string()))
        case 28: return .termList
        case 29: return .term
        case 30: return .termDefinition
        case let tag: preconditionFailure("no node kind has the spill tag \(tag)")
        }
    }

    /// Reads a directive written by ``SpillEncoder/kind(_:)``.
    private mutating func directive() -> Directive {
        let name = string()
        let arguments = (0..<int()).map { _ in
            let label = string()
            let value = string()
            let start = self.location()
            return DirectiveArgument(
                label: label, value: value, location: start, valueLocation: self.location())
        }
        let place = self.location()
        let block = SpillEncoder.blocks[int()]
        return Directive(
            name: name, arguments: arguments, location: place, block: block,
            argumentProblem: bool() ? string() : nil)
    }

    /// Reads a generated fragment.
    private mutating func fragment() -> HTMLFragment {
        var fragment = HTMLFragment()
        for _ in 0..<int() {
            if bool() {
                fragment.append(href: string())
            } else {
                fragment.append(markup: string())
            }
        }
        return fragment
    }
}
