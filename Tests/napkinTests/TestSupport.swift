import NapkinLocking
import napkin

/// An ordered, thread-safe record of what happened, shared by the mocks of one test.
final class EventLog: Sendable {
    /// The entries, in the order they were appended.
    private let storage = SanitizedMutex<[String]>([])

    /// Appends one entry.
    func append(_ entry: String) {
        storage.withLock { $0.append(entry) }
    }

    /// Every entry so far.
    var entries: [String] {
        storage.withLock { $0 }
    }
}

/// An interactor that counts its hooks and writes them to a log.
final actor InteractorMock: Interactable {
    /// The interactor's lifecycle.
    nonisolated let lifecycle = InteractorLifecycle()

    /// The name used in log entries.
    nonisolated let name: String

    /// Where the hooks are written.
    nonisolated let log: EventLog

    /// Whether each hook suspends once, to widen the windows in which calls interleave.
    nonisolated let suspendsInHooks: Bool

    /// How many times `didBecomeActive()` ran.
    private(set) var didBecomeActiveCallCount = 0

    /// How many times `willResignActive()` ran.
    private(set) var willResignActiveCallCount = 0

    /// Creates a mock writing to `log` under `name`.
    init(name: String = "interactor", log: EventLog = EventLog(), suspendsInHooks: Bool = false) {
        self.name = name
        self.log = log
        self.suspendsInHooks = suspendsInHooks
    }

    /// Runs when the interactor becomes active.
    func didBecomeActive() async {
        didBecomeActiveCallCount += 1
        log.append("\(name).didBecomeActive")
        if suspendsInHooks {
            await Task.yield()
        }
    }

    /// Runs before the interactor becomes inactive.
    func willResignActive() async {
        willResignActiveCallCount += 1
        log.append("\(name).willResignActive")
        if suspendsInHooks {
            await Task.yield()
        }
    }

    /// Starts a bound task that waits for cancellation, then logs it.
    @discardableResult
    func startTaskWaitingForCancellation() -> Task<Void, Never> {
        task { [log, name] in
            let cancelled = await sleepUntilCancelled()
            log.append("\(name).task.\(cancelled ? "cancelled" : "timedOut")")
        }
    }
}

/// A router that counts its loads and writes them to its interactor's log.
final class RouterMock: Router<InteractorMock> {
    /// How many times `didLoad()` ran.
    private(set) var didLoadCallCount = 0

    /// Counts and logs the load.
    override func didLoad() async {
        didLoadCallCount += 1
        interactor.log.append("\(interactor.name).didLoad")
    }
}

/// A router whose `didLoad()` attaches one permanent child, logging around the attach.
final class PermanentChildRouterMock: Router<InteractorMock> {
    /// The child attached when the router loads.
    let permanentChild: any Routing

    /// How many times `didLoad()` ran.
    private(set) var didLoadCallCount = 0

    /// Creates a router for `interactor` that attaches `permanentChild` when it loads.
    init(interactor: InteractorMock, permanentChild: any Routing) {
        self.permanentChild = permanentChild
        super.init(interactor: interactor)
    }

    /// Attaches the permanent child, logging before and after.
    override func didLoad() async {
        didLoadCallCount += 1
        interactor.log.append("\(interactor.name).didLoad")
        await attachChild(permanentChild)
        interactor.log.append("\(interactor.name).didLoad returned")
    }
}

/// Suspends until the current task is cancelled, or 30 seconds pass so that a broken
/// cancellation fails a test instead of hanging it; returns whether it was cancelled.
@discardableResult
func sleepUntilCancelled() async -> Bool {
    do {
        try await Task.sleep(for: .seconds(30))
        return false
    } catch {
        return true
    }
}

/// Polls `condition` until it holds or `timeout` passes; returns whether it held.
///
/// Used only where no event can be awaited directly, such as the release of an object.
func eventually(
    timeout: Duration = .seconds(20),
    _ condition: @Sendable () async -> Bool
) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while clock.now < deadline {
        if await condition() {
            return true
        }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return await condition()
}

/// A weak reference, to check that an object has been released.
struct WeakReference<Object: AnyObject & Sendable>: Sendable {
    /// The object, while it lives.
    weak var object: Object?
}
