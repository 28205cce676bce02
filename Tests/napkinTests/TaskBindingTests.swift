import Testing
import napkin

/// Tasks started with `task {}` are bound to the lifecycle.
@Suite struct TaskBindingTests {
    /// A task started while inactive is cancelled at once.
    @Test func taskStartedWhileInactiveIsCancelledAtOnce() async {
        let interactor = InteractorMock()
        let boundTask = await interactor.startTaskWaitingForCancellation()
        #expect(boundTask.isCancelled)
        await boundTask.value
        #expect(interactor.log.entries == ["interactor.task.cancelled"])
        #expect(interactor.lifecycle.registeredTaskCount == 0)
    }

    /// A task that `didBecomeActive()` starts after a deactivation overtook it is cancelled.
    @Test func taskStartedAfterADeactivationThatOvertookDidBecomeActiveIsCancelledAtOnce() async {
        let interactor = GatedInteractorMock()
        let activation = Task { await interactor.activate() }
        #expect(await eventually { await interactor.isWaitingAtGate })
        await interactor.deactivate()
        await interactor.openGate()
        await activation.value
        let lateTask = await interactor.lateTask
        #expect(lateTask?.isCancelled == true)
        #expect(await interactor.isActive == false)
        #expect(interactor.lifecycle.registeredTaskCount == 0)
    }

    /// Deactivation cancels a bound task.
    @Test func boundTaskIsCancelledOnDeactivation() async {
        let interactor = InteractorMock()
        await interactor.activate()
        let boundTask = await interactor.startTaskWaitingForCancellation()
        #expect(boundTask.isCancelled == false)
        #expect(interactor.lifecycle.registeredTaskCount == 1)
        await interactor.deactivate()
        await boundTask.value
        #expect(boundTask.isCancelled)
        #expect(interactor.log.entries.last == "interactor.task.cancelled")
        #expect(interactor.lifecycle.registeredTaskCount == 0)
    }

    /// After 10,000 short tasks, the registry holds none.
    @Test func finishedTasksAreDroppedFromTheRegistry() async {
        let interactor = CountingInteractorMock()
        await interactor.activate()
        let tasks = await interactor.startShortTasks(count: 10_000)
        for task in tasks {
            await task.value
        }
        #expect(await interactor.finishedTaskCount == 10_000)
        #expect(interactor.lifecycle.registeredTaskCount == 0)
        #expect(await interactor.isActive)
    }

    /// A bound task's closure runs on the interactor and may change its state.
    @Test func taskClosureRunsIsolatedToTheInteractor() async {
        let interactor = CountingInteractorMock()
        await interactor.activate()
        let tasks = await interactor.startShortTasks(count: 100)
        for task in tasks {
            await task.value
        }
        #expect(await interactor.finishedTaskCount == 100)
    }

    /// `register` binds a task given from outside the interactor.
    @Test func lifecycleRegisterBindsATaskFromOutside() async {
        let lifecycle = InteractorLifecycle()
        let rejected = lifecycle.register { await sleepUntilCancelled() }
        #expect(rejected.isCancelled)
        await lifecycle.activate {}
        let bound = lifecycle.register { await sleepUntilCancelled() }
        #expect(lifecycle.registeredTaskCount == 1)
        await lifecycle.deactivate {}
        await bound.value
        #expect(bound.isCancelled)
    }
}

/// An interactor whose `didBecomeActive()` waits at a gate, then starts a bound task.
private final actor GatedInteractorMock: Interactable {
    /// The interactor's lifecycle.
    nonisolated let lifecycle = InteractorLifecycle()
    /// Whether the hook is waiting at the gate.
    private(set) var isWaitingAtGate = false
    /// The task started after the gate.
    private(set) var lateTask: Task<Void, Never>?
    /// The suspended hook, while it waits.
    private var gate: CheckedContinuation<Void, Never>?

    /// Runs when the interactor becomes active.
    func didBecomeActive() async {
        await withCheckedContinuation { continuation in
            gate = continuation
            isWaitingAtGate = true
        }
        lateTask = task { await sleepUntilCancelled() }
    }

    /// Resumes the hook waiting at the gate.
    func openGate() {
        gate?.resume()
        gate = nil
    }
}

/// An interactor whose bound tasks change its own state, as `Task {}` in an actor can.
private final actor CountingInteractorMock: Interactable {
    /// The interactor's lifecycle.
    nonisolated let lifecycle = InteractorLifecycle()
    /// How many bound tasks have run.
    private(set) var finishedTaskCount = 0

    /// Starts `count` bound tasks that each count themselves.
    func startShortTasks(count: Int) -> [Task<Void, Never>] {
        (0..<count).map { _ in
            task {
                self.assertIsolated()
                self.finishedTaskCount += 1
            }
        }
    }
}
