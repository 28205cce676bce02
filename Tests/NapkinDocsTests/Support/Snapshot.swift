import Foundation
import Testing

/// Golden files: a test compares what it made with a reviewed file, and `RECORD_SNAPSHOTS=1`
/// rewrites that file after an intended change.
///
/// A recording run fails on purpose, with an issue naming each file it wrote, so that a run
/// with the variable left set can never pass: the new files are reviewed (`git diff`) and the
/// tests run again without it.
enum Snapshot {
    /// Whether this run rewrites golden files instead of checking them.
    static let isRecording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"

    /// Checks `actual` against the golden file at `url`, or rewrites the file when recording.
    /// - Parameters:
    ///   - actual: What the code under test produced.
    ///   - url: The golden file.
    ///   - sourceLocation: Where the check is, for the issue.
    /// - Throws: When the golden file cannot be read or written.
    static func expect(
        _ actual: String, matches url: URL,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        if isRecording {
            try Data(actual.utf8).write(to: url)
            Issue.record(
                "Recorded \(url.path); review the change, then run the tests without RECORD_SNAPSHOTS.",
                sourceLocation: sourceLocation)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "\(url.lastPathComponent)", sourceLocation: sourceLocation)
    }
}
