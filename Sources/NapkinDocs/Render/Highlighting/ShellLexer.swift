/// Classifies shell scripts and terminal sessions for ``CodeHighlighter``: comments, quoted
/// strings, `$` expansions, options, reserved words and, in a session, the prompt.
enum ShellLexer {
    /// The shell's reserved words and the builtins that shape a script.
    static let keywords: Set<String> = [
        "if", "then", "else", "elif", "fi", "for", "while", "until", "do", "done", "case",
        "esac", "in", "function", "select", "return", "export", "local", "readonly", "unset",
        "break", "continue", "exit", "source", "alias", "set", "shift", "trap", "eval", "exec",
    ]

    /// Classifies a terminal session: a line starting with `$ ` or `% ` is a prompt and a
    /// command (continued on the next line after a trailing `\`); any other line is output.
    /// - Parameter scanner: The scanner over the session.
    static func lexSession(_ scanner: inout CodeScanner) {
        while !scanner.isAtEnd {
            if scanner.sees("$ ") || scanner.sees("% ") {
                let start = scanner.position
                scanner.position += 1
                scanner.mark("prompt", from: start)
                lex(&scanner, stopsAtLineEnd: true)
            } else {
                scanner.skipToLineEnd()
            }
            scanner.skipLineBreak()
        }
    }

    /// Classifies shell code up to the end of the code or, if `stopsAtLineEnd`, of the line.
    /// - Parameters:
    ///   - scanner: The scanner, at the start of a command.
    ///   - stopsAtLineEnd: Whether to stop at a line break (one escaped by `\` continues).
    static func lex(_ scanner: inout CodeScanner, stopsAtLineEnd: Bool) {
        // Whether a word may start here (`#` opens a comment, `-` an option), and whether it
        // would name a command, where reserved words are reserved.
        var (startsWord, namesCommand) = (true, true)
        while let byte = scanner.peek() {
            if byte.isLineBreak, stopsAtLineEnd { return }
            let start = scanner.position
            switch byte {
            case UInt8(ascii: "#") where startsWord:
                scanner.skipToLineEnd()
                scanner.mark("com", from: start)
            case UInt8(ascii: "'"):
                scanner.skipQuoted(byte, escape: nil)
                scanner.mark("str", from: start)
            case UInt8(ascii: "\""):
                scanner.skipQuoted(byte)
                scanner.mark("str", from: start)
            case UInt8(ascii: "$"):
                skipExpansion(&scanner)
                scanner.mark("esc", from: start)
            case UInt8(ascii: "\\"):
                scanner.position += 1
                if scanner.peek()?.isLineBreak == true {
                    scanner.skipLineBreak()
                } else if !scanner.isAtEnd {
                    scanner.advance()
                }
            case UInt8(ascii: "-") where startsWord:
                scanner.skip { isWordByte($0) }
                scanner.mark("attr", from: start)
            case _ where isWordByte(byte):
                scanner.skip { isWordByte($0) }
                let word = scanner.text(from: start)
                if startsWord, namesCommand || word == "in", keywords.contains(word) {
                    scanner.mark("kw", from: start)
                    startsWord = false
                    continue
                }
            default:
                scanner.advance()
            }
            let last = scanner.bytes[scanner.position - 1]
            startsWord = isSeparator(last)
            if !last.isBlank { namesCommand = startsWord && last != UInt8(ascii: ")") }
        }
    }

    /// Moves past a `$` expansion: `$NAME`, `$1`, `$?`, `${…}` or the `$(` that opens a
    /// command substitution, whose command is classified as code.
    /// - Parameter scanner: The scanner, at the `$`.
    private static func skipExpansion(_ scanner: inout CodeScanner) {
        scanner.position += 1
        guard let next = scanner.peek() else { return }
        if next == UInt8(ascii: "{") {
            scanner.skip { $0 != UInt8(ascii: "}") && !$0.isLineBreak }
            if scanner.peek() == UInt8(ascii: "}") { scanner.position += 1 }
        } else if next == UInt8(ascii: "(") {
            scanner.position += 1
        } else if next.isLetter || next == UInt8(ascii: "_") {
            scanner.skip { $0.isLetter || $0.isDigit || $0 == UInt8(ascii: "_") }
        } else if next.isDigit || "?#@*!$-".utf8.contains(next) {
            scanner.position += 1
        }
    }

    /// Whether `byte` belongs to a plain word: a command, an argument, a path.
    /// - Parameter byte: A byte of the script.
    /// - Returns: `true` for word bytes.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte.isWordByte || "-./:,+@%~^=".utf8.contains(byte)
    }

    /// Whether a word can start after `byte`, so that `#` opens a comment and `-` an option.
    /// - Parameter byte: The byte before.
    /// - Returns: `true` after blanks, line breaks and the operators `;`, `|`, `&`, `(`.
    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte.isBlank || byte.isLineBreak || ";|&(){}`".utf8.contains(byte)
    }
}
