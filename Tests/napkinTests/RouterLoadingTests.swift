import Testing
import napkin

/// Loading routers: `load()` runs `didLoad()` once and awaits it, `loaded()` waits for it.
@MainActor
@Suite struct RouterLoadingTests {
    /// Makes a router named `parent` whose `didLoad()` attaches a child named `child`.
    private func makeParentWithPermanentChild(
        log: EventLog
    ) -> (
        parent: PermanentChildRouterMock, child: RouterMock
    ) {
        let child = RouterMock(interactor: InteractorMock(name: "child", log: log))
        let parent = PermanentChildRouterMock(
            interactor: InteractorMock(name: "parent", log: log), permanentChild: child)
        return (parent, child)
    }

    /// `load()` runs `didLoad()` once, and `loaded()` returns only after it.
    @Test func loadRunsDidLoadOnceAndLoadedWaitsForIt() async {
        let log = EventLog()
        let router = RouterMock(interactor: InteractorMock(name: "router", log: log))
        let waiter = Task { @MainActor in
            await router.loaded()
            log.append("loaded returned")
        }
        // The main actor runs jobs in order: after these yields the waiter is suspended
        // in `loaded()`, unless `loaded()` failed to wait.
        for _ in 0..<10 {
            await Task.yield()
        }
        #expect(log.entries.isEmpty)

        await router.load()
        await router.load()
        await waiter.value
        await router.loaded()

        #expect(router.didLoadCallCount == 1)
        #expect(log.entries == ["router.didLoad", "loaded returned"])
    }

    /// A `load()` or `loaded()` call made while `didLoad()` is suspended waits for it to
    /// return, and the hook still runs once.
    @Test func loadWhileDidLoadIsSuspendedWaitsForItAndDoesNotRunItAgain() async {
        let log = EventLog()
        let router = GatedLoadRouterMock(log: log)
        let first = Task { @MainActor in
            await router.load()
            log.append("first load returned")
        }
        #expect(await eventually { await router.isWaitingAtGate })
        let second = Task { @MainActor in
            await router.load()
            log.append("second load returned")
        }
        let waiter = Task { @MainActor in
            await router.loaded()
            log.append("loaded returned")
        }
        for _ in 0..<10 {
            await Task.yield()
        }
        #expect(log.entries == ["didLoad started"])

        router.openGate()
        await first.value
        await second.value
        await waiter.value

        #expect(router.didLoadCallCount == 1)
        #expect(Array(log.entries.prefix(2)) == ["didLoad started", "didLoad finished"])
        #expect(
            Set(log.entries.dropFirst(2))
                == ["first load returned", "second load returned", "loaded returned"])
        #expect(log.entries.count == 5)
    }

    /// A child that `didLoad()` attaches is attached, active and loaded once `load()`
    /// returns, and it was activated before it was loaded.
    @Test func childAttachedInDidLoadIsActiveAndLoadedWhenLoadReturns() async {
        let log = EventLog()
        let (parent, child) = makeParentWithPermanentChild(log: log)

        await parent.load()

        #expect(parent.children.map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
        #expect(await child.interactor.isActive)
        #expect(child.didLoadCallCount == 1)
        #expect(
            log.entries == [
                "parent.didLoad", "child.didBecomeActive", "child.didLoad",
                "parent.didLoad returned",
            ])
    }

    /// Attaching a router whose `didLoad()` attaches a child returns once the whole branch
    /// is active and loaded: parent activated, parent loaded, and within that, the child.
    @Test func attachReturnsOnceTheChildrenAttachedInDidLoadAreLoaded() async {
        let log = EventLog()
        let root = RouterMock(interactor: InteractorMock(name: "root", log: log))
        let (parent, child) = makeParentWithPermanentChild(log: log)

        await root.attachChild(parent)

        #expect(await parent.interactor.isActive)
        #expect(await child.interactor.isActive)
        #expect(parent.children.count == 1)
        #expect(child.didLoadCallCount == 1)
        #expect(
            log.entries == [
                "parent.didBecomeActive", "parent.didLoad", "child.didBecomeActive",
                "child.didLoad", "parent.didLoad returned",
            ])
    }

    /// Detaching a router whose `didLoad()` attached a child deactivates that child too.
    @Test func detachDeactivatesTheChildrenAttachedInDidLoad() async {
        let log = EventLog()
        let root = RouterMock(interactor: InteractorMock(name: "root", log: log))
        let (parent, child) = makeParentWithPermanentChild(log: log)
        await root.attachChild(parent)
        let attachedCount = log.entries.count

        await root.detachChild(parent)

        #expect(
            Array(log.entries.dropFirst(attachedCount)) == [
                "child.willResignActive", "parent.willResignActive",
            ])
        #expect(parent.children.isEmpty)
        #expect(await child.interactor.isActive == false)
    }
}

/// A router whose `didLoad()` waits at a gate until the test opens it.
private final class GatedLoadRouterMock: Router<InteractorMock> {
    /// How many times `didLoad()` ran.
    private(set) var didLoadCallCount = 0
    /// Whether `didLoad()` is waiting at the gate.
    private(set) var isWaitingAtGate = false
    /// The suspended hook, while it waits.
    private var gate: CheckedContinuation<Void, Never>?
    /// Where the hook writes.
    private let log: EventLog

    /// Creates a router writing to `log`.
    init(log: EventLog) {
        self.log = log
        super.init(interactor: InteractorMock(name: "gated", log: log))
    }

    /// Logs, waits at the gate, then logs again.
    override func didLoad() async {
        didLoadCallCount += 1
        log.append("didLoad started")
        await withCheckedContinuation { continuation in
            gate = continuation
            isWaitingAtGate = true
        }
        log.append("didLoad finished")
    }

    /// Resumes the hook waiting at the gate.
    func openGate() {
        gate?.resume()
        gate = nil
        isWaitingAtGate = false
    }
}
