import Foundation

/// Where a subcommand writes: standard output for what was asked for, standard error for
/// diagnostics and progress. Tests replace both to capture them.
package struct CommandIO: Sendable {
    /// Writes text to standard output, as is.
    package var writeOutput: @Sendable (String) -> Void
    /// Writes text to standard error, as is.
    package var writeError: @Sendable (String) -> Void

    /// Creates an IO from two writers.
    /// - Parameters:
    ///   - writeOutput: Writes text to standard output.
    ///   - writeError: Writes text to standard error.
    package init(
        writeOutput: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
    }

    /// The process's standard output and standard error.
    package static let standard = CommandIO(
        writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
        writeError: { FileHandle.standardError.write(Data($0.utf8)) })

    /// Writes one line to standard output.
    /// - Parameter line: The text, without its line break.
    package func print(_ line: String) {
        writeOutput(line + "\n")
    }

    /// Writes one line of progress or summary to standard error.
    /// - Parameter line: The text, without its line break.
    package func printError(_ line: String) {
        writeError(line + "\n")
    }

    /// Writes diagnostics to standard error, one line each, in the compiler's format.
    ///
    /// The lines go out in writes of about ``reportChunkBytes``: one write a line was one
    /// system call a warning, thousands of them at the end of a build, when nothing else runs.
    /// - Parameter diagnostics: The diagnostics, in order.
    package func report(_ diagnostics: some Sequence<Diagnostic>) {
        var chunk = ""
        for diagnostic in diagnostics {
            chunk += diagnostic.description
            chunk += "\n"
            if chunk.utf8.count >= Self.reportChunkBytes {
                writeError(chunk)
                chunk = ""
            }
        }
        if !chunk.isEmpty { writeError(chunk) }
    }

    /// How many bytes of diagnostics ``report(_:)`` gathers before it writes them.
    static let reportChunkBytes = 64 * 1024
}
