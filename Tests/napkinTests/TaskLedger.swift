import NapkinLocking

/// A thread-safe tally of the stress tests' bound tasks and operations, shared by every
/// napkin of one run.
final class TaskLedger: Sendable {
    /// The tallies, behind one lock.
    private struct Counts: Sendable {
        /// Bound tasks started and not yet ended.
        var liveTasks = 0
        /// Bound tasks started during a deactivation that were not cancelled at once.
        var escapedTasks = 0
        /// Lifecycle operations run by the workers.
        var operations = 0
    }

    /// The tallies.
    private let counts = SanitizedMutex(Counts())

    /// Bound tasks started and not yet ended.
    var liveTasks: Int {
        counts.withLock { $0.liveTasks }
    }

    /// Bound tasks started during a deactivation that were not cancelled at once.
    var escapedTasks: Int {
        counts.withLock { $0.escapedTasks }
    }

    /// Lifecycle operations run by the workers.
    var operations: Int {
        counts.withLock { $0.operations }
    }

    /// Counts a bound task about to start.
    func taskWillStart() {
        counts.withLock { $0.liveTasks += 1 }
    }

    /// Counts a bound task that has ended.
    func taskDidEnd() {
        counts.withLock { $0.liveTasks -= 1 }
    }

    /// Counts a task started during a deactivation that the lifecycle let run.
    func recordEscapedTask() {
        counts.withLock { $0.escapedTasks += 1 }
    }

    /// Counts one lifecycle operation.
    func recordOperation() {
        counts.withLock { $0.operations += 1 }
    }
}

/// Suspends until the current task is cancelled; the hour-long bound only keeps a task whose
/// cancellation was lost from running forever (the tests fail long before it ends).
func waitForCancellation() async {
    try? await Task.sleep(for: .seconds(3600))
}
