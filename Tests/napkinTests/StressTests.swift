import Testing
import napkin

/// Many overlapping attaches and detaches leave a consistent tree.
@MainActor
@Suite struct StressTests {
    /// 10,000 concurrent attaches and detaches leave the tree and the interactors consistent.
    @Test func tenThousandConcurrentAttachAndDetachOperationsLeaveAConsistentTree() async {
        let references = await attachAndDetachConcurrently()
        // Once nothing holds them, every interactor is released.
        #expect(await eventually { references.allSatisfy { $0.object == nil } })
    }

    /// Runs 100 random attach and detach operations on `parent`, recording each in `model`.
    private static func runWorker(
        seed: UInt64, parent: RouterMock, children: [any Routing], model: AttachmentModel
    ) async {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<100 {
            let child = children[Int(generator.next() % UInt64(children.count))]
            // The model changes in the same main-actor step as the tree: both calls update
            // the children before their first suspension.
            if generator.next().isMultiple(of: 2) {
                model.attached.insert(ObjectIdentifier(child))
                await parent.attachChild(child)
            } else {
                model.attached.remove(ObjectIdentifier(child))
                await parent.detachChild(child)
            }
        }
    }

    /// Runs `count` workers at once, each with a seed of its own, until all have finished.
    private static func runWorkers(
        _ count: Int, parent: RouterMock, children: [any Routing], model: AttachmentModel
    ) async {
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<count {
                group.addTask {
                    await runWorker(
                        seed: UInt64(worker + 1), parent: parent, children: children, model: model)
                }
            }
        }
    }

    /// Runs the 10,000 operations and checks the tree; returns weak references to every
    /// interactor, which nothing holds once this returns.
    private func attachAndDetachConcurrently() async -> [WeakReference<InteractorMock>] {
        let log = EventLog()
        let parent = RouterMock(interactor: InteractorMock(name: "parent", log: log))
        let children = (0..<100).map { index in
            RouterMock(
                interactor: InteractorMock(name: "child\(index)", log: log, suspendsInHooks: true))
        }
        let model = AttachmentModel()

        // 100 tasks of 100 operations each, interleaving at every suspension.
        await Self.runWorkers(100, parent: parent, children: children, model: model)

        // The children list is right, without duplicates.
        let childIDs = parent.children.map(ObjectIdentifier.init)
        #expect(Set(childIDs).count == childIDs.count)
        #expect(Set(childIDs) == model.attached)

        // Every attached interactor is active and loaded; every detached one is inactive.
        for child in children {
            let isAttached = model.attached.contains(ObjectIdentifier(child))
            #expect(await child.interactor.isActive == isAttached)
            let becameActive = await child.interactor.didBecomeActiveCallCount
            let resigned = await child.interactor.willResignActiveCallCount
            #expect(becameActive == resigned + (isAttached ? 1 : 0))
        }

        for child in parent.children {
            await parent.detachChild(child)
        }
        #expect(parent.children.isEmpty)
        for child in children {
            #expect(await child.interactor.isActive == false)
        }
        return children.map { WeakReference(object: $0.interactor) }
    }

    /// Concurrently detached subtrees end inactive, empty, and released.
    @Test func concurrentAttachAndDetachOfSubtreesLeaveEveryDetachedInteractorInactive() async {
        let log = EventLog()
        let parent = RouterMock(interactor: InteractorMock(name: "parent", log: log))
        var references: [WeakReference<InteractorMock>] = []
        await withTaskGroup(of: WeakReference<InteractorMock>.self) { group in
            for index in 0..<500 {
                group.addTask {
                    await Self.attachSubtreeThenDetach(index: index, parent: parent, log: log)
                }
            }
            for await reference in group {
                references.append(reference)
            }
        }
        #expect(parent.children.isEmpty)
        let grandchildren = references
        #expect(await eventually { grandchildren.allSatisfy { $0.object == nil } })
    }
}

extension StressTests {
    /// Routers whose `didLoad()` attaches a child, attached and detached from many tasks at
    /// once, end with consistent branches: an attached router is active and loaded once,
    /// with only active children; a detached one is inactive, without children, and its
    /// child inactive too.
    @Test func concurrentAttachAndDetachOfRoutersThatAttachChildrenInDidLoad() async {
        let log = EventLog()
        let parent = RouterMock(interactor: InteractorMock(name: "parent", log: log))
        let branches = (0..<20).map { index in
            PermanentChildRouterMock(
                interactor: InteractorMock(name: "child\(index)", log: log, suspendsInHooks: true),
                permanentChild: RouterMock(
                    interactor: InteractorMock(
                        name: "grandchild\(index)", log: log, suspendsInHooks: true)))
        }
        let model = AttachmentModel()
        await Self.runWorkers(50, parent: parent, children: branches, model: model)

        #expect(Set(parent.children.map(ObjectIdentifier.init)) == model.attached)
        for branch in branches {
            let isAttached = model.attached.contains(ObjectIdentifier(branch))
            #expect(await branch.interactor.isActive == isAttached)
            #expect(branch.didLoadCallCount <= 1)
            let keepsItsChild = !branch.children.isEmpty
            #expect(await branch.permanentChild.interactable.isActive == keepsItsChild)
            if isAttached {
                #expect(branch.didLoadCallCount == 1)
            } else {
                #expect(!keepsItsChild)
            }
        }
    }

    /// Attaches a child with a grandchild to `parent`, detaches it, checks that both are
    /// inactive, and returns a weak reference to the grandchild's interactor.
    fileprivate static func attachSubtreeThenDetach(
        index: Int, parent: RouterMock, log: EventLog
    ) async
        -> WeakReference<InteractorMock>
    {
        let child = RouterMock(
            interactor: InteractorMock(name: "child\(index)", log: log, suspendsInHooks: true))
        let grandchild = RouterMock(
            interactor: InteractorMock(name: "grandchild\(index)", log: log, suspendsInHooks: true))
        await parent.attachChild(child)
        await child.attachChild(grandchild)
        await parent.detachChild(child)
        #expect(await child.interactor.isActive == false)
        #expect(await grandchild.interactor.isActive == false)
        #expect(child.children.isEmpty)
        return WeakReference(object: grandchild.interactor)
    }
}

/// What the tree should hold: the children whose last operation was an attach.
@MainActor
private final class AttachmentModel {
    /// The children that should be attached.
    var attached = Set<ObjectIdentifier>()
}
