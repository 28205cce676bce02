import Testing
import napkin

/// Attaching and detaching routers (loading is in `RouterLoadingTests`).
@MainActor
@Suite struct RouterTests {
    /// Makes a router with a mock interactor named `name`, writing to `log`.
    private func makeRouter(_ name: String, log: EventLog) -> RouterMock {
        RouterMock(interactor: InteractorMock(name: name, log: log))
    }

    /// A new router has no children, is not loaded, and exposes its interactor.
    @Test func newRouterHasNoChildrenAndIsNotLoaded() {
        let router = makeRouter("router", log: EventLog())
        #expect(router.children.isEmpty)
        #expect(router.didLoadCallCount == 0)
        #expect(router.interactable === router.interactor)
    }

    /// Attaching appends the child, activates its interactor, then loads it.
    @Test func attachChildActivatesThenLoads() async {
        let log = EventLog()
        let parent = makeRouter("parent", log: log)
        let child = makeRouter("child", log: log)
        await parent.attachChild(child)
        #expect(parent.children.count == 1)
        #expect(parent.children.first === child)
        #expect(await child.interactor.isActive)
        #expect(log.entries == ["child.didBecomeActive", "child.didLoad"])
    }

    /// Attaching an attached child again changes nothing.
    @Test func secondAttachOfTheSameChildIsRefusedAndTheTreeIsUnchanged() async {
        let log = EventLog()
        let parent = makeRouter("parent", log: log)
        let child = makeRouter("child", log: log)
        let other = makeRouter("other", log: log)
        await parent.attachChild(child)
        await parent.attachChild(other)
        await parent.attachChild(child)
        #expect(
            parent.children.map(ObjectIdentifier.init) == [child, other].map(ObjectIdentifier.init))
        #expect(await child.interactor.didBecomeActiveCallCount == 1)
        #expect(child.didLoadCallCount == 1)
        #expect(
            log.entries == [
                "child.didBecomeActive", "child.didLoad", "other.didBecomeActive", "other.didLoad",
            ])
    }

    /// Detaching deactivates the subtree children first, and empties it.
    @Test func detachDeactivatesTheWholeSubtreeLeafFirst() async {
        let log = EventLog()
        let root = makeRouter("root", log: log)
        let a = makeRouter("a", log: log)
        let b = makeRouter("b", log: log)
        let c = makeRouter("c", log: log)
        let d = makeRouter("d", log: log)
        await root.attachChild(a)
        await a.attachChild(b)
        await a.attachChild(c)
        await b.attachChild(d)
        let attachedCount = log.entries.count

        await root.detachChild(a)

        #expect(
            Array(log.entries.dropFirst(attachedCount)) == [
                "d.willResignActive", "b.willResignActive", "c.willResignActive",
                "a.willResignActive",
            ])
        #expect(root.children.isEmpty)
        #expect(a.children.isEmpty)
        #expect(b.children.isEmpty)
        for router in [a, b, c, d] {
            #expect(await router.interactor.isActive == false)
        }
        #expect(await root.interactor.willResignActiveCallCount == 0)
    }

    /// Nothing keeps a detached subtree alive.
    @Test func detachedSubtreeIsReleased() async {
        let log = EventLog()
        let root = makeRouter("root", log: log)
        var child: RouterMock? = makeRouter("child", log: log)
        var grandchild: RouterMock? = makeRouter("grandchild", log: log)
        weak let releasedChild = child?.interactor
        weak let releasedGrandchild = grandchild?.interactor
        await root.attachChild(child!)
        await child!.attachChild(grandchild!)
        grandchild = nil
        await root.detachChild(child!)
        child = nil
        #expect(releasedChild == nil)
        #expect(releasedGrandchild == nil)
    }

    /// Detaching a router that is not a child changes nothing.
    @Test func detachOfARouterThatIsNotAChildDoesNothing() async {
        let log = EventLog()
        let parent = makeRouter("parent", log: log)
        let stranger = makeRouter("stranger", log: log)
        await stranger.interactor.activate()
        await parent.detachChild(stranger)
        #expect(await stranger.interactor.isActive)
        #expect(log.entries == ["stranger.didBecomeActive"])
    }

    /// A detached child can be attached again, and is not loaded twice.
    @Test func detachedChildCanBeAttachedAgain() async {
        let log = EventLog()
        let parent = makeRouter("parent", log: log)
        let child = makeRouter("child", log: log)
        await parent.attachChild(child)
        await parent.detachChild(child)
        await parent.attachChild(child)
        #expect(parent.children.count == 1)
        #expect(await child.interactor.isActive)
        #expect(await child.interactor.didBecomeActiveCallCount == 2)
        #expect(child.didLoadCallCount == 1)
    }

    /// An attach and a detach that overlap agree with the final tree.
    @Test func attachThenImmediateDetachLeavesTheChildInactive() async {
        let log = EventLog()
        let parent = makeRouter("parent", log: log)
        let child = RouterMock(
            interactor: InteractorMock(name: "child", log: log, suspendsInHooks: true))
        async let attach: Void = parent.attachChild(child)
        async let detach: Void = parent.detachChild(child)
        _ = await (attach, detach)
        let attached = parent.children.contains { $0 === child }
        #expect(await child.interactor.isActive == attached)
    }

    /// A child attached again while its detach is still deactivating it ends active.
    @Test func reattachWhileADetachIsDeactivatingLeavesTheChildActive() async {
        let parent = makeRouter("parent", log: EventLog())
        let interactor = ResignGateInteractorMock()
        let child = Router(interactor: interactor)
        await parent.attachChild(child)
        let detach = Task { await parent.detachChild(child) }
        #expect(await eventually { await interactor.isWaitingAtGate })

        // The interactor is still resigning, so this activation alone would be lost.
        await parent.attachChild(child)
        await interactor.openGate()
        await detach.value

        #expect(parent.children.count == 1)
        #expect(await interactor.isActive)
        #expect(await interactor.didBecomeActiveCallCount == 2)
    }
}

/// An interactor whose first `willResignActive()` waits at a gate.
private final actor ResignGateInteractorMock: Interactable {
    /// The interactor's lifecycle.
    nonisolated let lifecycle = InteractorLifecycle()
    /// How many times `didBecomeActive()` ran.
    private(set) var didBecomeActiveCallCount = 0
    /// Whether the hook is waiting at the gate.
    private(set) var isWaitingAtGate = false
    /// Whether the gate was used already.
    private var hasWaited = false
    /// The suspended hook, while it waits.
    private var gate: CheckedContinuation<Void, Never>?

    /// Runs when the interactor becomes active.
    func didBecomeActive() async {
        didBecomeActiveCallCount += 1
    }

    /// Runs before the interactor becomes inactive.
    func willResignActive() async {
        guard !hasWaited else { return }
        hasWaited = true
        await withCheckedContinuation { continuation in
            gate = continuation
            isWaitingAtGate = true
        }
    }

    /// Resumes the hook waiting at the gate.
    func openGate() {
        gate?.resume()
        gate = nil
    }
}
