import Foundation

/// Writes diagnostics, one line each, to standard error (or to any file handle).
///
/// Standard error is where diagnostics belong: standard output carries only what the user
/// asked for, so it can be piped.
package struct DiagnosticWriter: Sendable {
    /// The handle the lines go to.
    private let handle: FileHandle

    /// Creates a writer for `handle`.
    /// - Parameter handle: Where to write; standard error by default.
    package init(handle: FileHandle = .standardError) {
        self.handle = handle
    }

    /// Writes one diagnostic on a line of its own.
    /// - Parameter diagnostic: The diagnostic to write.
    package func write(_ diagnostic: Diagnostic) {
        writeLine(diagnostic.description)
    }

    /// Writes every diagnostic of `log`, in order.
    /// - Parameter log: The diagnostics to write.
    package func write(_ log: DiagnosticLog) {
        for diagnostic in log.diagnostics { write(diagnostic) }
    }

    /// Writes a line of progress or summary text.
    /// - Parameter line: The text, without its line break.
    package func writeLine(_ line: String) {
        handle.write(Data((line + "\n").utf8))
    }
}
