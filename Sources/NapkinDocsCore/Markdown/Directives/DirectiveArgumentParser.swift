/// Reads a directive's argument text in DocC's grammar: arguments separated by commas, each
/// `label: value` or a bare `value`; a value may be quoted (`"a, b"`), and `\` escapes the
/// character after it. The text may span lines; each piece keeps where it was written.
struct DirectiveArgumentParser {
    /// A piece of argument text: the text between the parentheses on one line.
    struct Segment {
        /// The text.
        var text: Substring
        /// Where it starts, in the parsed text.
        var location: SourceLocation
    }

    /// The arguments read, and a problem found, if any.
    var arguments: [DirectiveArgument] = []
    /// What is wrong with the text (an unclosed quote), if anything.
    var problem: String?

    /// Parses the segments of one directive.
    /// - Parameter segments: The argument text, line by line.
    init(_ segments: [Segment]) {
        // The text as one run of characters, each with where it was written.
        var characters: [(Character, SourceLocation)] = []
        for (position, segment) in segments.enumerated() {
            if position > 0 { characters.append((" ", segment.location)) }
            var column = segment.location.column
            for character in segment.text {
                characters.append(
                    (character, SourceLocation(line: segment.location.line, column: column)))
                column += character.utf8.count
            }
        }
        var index = 0
        while index < characters.count {
            if let argument = readArgument(characters, &index) { arguments.append(argument) }
        }
    }

    /// Reads one argument from `index` up to the comma after it (consumed).
    private mutating func readArgument(
        _ characters: [(Character, SourceLocation)], _ index: inout Int
    ) -> DirectiveArgument? {
        skipBlanks(characters, &index)
        guard index < characters.count else { return nil }
        let start = characters[index].1
        var label = ""
        var value = ""
        var valueStart = start
        var isQuoted = false
        var wasQuoted = false
        var hasLabel = false
        // A value's own blanks are kept; those before and after it are not.
        var pendingBlanks = ""
        while index < characters.count {
            let (character, location) = characters[index]
            index += 1
            if isQuoted {
                if character == "\\", index < characters.count {
                    value.append(characters[index].0)
                    index += 1
                } else if character == "\"" {
                    isQuoted = false
                } else {
                    value.append(character)
                }
                continue
            }
            switch character {
            case ",":
                return finish(label, value, start, valueStart, wasQuoted: wasQuoted)
            case "\"" where value.isEmpty && !wasQuoted:
                isQuoted = true
                wasQuoted = true
                valueStart = location
            case ":" where !hasLabel && !wasQuoted:
                hasLabel = true
                label = value
                value = ""
                pendingBlanks = ""
                skipBlanks(characters, &index)
                valueStart = index < characters.count ? characters[index].1 : location
            case " ", "\t":
                if !value.isEmpty { pendingBlanks.append(character) }
            case "\\" where index < characters.count:
                value += pendingBlanks
                pendingBlanks = ""
                value.append(characters[index].0)
                index += 1
            default:
                value += pendingBlanks
                pendingBlanks = ""
                if value.isEmpty, !hasLabel { valueStart = location }
                value.append(character)
            }
        }
        if isQuoted { problem = "the quote opened here is not closed" }
        return finish(label, value, start, valueStart, wasQuoted: wasQuoted)
    }

    /// Makes the argument read, or `nil` for an empty one (`a, , b`).
    private func finish(
        _ label: String, _ value: String, _ start: SourceLocation, _ valueStart: SourceLocation,
        wasQuoted: Bool
    ) -> DirectiveArgument? {
        if label.isEmpty, value.isEmpty, !wasQuoted { return nil }
        return DirectiveArgument(
            label: label, value: value, location: start, valueLocation: valueStart)
    }

    /// Moves `index` past blanks.
    private func skipBlanks(_ characters: [(Character, SourceLocation)], _ index: inout Int) {
        while index < characters.count, characters[index].0 == " " || characters[index].0 == "\t" {
            index += 1
        }
    }
}
