/// The business logic of a napkin: an actor with a lifecycle.
///
/// An interactor becomes active when its router is attached to the napkin tree and
/// inactive when it is detached. Conform an actor to `Interactable`, store a
/// `nonisolated let lifecycle = InteractorLifecycle()`, and override the hooks you need:
/// ``didBecomeActive()`` to start work, ``willResignActive()`` to stop it. Everything
/// else has a default implementation that you should keep.
///
/// Start long-running work with ``task(priority:_:)``, not `Task {}`: such a task is
/// bound to the lifecycle and cancelled when the interactor is deactivated, so a loop
/// over an event stream ends when the napkin is detached.
///
/// ```swift
/// final class Doorbell: Sendable {
///     func rings() -> AsyncStream<Int> {
///         AsyncStream { continuation in
///             continuation.yield(1)
///             continuation.yield(2)
///             continuation.finish()
///         }
///     }
/// }
///
/// final actor DoorInteractor: Interactable {
///     nonisolated let lifecycle = InteractorLifecycle()
///     private let doorbell = Doorbell()
///     private(set) var rings: [Int] = []
///
///     func didBecomeActive() async {
///         task {
///             for await ring in self.doorbell.rings() where !Task.isCancelled {
///                 self.rings.append(ring)
///             }
///         }
///     }
/// }
/// ```
///
/// ```swift run
/// let door = DoorInteractor()
/// await door.activate()
/// // snippet.hide
/// while await door.rings.count < 2 {
///     await Task.yield()
/// }
/// // snippet.show
/// print(await door.isActive, await door.rings)
/// await door.deactivate()
/// print(await door.isActive)
/// ```
///
/// ```output
/// true [1, 2]
/// false
/// ```
///
/// ## Topics
///
/// ### Declaring the Lifecycle
///
/// - ``Interactable/lifecycle``
///
/// ### Responding to the Lifecycle
///
/// - ``Interactable/didBecomeActive()``
/// - ``Interactable/willResignActive()``
///
/// ### Binding Work to the Lifecycle
///
/// - ``Interactable/task(priority:_:)``
///
/// ### Observing the State
///
/// - ``Interactable/isActive``
/// - ``Interactable/isActiveStream``
///
/// ### Driving the Lifecycle
///
/// - ``Interactable/activate()``
/// - ``Interactable/deactivate()``
public protocol Interactable: Actor, InteractorScope {
    /// The interactor's active state and bound tasks.
    ///
    /// Declare it as `nonisolated let lifecycle = InteractorLifecycle()`.
    nonisolated var lifecycle: InteractorLifecycle { get }

    /// Makes the interactor active, then calls ``didBecomeActive()`` once.
    ///
    /// Routers call it when they attach the napkin; keep the default implementation.
    func activate() async

    /// Calls ``willResignActive()``, cancels the bound tasks, then makes the interactor
    /// inactive.
    ///
    /// Routers call it when they detach the napkin; keep the default implementation.
    func deactivate() async

    /// Called once each time the interactor becomes active: start its work here.
    func didBecomeActive() async

    /// Called each time the interactor is about to become inactive, before its bound
    /// tasks are cancelled: save or tear down state here.
    func willResignActive() async
}

extension Interactable {
    /// Whether the interactor is active, read from its ``lifecycle``.
    public var isActive: Bool {
        lifecycle.isActive
    }

    /// A new stream of the active state, from the interactor's ``lifecycle``.
    public nonisolated var isActiveStream: AsyncStream<Bool> {
        lifecycle.isActiveStream
    }

    /// Makes the interactor active through its ``lifecycle``, then calls
    /// ``didBecomeActive()`` once; does nothing if it is already active.
    public func activate() async {
        await lifecycle.activate { await self.didBecomeActive() }
    }

    /// Calls ``willResignActive()``, cancels the bound tasks, then makes the interactor
    /// inactive; does nothing if it is not active.
    public func deactivate() async {
        await lifecycle.deactivate { await self.willResignActive() }
    }

    /// Does nothing; override it to start work when the interactor becomes active.
    public func didBecomeActive() async {}

    /// Does nothing; override it to stop work before the interactor becomes inactive.
    public func willResignActive() async {}

    /// Starts a task that is bound to the interactor's lifecycle.
    ///
    /// Like `Task {}` written inside an actor, the closure runs isolated to the
    /// interactor, so it can read and change the interactor's state through `self.`.
    /// The task is cancelled when the interactor is deactivated, and at once if the
    /// interactor is not active when the task starts (for example because it was
    /// deactivated while ``didBecomeActive()`` was suspended). A task that finishes on
    /// its own is forgotten. A closure that uses `self` keeps the interactor alive while it
    /// runs, so write loops that end on cancellation, such as `for await` over an
    /// `AsyncStream`. Such a loop still receives the values already buffered when the task
    /// was cancelled; add `where !Task.isCancelled` when none may be handled after
    /// deactivation.
    ///
    /// - Parameters:
    ///   - priority: The priority of the task, or `nil` for the default.
    ///   - operation: The work to run.
    /// - Returns: The task, to await or cancel it yourself if you want.
    @discardableResult
    public func task(
        priority: TaskPriority? = nil,
        @_inheritActorContext _ operation: sending @escaping @isolated(any) () async -> Void
    ) -> Task<Void, Never> {
        lifecycle.register(priority: priority, operation)
    }
}
