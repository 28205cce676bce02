import napkin

/// An interactor for the stress tests whose hooks do what features do: `didBecomeActive()`
/// starts a bound task and routes to its router's permanent child, `willResignActive()`
/// starts a task too late (it must be cancelled at once), and both suspend, to widen the
/// windows in which concurrent calls interleave.
final actor StressInteractor: Interactable {
    /// The interactor's lifecycle.
    nonisolated let lifecycle = InteractorLifecycle()

    /// Where bound tasks are counted.
    nonisolated let ledger: TaskLedger

    /// The router that owns this interactor; weak, as the router holds the interactor.
    private weak var router: StressRouter?

    /// How many times `didBecomeActive()` ran.
    private(set) var didBecomeActiveCallCount = 0

    /// How many times `willResignActive()` ran.
    private(set) var willResignActiveCallCount = 0

    /// Creates an inactive interactor counting its tasks in `ledger`.
    init(ledger: TaskLedger) {
        self.ledger = ledger
    }

    /// Remembers the router to route through.
    func bind(to router: StressRouter) {
        self.router = router
    }

    /// Starts a bound task, then attaches the router's permanent child.
    func didBecomeActive() async {
        didBecomeActiveCallCount += 1
        startWaitingTask()
        await Task.yield()
        await router?.attachPermanentChild()
    }

    /// Starts a task while deactivating, which the lifecycle must cancel at once.
    func willResignActive() async {
        willResignActiveCallCount += 1
        let lateTask = startWaitingTask()
        if !lateTask.isCancelled {
            ledger.recordEscapedTask()
        }
        await Task.yield()
    }

    /// Starts a bound task, with `task {}`, that runs until it is cancelled.
    @discardableResult
    func startWaitingTask() -> Task<Void, Never> {
        ledger.taskWillStart()
        return task { [ledger] in
            await waitForCancellation()
            ledger.taskDidEnd()
        }
    }

    /// Binds a task that runs until it is cancelled straight through the lifecycle, from
    /// whatever thread calls it, so that registration races the interactor's own calls.
    nonisolated func registerWaitingTaskFromOutside() {
        ledger.taskWillStart()
        lifecycle.register { [ledger] in
            await waitForCancellation()
            ledger.taskDidEnd()
        }
    }
}
