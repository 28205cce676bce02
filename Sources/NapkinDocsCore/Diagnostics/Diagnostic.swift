import Foundation

/// One problem found in a source file, written in the compiler's format so editors can jump to it.
///
/// The description reads `path:line:column: error: message`, or `path: error: message` when the
/// problem concerns the whole file (an unreadable file, for instance).
package struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is; errors make the tool exit with a non-zero status.
    package enum Severity: String, Hashable, Sendable, Comparable {
        /// A problem that fails the run.
        case error
        /// A problem worth fixing that does not fail the run (unless warnings are made errors).
        case warning
        /// Extra information attached to another diagnostic.
        case note

        /// Orders severities from the most serious (`error`) to the least (`note`).
        package static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs.rank < rhs.rank
        }

        /// The position of the severity in the order error, warning, note.
        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }
    }

    /// How serious the problem is.
    package var severity: Severity
    /// The path of the file, as shown to the reader (usually relative to the package root).
    package var path: String
    /// The 1-based line and column of the problem, or `nil` when it concerns the whole file.
    package var location: SourceLocation?
    /// A one-line description of the problem.
    package var message: String

    /// Creates a diagnostic.
    /// - Parameters:
    ///   - severity: How serious the problem is.
    ///   - path: The file's path as shown to the reader.
    ///   - location: Where in the file the problem is, if it concerns one spot.
    ///   - message: A one-line description of the problem.
    package init(
        _ severity: Severity, path: String, at location: SourceLocation? = nil, _ message: String
    ) {
        self.severity = severity
        self.path = path
        self.location = location
        self.message = message
    }

    /// Creates an error diagnostic.
    /// - Parameters:
    ///   - message: A one-line description of the problem.
    ///   - path: The file's path as shown to the reader.
    ///   - location: Where in the file the problem is, if it concerns one spot.
    /// - Returns: A diagnostic of severity ``Severity/error``.
    package static func error(
        _ message: String, path: String, at location: SourceLocation? = nil
    ) -> Diagnostic {
        Diagnostic(.error, path: path, at: location, message)
    }

    /// Creates a warning diagnostic.
    /// - Parameters:
    ///   - message: A one-line description of the problem.
    ///   - path: The file's path as shown to the reader.
    ///   - location: Where in the file the problem is, if it concerns one spot.
    /// - Returns: A diagnostic of severity ``Severity/warning``.
    package static func warning(
        _ message: String, path: String, at location: SourceLocation? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, path: path, at: location, message)
    }

    /// The diagnostic as a run with or without `--strict` reports it: under `--strict` a warning
    /// becomes an error; errors and notes stay as they are. Every `--strict` goes through here.
    /// - Parameter strict: Whether `--strict` was given.
    /// - Returns: The diagnostic, promoted when `strict` is on and it is a warning.
    package func promoted(if strict: Bool) -> Diagnostic {
        guard strict, severity == .warning else { return self }
        var promoted = self
        promoted.severity = .error
        return promoted
    }

    /// What kind of problem this is, for counting problems alike: the message up to its first
    /// `;` or `:`, with each quoted value shown as `'…'` (`unresolved symbol link '…'`).
    package var kind: String {
        asciiKind ?? characterKind
    }

    /// ``kind`` read byte by byte (a summary counts tens of thousands of warnings), when every
    /// character it reads is one ASCII byte, as in nearly every message; `nil` otherwise.
    var asciiKind: String? {
        var kind: [UInt8] = []
        var isQuoted = false
        var previous = UInt8(ascii: " ")
        let bytes = message.utf8
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            guard byte < 0x80 else { return nil }
            let next = bytes.index(after: index)
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":"), !isQuoted {
                // A combining mark after the cut would make it part of another character.
                if next != bytes.endIndex, bytes[next] >= 0x80 { return nil }
                break
            }
            if byte == UInt8(ascii: "'"), isQuoted || previous == UInt8(ascii: " ") || kind.isEmpty
            {
                isQuoted.toggle()
                kind += isQuoted ? Array("'…".utf8) : [byte]
            } else if !isQuoted {
                kind.append(byte)
            }
            previous = byte
            index = next
        }
        return String(decoding: kind, as: UTF8.self).trimmingSpaces()
    }

    /// ``kind`` read character by character, for any message.
    var characterKind: String {
        var kind = ""
        var isQuoted = false
        var previous: Character = " "
        for character in message {
            if character == ";" || character == ":", !isQuoted { break }
            // A quote opens a value after a blank or at the start; an apostrophe inside a
            // word (`file's`) is text.
            if character == "'", isQuoted || previous == " " || kind.isEmpty {
                isQuoted.toggle()
                kind += isQuoted ? "'…" : "'"
            } else if !isQuoted {
                kind.append(character)
            }
            previous = character
        }
        return kind.trimmingSpaces()
    }

    /// The diagnostic in the compiler's one-line format: `path:line:column: severity: message`.
    package var description: String {
        if let location {
            return "\(path):\(location.line):\(location.column): \(severity.rawValue): \(message)"
        }
        return "\(path): \(severity.rawValue): \(message)"
    }
}
