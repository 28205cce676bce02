import Testing
import napkin

/// The napkins one stress run races over, and the model of what the tree should hold.
///
/// The tree is `root → parent → children → grandchildren`: the workers attach and detach
/// the children on the one parent, and each child's interactor attaches its grandchild
/// when it becomes active. Beside the tree, free interactors take activations,
/// deactivations and bound tasks directly.
@MainActor
final class StressArena {
    /// Where every bound task of the run is counted.
    nonisolated let ledger: TaskLedger

    /// The root, which attaches `parent` for the whole run.
    let root: StressRouter

    /// The one parent whose children the workers attach and detach.
    let parent: StressRouter

    /// The children raced on `parent`.
    let children: [StressRouter]

    /// The interactors of `children`, reachable from any thread.
    nonisolated let childInteractors: [StressInteractor]

    /// Interactors outside any tree, activated and deactivated directly.
    nonisolated let freeInteractors: [StressInteractor]

    /// The children whose latest operation was an attach.
    private var attached = Set<ObjectIdentifier>()

    /// The attaches and detaches running on each child.
    private var operationsInFlight: [ObjectIdentifier: Int] = [:]

    /// How many times a child's subtree was checked after its last running operation.
    private(set) var settledChecks = 0

    /// How many of those checks found the subtree out of line with the model.
    private(set) var settledViolations = 0

    /// How many attaches and detaches the workers ran.
    private(set) var treeOperations = 0

    /// Builds the napkins and attaches `parent` to `root`.
    ///
    /// - Parameters:
    ///   - childCount: How many children the workers race on the parent.
    ///   - freeCount: How many interactors the workers race outside the tree.
    init(childCount: Int, freeCount: Int) async {
        let ledger = TaskLedger()
        self.ledger = ledger
        var children: [StressRouter] = []
        for _ in 0..<childCount {
            let grandchild = await StressRouter.make(ledger: ledger)
            children.append(await StressRouter.make(ledger: ledger, permanentChild: grandchild))
        }
        self.children = children
        childInteractors = children.map(\.interactor)
        freeInteractors = (0..<freeCount).map { _ in StressInteractor(ledger: ledger) }
        parent = await StressRouter.make(ledger: ledger)
        root = await StressRouter.make(ledger: ledger)
        await root.attachChild(parent)
    }

    /// Runs `operations` random lifecycle operations, off the main actor.
    ///
    /// - Parameters:
    ///   - seed: The seed of this worker's operations, to replay a failure.
    ///   - operations: How many operations to run.
    nonisolated func runWorker(seed: UInt64, operations: Int) async {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<operations {
            let free = freeInteractors[Int(generator.next() % UInt64(freeInteractors.count))]
            let childIndex = Int(generator.next() % UInt64(childInteractors.count))
            switch generator.next() % 7 {
            case 0: await free.activate()
            case 1: await free.deactivate()
            case 2: await free.startWaitingTask()
            case 3: free.registerWaitingTaskFromOutside()
            case 4: await attachChild(at: childIndex)
            case 5: await detachChild(at: childIndex)
            default: await childInteractors[childIndex].startWaitingTask()
            }
            ledger.recordOperation()
        }
    }

    /// Attaches a child, recording it in the model in the same main-actor step: the router
    /// changes its children before its first suspension.
    private func attachChild(at index: Int) async {
        let child = children[index]
        attached.insert(ObjectIdentifier(child))
        operationsInFlight[ObjectIdentifier(child), default: 0] += 1
        treeOperations += 1
        await parent.attachChild(child)
        didFinishOperation(on: child)
    }

    /// Detaches a child, recording it in the model in the same main-actor step.
    private func detachChild(at index: Int) async {
        let child = children[index]
        attached.remove(ObjectIdentifier(child))
        operationsInFlight[ObjectIdentifier(child), default: 0] += 1
        treeOperations += 1
        await parent.detachChild(child)
        didFinishOperation(on: child)
    }

    /// Checks `child`'s subtree once no attach or detach of it is running any more.
    ///
    /// Overlapping calls may leave a subtree half-changed while they run, but the last one to
    /// return must leave it settled; the check is synchronous, so nothing interleaves with it.
    private func didFinishOperation(on child: StressRouter) {
        let id = ObjectIdentifier(child)
        operationsInFlight[id, default: 0] -= 1
        guard operationsInFlight[id] == 0 else { return }
        settledChecks += 1
        let isAttached = attached.contains(id)
        let grandchild = child.permanentChild!
        let expectedChildren = isAttached ? [ObjectIdentifier(grandchild)] : []
        if child.interactor.lifecycle.isActive != isAttached
            || grandchild.interactor.lifecycle.isActive != isAttached
            || child.children.map(ObjectIdentifier.init) != expectedChildren
        {
            settledViolations += 1
        }
    }
}

