import Synchronization

/// A plain lock: a `Mutex` that guards no value of its own, whose hand-offs are also
/// visible to the thread sanitizer.
///
/// On Linux, a contended `Mutex` passes ownership through the kernel (a priority-
/// inheriting futex), which the thread sanitizer cannot see, so it reports races between
/// critical sections that the lock does order. Each critical section therefore also
/// acquires and releases an atomic counter, which the sanitizer understands; the cost is
/// two uncontended atomic operations.
struct Lock: ~Copyable, Sendable {
    /// The lock itself.
    private let mutex = Mutex(())

    /// The counter that makes the order of critical sections visible to the sanitizer.
    private let handOff = Atomic<UInt>(0)

    /// Runs `body` while holding the lock.
    ///
    /// - Parameter body: The critical section.
    func withLock(_ body: () -> Void) {
        mutex.withLock { _ in
            _ = handOff.load(ordering: .acquiring)
            body()
            handOff.wrappingAdd(1, ordering: .releasing)
        }
    }
}
