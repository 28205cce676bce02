/// The base class of a napkin's router: it owns the interactor and manages the child
/// napkins.
///
/// Subclass `Router` for a napkin without a view (a *headless* napkin), or
/// ``ViewableRouter`` for one with a view. Add routing methods that build children with
/// their builders and pass them to ``attachChild(_:)`` and ``detachChild(_:)``.
///
/// ## Attaching and detaching
///
/// ``attachChild(_:)`` ignores a child that is already attached. Otherwise it appends the
/// child to ``children`` at once, before any suspension, then activates the child's
/// interactor, then loads the child, awaiting its ``didLoad()``: children attached there
/// are active and loaded when the attach returns.
///
/// ``detachChild(_:)`` ignores a router that is not a child. Otherwise it removes the
/// child from ``children`` at once, then takes its subtree apart *leaf first*: each
/// router detaches its own children, in the order they were attached, before its own
/// interactor is deactivated. A detached router therefore ends with no children, and the
/// whole subtree can be released. For a child `A` with children `B` (itself the parent of
/// `D`) and `C`, the interactors are deactivated in the order `D`, `B`, `C`, `A`.
///
/// When attach and detach calls for the same child overlap (each one may suspend while
/// an interactor runs its hooks), the later call wins: whichever call finishes last checks
/// again whether the child is attached, and activates or deactivates it to match.
///
/// ```swift
/// final actor ClockInteractor: Interactable {
///     nonisolated let lifecycle = InteractorLifecycle()
/// }
///
/// final class ClockRouter: Router<ClockInteractor> {
///     override func didLoad() async {
///         print("clock loaded")
///     }
/// }
/// ```
///
/// ```swift run
/// let parent = ClockRouter(interactor: ClockInteractor())
/// let child = ClockRouter(interactor: ClockInteractor())
/// await parent.attachChild(child)
/// print(await child.interactor.isActive, parent.children.count)
/// await parent.detachChild(child)
/// print(await child.interactor.isActive, parent.children.count)
/// ```
///
/// ```output
/// clock loaded
/// true 1
/// false 0
/// ```
///
/// ## Topics
///
/// ### Creating a Router
///
/// - ``Router/init(interactor:)``
/// - ``Router/interactor``
/// - ``Router/interactable``
///
/// ### Managing Children
///
/// - ``Router/attachChild(_:)``
/// - ``Router/detachChild(_:)``
/// - ``Router/children``
///
/// ### Loading
///
/// - ``Router/load()``
/// - ``Router/didLoad()``
/// - ``Router/loaded()``
@MainActor
open class Router<InteractorType: Interactable>: Routing {
    /// The napkin's interactor.
    public let interactor: InteractorType

    /// The napkin's interactor, as seen by the tree.
    public final var interactable: any Interactable {
        interactor
    }

    /// The attached child routers, in the order they were attached.
    public final private(set) var children: [any Routing] = []

    /// Creates a router for `interactor`; it starts detached, with no children, and not
    /// loaded.
    ///
    /// - Parameter interactor: The napkin's interactor.
    public init(interactor: InteractorType) {
        self.interactor = interactor
    }

    /// Called once, when the router is loaded (right after its interactor was first
    /// activated by an attach, or by ``LaunchRouter/launch()`` for the root).
    ///
    /// Override it for one-time set-up of the router, such as attaching the children the
    /// napkin always has: ``load()`` awaits it, so a child attached here is active and
    /// loaded by the time the attach (or launch) that loaded this router returns. The
    /// default does nothing.
    ///
    /// - Note: Do not await ``load()`` or ``loaded()`` of this router, or of an ancestor
    ///   that is still loading, from this hook or from the hooks of the children it
    ///   attaches: loading ends only when this hook returns, so the wait would never end.
    ///   For the same reason, do not await ``loaded()`` from the interactor's
    ///   ``Interactable/didBecomeActive()``: the router loads after its interactor's
    ///   activation returns.
    /// - Note: Loading happens once. Detaching a router takes its subtree apart, so a
    ///   router that is detached and attached again does not get back the children its
    ///   `didLoad()` attached; build a new router instead, or attach such children from the
    ///   interactor's ``Interactable/didBecomeActive()``, which runs on every attach.
    open func didLoad() async {}

    /// Runs ``didLoad()`` the first time it is called, then resumes every caller of
    /// ``loaded()``.
    ///
    /// Every call returns once ``didLoad()`` has returned: a call made while the first one
    /// is still running waits for it, and does not run the hook again.
    public final func load() async {
        switch loadState {
        case .loaded:
            return
        case .loading:
            await loaded()
        case .notLoaded:
            // The state changes before the first suspension, so a concurrent call sees it.
            loadState = .loading
            await didLoad()
            loadState = .loaded
            let waiters = loadWaiters
            loadWaiters.removeAll()
            for waiter in waiters {
                waiter.resume()
            }
        }
    }

    /// Suspends until ``didLoad()`` has returned; returns at once if it already has.
    ///
    /// - Note: The wait does not end on task cancellation, only on loading.
    public final func loaded() async {
        guard case .loaded = loadState else {
            await withCheckedContinuation { loadWaiters.append($0) }
            return
        }
    }

    /// Attaches `child`: appends it to ``children``, activates its interactor, then loads
    /// it. Does nothing if `child` is already one of the children.
    ///
    /// - Parameter child: The router of the child napkin.
    public final func attachChild(_ child: any Routing) async {
        guard !isAttached(child) else { return }
        // The tree changes before the first suspension, so a concurrent call sees it.
        children.append(child)
        await settle(child)
    }

    /// Detaches `child`: removes it from ``children``, then deactivates its subtree leaf
    /// first, leaving every detached router without children. Does nothing if `child`
    /// is not one of the children.
    ///
    /// - Parameter child: The router of the child napkin.
    public final func detachChild(_ child: any Routing) async {
        guard let index = children.firstIndex(where: { $0 === child }) else { return }
        // The tree changes before the first suspension, so a concurrent call sees it.
        children.remove(at: index)
        await settle(child)
    }

    /// Whether `child` is currently one of the children.
    private func isAttached(_ child: any Routing) -> Bool {
        children.contains { $0 === child }
    }

    /// Brings `child`'s interactor in line with whether `child` is attached, repeating
    /// until an attach or detach that overlapped this one no longer changes the answer.
    private func settle(_ child: any Routing) async {
        while true {
            let attached = isAttached(child)
            if attached {
                await child.interactable.activate()
                if isAttached(child) {
                    await child.load()
                }
            } else {
                await Self.tearDown(child)
            }
            if isAttached(child) == attached {
                return
            }
        }
    }

    /// Deactivates the subtree of a detached router, leaf first, emptying each router's
    /// children on the way.
    private static func tearDown(_ router: any Routing) async {
        while let child = router.children.first {
            await router.detachChild(child)
            // A custom `Routing` that keeps the child would loop forever: leave it be.
            if router.children.first === child {
                break
            }
        }
        await router.interactable.deactivate()
    }

    /// Where the router is in its one-time loading.
    private enum LoadState {
        /// ``load()`` was never called.
        case notLoaded
        /// ``didLoad()`` is running (it may be suspended).
        case loading
        /// ``didLoad()`` has returned.
        case loaded
    }

    /// Where the router is in its one-time loading.
    private var loadState = LoadState.notLoaded

    /// The callers of ``loaded()`` waiting for ``didLoad()`` to return.
    private var loadWaiters: [CheckedContinuation<Void, Never>] = []
}