extension StressArena {
    /// Checks that the tree is what the workers' latest operations made it: each attached
    /// child active and loaded with its grandchild attached and active, and each detached
    /// child inactive, without children, its grandchild inactive too.
    ///
    /// - Returns: Whether every check held.
    func expectTreeMatchesTheModel() async -> Bool {
        let childIDs = parent.children.map(ObjectIdentifier.init)
        var holds = Self.verify(Set(childIDs).count == childIDs.count, "children are unique")
        holds = Self.verify(Set(childIDs) == attached, "children match the model") && holds
        for (index, child) in children.enumerated() {
            let isAttached = attached.contains(ObjectIdentifier(child))
            let grandchild = child.permanentChild!
            let isActive = await child.interactor.isActive
            let grandchildIsActive = await grandchild.interactor.isActive
            let expectedChildren = isAttached ? [ObjectIdentifier(grandchild)] : []
            let hasExpectedChildren = child.children.map(ObjectIdentifier.init) == expectedChildren
            // Loading happens once, on the first attach that activates the child.
            let loads = child.didLoadCallCount
            holds =
                Self.verify(
                    isActive == isAttached && grandchildIsActive == isAttached
                        && hasExpectedChildren && (isAttached ? loads == 1 : loads <= 1),
                    """
                    child \(index): attached \(isAttached), active \(isActive), grandchild active \
                    \(grandchildIsActive), children as expected \(hasExpectedChildren), loads \(loads)
                    """) && holds
            holds = await Self.expectBalancedHooks(child.interactor, "child \(index)") && holds
            holds =
                await Self.expectBalancedHooks(grandchild.interactor, "grandchild \(index)")
                && holds
        }
        return holds
    }

    /// Checks that every free interactor ran `willResignActive()` once per
    /// `didBecomeActive()`, bar the current activation, and that an inactive one has no
    /// bound task left.
    ///
    /// - Returns: Whether every check held.
    func expectFreeInteractorsAreBalanced() async -> Bool {
        var holds = true
        for (index, interactor) in freeInteractors.enumerated() {
            holds = await Self.expectBalancedHooks(interactor, "free interactor \(index)") && holds
        }
        return holds
    }

    /// Detaches `parent` from the root and deactivates the free interactors, then checks that
    /// nothing is active, no task is registered, and every bound task has ended.
    func tearDownAndExpectNothingLeftRunning() async {
        await root.detachChild(parent)
        for interactor in freeInteractors {
            await interactor.deactivate()
        }
        #expect(parent.children.isEmpty)
        let interactors =
            [parent.interactor] + childInteractors + children.map { $0.permanentChild!.interactor }
            + freeInteractors
        for interactor in interactors {
            #expect(await interactor.isActive == false)
            #expect(interactor.lifecycle.registeredTaskCount == 0)
        }
        #expect(ledger.escapedTasks == 0)
        let ledger = ledger
        #expect(await eventually { ledger.liveTasks == 0 }, "\(ledger.liveTasks) tasks still run")
    }

    /// Checks one interactor's hook counts against its state, and that it has no bound task
    /// left when inactive.
    ///
    /// - Returns: Whether the checks held.
    private static func expectBalancedHooks(
        _ interactor: StressInteractor, _ name: String
    ) async -> Bool {
        let isActive = await interactor.isActive
        let becameActive = await interactor.didBecomeActiveCallCount
        let resigned = await interactor.willResignActiveCallCount
        let registered = interactor.lifecycle.registeredTaskCount
        return verify(
            becameActive == resigned + (isActive ? 1 : 0) && (isActive || registered == 0),
            """
            \(name): active \(isActive), didBecomeActive \(becameActive) times, \
            willResignActive \(resigned) times, \(registered) tasks registered
            """)
    }

    /// Records an issue, with `comment`, when `condition` is false.
    ///
    /// - Returns: `condition`.
    private static func verify(
        _ condition: Bool, _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        #expect(condition, comment, sourceLocation: sourceLocation)
        return condition
    }
}
