import Testing
import napkin

/// The lifecycle contract: activation, deactivation, the active stream and release.
@Suite struct LifecycleTests {
    /// A new interactor is inactive and has run no hook.
    @Test func newInteractorIsInactive() async {
        let interactor = InteractorMock()
        #expect(await interactor.isActive == false)
        #expect(interactor.lifecycle.isActive == false)
        #expect(await interactor.didBecomeActiveCallCount == 0)
    }

    /// Activating twice runs `didBecomeActive()` once.
    @Test func activateIsIdempotentAndRunsDidBecomeActiveOnce() async {
        let interactor = InteractorMock()
        await interactor.activate()
        await interactor.activate()
        #expect(await interactor.isActive)
        #expect(await interactor.didBecomeActiveCallCount == 1)
    }

    /// Deactivating twice, or while inactive, runs `willResignActive()` at most once.
    @Test func deactivateIsIdempotentAndRunsWillResignActiveOnce() async {
        let interactor = InteractorMock()
        await interactor.deactivate()
        #expect(await interactor.willResignActiveCallCount == 0)
        await interactor.activate()
        await interactor.deactivate()
        await interactor.deactivate()
        #expect(await interactor.isActive == false)
        #expect(await interactor.willResignActiveCallCount == 1)
    }

    /// An interactor activated again runs `didBecomeActive()` again.
    @Test func reactivationRunsDidBecomeActiveAgain() async {
        let interactor = InteractorMock()
        await interactor.activate()
        await interactor.deactivate()
        await interactor.activate()
        #expect(await interactor.isActive)
        #expect(await interactor.didBecomeActiveCallCount == 2)
    }

    /// `willResignActive()` runs while the bound tasks are still running.
    @Test func willResignActiveRunsBeforeBoundTasksAreCancelled() async {
        let interactor = ResignOrderInteractorMock()
        await interactor.activate()
        let boundTask = await interactor.boundTask
        await interactor.deactivate()
        await boundTask?.value
        #expect(interactor.log.entries == ["willResignActive", "task.cancelled"])
        #expect(await interactor.taskWasCancelledDuringWillResignActive == false)
        #expect(boundTask?.isCancelled == true)
    }

    /// A stream yields the current value, then each change, and ends with the lifecycle.
    @Test func isActiveStreamYieldsCurrentValueThenChangesAndFinishesOnRelease() async {
        var lifecycle: InteractorLifecycle? = InteractorLifecycle()
        let streamMadeInactive = lifecycle!.isActiveStream
        await lifecycle!.activate {}
        let streamMadeActive = lifecycle!.isActiveStream
        await lifecycle!.activate {}
        await lifecycle!.deactivate {}
        await lifecycle!.activate {}
        lifecycle = nil

        // Both loops end only because releasing the lifecycle finished the streams.
        var seenByFirst: [Bool] = []
        for await value in streamMadeInactive {
            seenByFirst.append(value)
        }
        var seenBySecond: [Bool] = []
        for await value in streamMadeActive {
            seenBySecond.append(value)
        }
        #expect(seenByFirst == [false, true, false, true])
        #expect(seenBySecond == [true, false, true])
    }

    /// An interactor's stream is its lifecycle's.
    @Test func interactorIsActiveStreamFollowsItsLifecycle() async {
        var interactor: InteractorMock? = InteractorMock()
        let stream = interactor!.isActiveStream
        await interactor!.activate()
        await interactor!.deactivate()
        interactor = nil
        var seen: [Bool] = []
        for await value in stream {
            seen.append(value)
        }
        #expect(seen == [false, true, false])
    }

    /// Releasing an active interactor cancels the bound tasks that do not hold it.
    @Test func releasingAnActiveInteractorCancelsItsTasks() async {
        var interactor: InteractorMock? = InteractorMock()
        await interactor!.activate()
        let boundTask = await interactor!.startTaskWaitingForCancellation()
        let log = interactor!.log
        weak let released = interactor
        interactor = nil
        #expect(released == nil)
        await boundTask.value
        #expect(boundTask.isCancelled)
        #expect(log.entries.last == "interactor.task.cancelled")
    }

    /// Overlapping activations and deactivations leave no bound task on an inactive interactor.
    @Test func overlappingActivateAndDeactivateLeaveAConsistentState() async {
        let interactor = InteractorMock(suspendsInHooks: true)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask {
                    if index.isMultiple(of: 2) {
                        await interactor.activate()
                        await interactor.startTaskWaitingForCancellation()
                    } else {
                        await interactor.deactivate()
                    }
                }
            }
        }
        let isActive = await interactor.isActive
        let taskCount = interactor.lifecycle.registeredTaskCount
        #expect(isActive || taskCount == 0)
        await interactor.deactivate()
        #expect(await interactor.isActive == false)
        #expect(interactor.lifecycle.registeredTaskCount == 0)
        let becameActive = await interactor.didBecomeActiveCallCount
        let resigned = await interactor.willResignActiveCallCount
        #expect(becameActive == resigned)
    }
}

/// An interactor that records whether its bound task was cancelled while it resigned.
private final actor ResignOrderInteractorMock: Interactable {
    /// The interactor's lifecycle.
    nonisolated let lifecycle = InteractorLifecycle()
    /// Where the hook and the task write.
    nonisolated let log = EventLog()
    /// The task started on activation.
    private(set) var boundTask: Task<Void, Never>?
    /// Whether the bound task was cancelled when `willResignActive()` ran.
    private(set) var taskWasCancelledDuringWillResignActive: Bool?

    /// Runs when the interactor becomes active.
    func didBecomeActive() async {
        boundTask = task { [log] in
            let cancelled = await sleepUntilCancelled()
            log.append(cancelled ? "task.cancelled" : "task.timedOut")
        }
    }

    /// Runs before the interactor becomes inactive.
    func willResignActive() async {
        log.append("willResignActive")
        taskWasCancelledDuringWillResignActive = boundTask?.isCancelled
    }
}
