import Foundation

/// Where a subcommand writes: standard output for what was asked for, standard error for
/// diagnostics and progress. Tests replace both to capture them.
public struct CommandIO: Sendable {
    /// Writes text to standard output, as is.
    public var writeOutput: @Sendable (String) -> Void
    /// Writes text to standard error, as is.
    public var writeError: @Sendable (String) -> Void

    /// Creates an IO from two writers.
    /// - Parameters:
    ///   - writeOutput: Writes text to standard output.
    ///   - writeError: Writes text to standard error.
    public init(
        writeOutput: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
    }

    /// The process's standard output and standard error.
    public static let standard = CommandIO(
        writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
        writeError: { FileHandle.standardError.write(Data($0.utf8)) })

    /// Writes one line to standard output.
    /// - Parameter line: The text, without its line break.
    public func print(_ line: String) {
        writeOutput(line + "\n")
    }

    /// Writes one line of progress or summary to standard error.
    /// - Parameter line: The text, without its line break.
    public func printError(_ line: String) {
        writeError(line + "\n")
    }

    /// Writes diagnostics to standard error, one line each, in the compiler's format.
    /// - Parameter diagnostics: The diagnostics, in order.
    public func report(_ diagnostics: some Sequence<Diagnostic>) {
        for diagnostic in diagnostics { printError(diagnostic.description) }
    }
}
