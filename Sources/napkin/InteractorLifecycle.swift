internal import NapkinLocking

/// The active state of one interactor and the tasks bound to it: the single piece of
/// mutable state that napkin shares between threads, kept behind one lock.
///
/// Every interactor stores one, as `nonisolated let lifecycle = InteractorLifecycle()`.
/// The default implementations of ``Interactable`` drive it; you rarely call it yourself.
///
/// The rules it enforces:
/// - A new lifecycle is inactive.
/// - ``activate(invoking:)`` marks it active, publishes `true`, then runs the hook, once;
///   calling it again while active does nothing.
/// - ``deactivate(invoking:)`` runs the hook while still active, cancels every bound task,
///   then marks it inactive and publishes `false`; calling it again does nothing.
/// - A task bound with ``register(priority:_:)`` while inactive (or while deactivating)
///   is cancelled at once; a finished task leaves the registry by itself.
/// - Releasing the lifecycle cancels its bound tasks and finishes every
///   ``isActiveStream``.
///
/// ```swift run
/// let lifecycle = InteractorLifecycle()
/// await lifecycle.activate { print("did become active") }
/// await lifecycle.activate { print("never printed: already active") }
/// await lifecycle.deactivate { print("will resign active") }
/// print(lifecycle.isActive)
/// ```
///
/// ```output
/// did become active
/// will resign active
/// false
/// ```
///
/// ## Topics
///
/// ### Creating a Lifecycle
///
/// - ``InteractorLifecycle/init()``
///
/// ### Activating and Deactivating
///
/// - ``InteractorLifecycle/activate(invoking:)``
/// - ``InteractorLifecycle/deactivate(invoking:)``
///
/// ### Observing the State
///
/// - ``InteractorLifecycle/isActive``
/// - ``InteractorLifecycle/isActiveStream``
///
/// ### Binding Tasks
///
/// - ``InteractorLifecycle/register(priority:_:)``
/// - ``InteractorLifecycle/registeredTaskCount``
public final class InteractorLifecycle: Sendable {
    /// Creates an inactive lifecycle with no bound tasks.
    public init() {}

    deinit {
        let (tasks, continuations) = withState { state in
            (Array(state.tasks.values), Array(state.continuations.values))
        }
        // Cancelling and finishing run outside the lock: both can call back into code
        // (cancellation handlers, `onTermination`) that may want it.
        for task in tasks {
            task.cancel()
        }
        for continuation in continuations {
            continuation.finish()
        }
    }

    /// Whether the interactor is active: between its activation and its deactivation.
    public var isActive: Bool {
        withState { $0.isActive }
    }

    /// The number of bound tasks that have neither finished nor been cancelled by a
    /// deactivation.
    ///
    /// Finished tasks remove themselves, so this count falls back to zero once the work
    /// is done; tests use it to check that nothing piles up.
    public var registeredTaskCount: Int {
        withState { $0.tasks.count }
    }

    /// A new stream of the active state: the current value first, then every change.
    ///
    /// Each read makes an independent stream. It finishes when the lifecycle is released;
    /// stop iterating earlier and the stream unregisters itself.
    public var isActiveStream: AsyncStream<Bool> {
        let (stream, continuation) = AsyncStream.makeStream(of: Bool.self)
        let id = withState { state in
            let id = state.takeID()
            state.continuations[id] = continuation
            // Yielded under the lock, so no change can slip between the current value
            // and the registration.
            continuation.yield(state.isActive)
            return id
        }
        continuation.onTermination = { [weak self] _ in
            self?.withState { _ = $0.continuations.removeValue(forKey: id) }
        }
        return stream
    }

    /// Marks the lifecycle active and runs `didBecomeActive`, unless it is already active.
    ///
    /// The new state is published on every ``isActiveStream`` before the hook runs. The
    /// hook runs on the caller's actor.
    ///
    /// - Parameter didBecomeActive: The work to do once active, such as starting tasks.
    nonisolated(nonsending) public func activate(invoking didBecomeActive: () async -> Void) async {
        let becameActive = withState { state in
            guard !state.isActive else { return false }
            state.isActive = true
            state.publish(true)
            return true
        }
        if becameActive {
            await didBecomeActive()
        }
    }

