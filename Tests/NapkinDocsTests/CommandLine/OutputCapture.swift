import Synchronization

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Collects what a command writes to standard output and standard error.
final class OutputCapture: Sendable {
    /// The text written so far to each stream.
    private let streams = Mutex((output: "", error: ""))

    /// An IO writing into this capture.
    var io: CommandIO {
        CommandIO(
            writeOutput: { text in self.streams.withLock { $0.output += text } },
            writeError: { text in self.streams.withLock { $0.error += text } })
    }

    /// What was written to standard output.
    var output: String { streams.withLock { $0.output } }
    /// What was written to standard error.
    var error: String { streams.withLock { $0.error } }
}
