import Testing
import napkin

/// Detached napkins are released (issue 7, item 7).
///
/// The address sanitizer's leak checker (`make test-leaks`) covers the rest of the package;
/// these tests check napkin's own objects by name, with weak references.
@MainActor
@Suite struct LeakTests {
    /// Weak references to every object of a subtree.
    private struct References {
        /// The interactors.
        var interactors: [WeakReference<TreeNapkin.Interactor>] = []
        /// The routers.
        var routers: [WeakReference<TreeNapkin.Router>] = []
        /// The presenters.
        var presenters: [WeakReference<TreeNapkin.Presenter>] = []
        /// The view controllers.
        var viewControllers: [WeakReference<TreeNapkin.ViewController>] = []

        /// How many of the objects are still alive.
        var aliveCount: Int {
            interactors.count { $0.object != nil } + routers.count { $0.object != nil }
                + presenters.count { $0.object != nil } + viewControllers.count { $0.object != nil }
        }

        /// Adds weak references to the objects of `router`'s napkin.
        @MainActor
        mutating func append(_ router: TreeNapkin.Router) {
            interactors.append(WeakReference(object: router.interactor))
            routers.append(WeakReference(object: router))
            presenters.append(WeakReference(object: router.interactor.presenter))
            viewControllers.append(WeakReference(object: router.viewController))
        }
    }

    /// How many children each level of the subtree has: 1 + 9 + 90 + 900 = 1,000 napkins.
    private static let fanOuts = [9, 10, 10]

    /// After a subtree of 1,000 napkins with bound tasks is detached, every interactor,
    /// router, presenter and view controller in it is released.
    @Test func detachingAThousandNapkinSubtreeReleasesEveryInteractorRouterAndPresenter() async {
        let parent = TreeNapkin.build(depth: 0)
        await parent.interactor.activate()
        let references = await attachSubtree(to: parent)
        #expect(references.routers.count == 1_000)
        #expect(references.aliveCount == 4_000)

        await parent.detachChild(parent.children[0])
        #expect(parent.children.isEmpty)
        let released = await eventually { references.aliveCount == 0 }
        #expect(released, "\(references.aliveCount) of 4,000 objects are still alive")
        // The parent is untouched: still active, with its own tasks.
        #expect(await parent.interactor.isActive)
        #expect(parent.interactor.lifecycle.registeredTaskCount == 2)
    }

    /// Builds and attaches the 1,000-napkin subtree under `parent`, checks that each napkin is
    /// active, presented and running its two bound tasks, and returns weak references only,
    /// so that once this returns the tree alone holds the napkins.
    private func attachSubtree(to parent: TreeNapkin.Router) async -> References {
        var references = References()
        let subtreeRoot = TreeNapkin.build(depth: 1)
        references.append(subtreeRoot)
        await parent.attachChild(subtreeRoot)
        var level = [subtreeRoot]
        for fanOut in Self.fanOuts {
            var nextLevel: [TreeNapkin.Router] = []
            for router in level {
                for _ in 0..<fanOut {
                    let child = TreeNapkin.build(depth: router.interactor.depth + 1)
                    references.append(child)
                    await router.attachChild(child)
                    nextLevel.append(child)
                }
            }
            level = nextLevel
        }
        var napkins = [subtreeRoot]
        while let router = napkins.popLast() {
            #expect(await router.interactor.isActive)
            #expect(router.interactor.lifecycle.registeredTaskCount == 2)
            #expect(router.interactor.presenter.title == "Depth \(router.interactor.depth)")
            napkins += router.children.compactMap { $0 as? TreeNapkin.Router }
        }
        return references
    }
}