    /// Runs `willResignActive`, cancels every bound task, then marks the lifecycle
    /// inactive, unless it is inactive already or already deactivating.
    ///
    /// While `willResignActive` runs the lifecycle is still active, and a task bound then
    /// is cancelled at once. The hook runs on the caller's actor.
    ///
    /// - Parameter willResignActive: The work to do before the tasks stop.
    nonisolated(nonsending) public func deactivate(
        invoking willResignActive: () async -> Void
    ) async {
        let shouldResign = withState { state in
            guard state.isActive, !state.isResigning else { return false }
            state.isResigning = true
            return true
        }
        guard shouldResign else { return }
        await willResignActive()
        let tasks = withState { state in
            let tasks = Array(state.tasks.values)
            state.tasks.removeAll()
            return tasks
        }
        for task in tasks {
            task.cancel()
        }
        withState { state in
            state.isResigning = false
            state.isActive = false
            state.publish(false)
        }
    }

    /// Starts a task bound to this lifecycle: cancelled on deactivation, or at once when
    /// the lifecycle is not active.
    ///
    /// The operation keeps the isolation it was written with (an interactor's
    /// ``Interactable/task(priority:_:)`` passes closures isolated to the interactor).
    /// The task leaves the registry as soon as it finishes.
    ///
    /// - Parameters:
    ///   - priority: The priority of the task, or `nil` for the default.
    ///   - operation: The work to run.
    /// - Returns: The task, to await or cancel it yourself if you want.
    @discardableResult
    public func register(
        priority: TaskPriority? = nil,
        _ operation: sending @escaping @isolated(any) () async -> Void
    ) -> Task<Void, Never> {
        let id = withState { state in
            let id = state.takeID()
            state.starting.insert(id)
            return id
        }
        let task = Task(priority: priority) { [weak self] in
            await operation()
            self?.withState { $0.taskDidFinish(id) }
        }
        let accepted = withState { state in
            // A task that already finished has taken itself out of `starting`.
            guard state.starting.remove(id) != nil else { return true }
            guard state.isActive, !state.isResigning else { return false }
            state.tasks[id] = task
            return true
        }
        if !accepted {
            task.cancel()
        }
        return task
    }

    /// Everything the lock protects.
    private struct State {
        /// Whether the lifecycle is active.
        var isActive = false
        /// Whether a deactivation is running its hook or cancelling tasks.
        var isResigning = false
        /// The bound tasks that are still running, by registration number.
        var tasks: [UInt64: Task<Void, Never>] = [:]
        /// The tasks being registered: created, but not yet in `tasks`.
        var starting: Set<UInt64> = []
        /// The continuation of every live `isActiveStream`, by registration number.
        var continuations: [UInt64: AsyncStream<Bool>.Continuation] = [:]
        /// The next registration number.
        var nextID: UInt64 = 0

        /// Returns a registration number that was never returned before.
        mutating func takeID() -> UInt64 {
            nextID += 1
            return nextID
        }

        /// Forgets a task that has finished, wherever it is in its registration.
        mutating func taskDidFinish(_ id: UInt64) {
            if tasks.removeValue(forKey: id) == nil {
                starting.remove(id)
            }
        }

        /// Sends `isActive` to every stream.
        func publish(_ isActive: Bool) {
            for continuation in continuations.values {
                continuation.yield(isActive)
            }
        }
    }

    /// The lifecycle's state, behind its one lock.
    private let state = SanitizedMutex(State())

    /// Runs `body` with exclusive access to the state.
    private func withState<Result: Sendable>(_ body: (inout State) -> Result) -> Result {
        state.withLock(body)
    }
}
