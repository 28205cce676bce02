import Synchronization

/// A `Mutex` whose hand-offs the thread sanitizer can see: the one lock of the package, shared
/// by the framework's lifecycle and components and by the documentation generator's stages.
///
/// On Linux a contended `Mutex` passes ownership through the kernel (a priority-inheriting
/// futex), which ThreadSanitizer cannot follow, so it reports races between critical sections
/// that the lock does order (seen under `make test-tsan` on the parallel stages of a site
/// build and on concurrent lifecycle calls). An atomic acquire and release inside each critical
/// section makes the order visible; the cost is two uncontended atomic operations.
///
/// A lock that guards state kept outside it (as a component's table of instances is) guards
/// `Void`: `SanitizedMutex(())`.
public final class SanitizedMutex<Value: Sendable>: Sendable {
    /// The lock and the value it guards.
    private let mutex: Mutex<Value>
    /// The counter that makes the order of critical sections visible to the sanitizer.
    private let handOff = Atomic<UInt>(0)

    /// Creates a lock guarding `value`.
    /// - Parameter value: The initial value.
    public init(_ value: Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with exclusive access to the value.
    /// - Parameter body: The critical section.
    /// - Returns: What `body` returns.
    public func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        mutex.withLock { value in
            _ = handOff.load(ordering: .acquiring)
            defer { handOff.wrappingAdd(1, ordering: .releasing) }
            return body(&value)
        }
    }
}
