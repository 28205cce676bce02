import NapkinLocking
import napkin

// The analytics napkin of the "Headless Napkins" article, in the shape it shows, with
// stand-ins for its event bus and analytics client.

// MARK: - Stand-ins for the article's services

/// The analytics events of the tests.
typealias AnalyticsEvent = String

/// A source of events, as the article's `EventBus`.
protocol EventBus: AnyObject, Sendable {
    /// A new stream of the events posted from now on.
    func events() -> AsyncStream<AnalyticsEvent>
}

/// A backend client, as the article's `AnalyticsClient`.
protocol AnalyticsClient: AnyObject, Sendable {
    /// Sends one event to the backend.
    func send(_ event: AnalyticsEvent) async throws
}

/// An event bus that counts its live subscribers.
final class EventBusMock: EventBus {
    /// The continuation of every live stream, by number.
    private let subscribers = SanitizedMutex<[Int: AsyncStream<AnalyticsEvent>.Continuation]>([:])
    /// The number of the last stream.
    private let nextID = SanitizedMutex(0)

    /// How many streams are live.
    var subscriberCount: Int {
        subscribers.withLock { $0.count }
    }

    /// A new stream of the events posted from now on.
    func events() -> AsyncStream<AnalyticsEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: AnalyticsEvent.self)
        let id = nextID.withLock { id in
            id += 1
            return id
        }
        continuation.onTermination = { [weak self] _ in
            self?.subscribers.withLock { _ = $0.removeValue(forKey: id) }
        }
        subscribers.withLock { $0[id] = continuation }
        return stream
    }

    /// Sends `event` to every live stream.
    func post(_ event: AnalyticsEvent) {
        for continuation in subscribers.withLock({ Array($0.values) }) {
            continuation.yield(event)
        }
    }
}

/// An analytics client that records what it sent.
final actor AnalyticsClientMock: AnalyticsClient {
    /// The events sent so far.
    private(set) var sentEvents: [AnalyticsEvent] = []

    /// Records `event`.
    func send(_ event: AnalyticsEvent) async throws {
        sentEvents.append(event)
    }
}

// MARK: - The analytics napkin, in the article's shape

/// What the analytics napkin needs from its parent.
protocol AnalyticsDependency: Dependency {
    /// The shared event bus.
    var eventBus: EventBus { get }
    /// The shared analytics client.
    var analyticsClient: AnalyticsClient { get }
}

/// The analytics napkin's component.
// `@unchecked Sendable`: a non-final base class cannot be checked; this one holds only
// `let`s (and `Component`'s locked cache), as the seeds' components do.
final class AnalyticsComponent: Component<AnalyticsDependency>, @unchecked Sendable {}

/// Builds the analytics napkin.
protocol AnalyticsBuildable: Buildable {
    /// Builds the napkin, reporting to `listener`.
    @MainActor func build(withListener listener: AnalyticsListener) async -> AnalyticsRouting
}

/// The analytics napkin's builder.
// `@unchecked Sendable`: a non-final base class cannot be checked; this one holds only
// `let`s (and `Component`'s locked cache), as the seeds' components do.
final class AnalyticsBuilder:
    Builder<AnalyticsDependency>,
    AnalyticsBuildable,
    @unchecked Sendable
{
    /// Builds the interactor and router, and wires them.
    @MainActor
    func build(withListener listener: AnalyticsListener) async -> AnalyticsRouting {
        let interactor = AnalyticsInteractor(
            eventBus: dependency.eventBus,
            analyticsClient: dependency.analyticsClient
        )
        let router = AnalyticsRouter(interactor: interactor)
        await interactor.wire(router: router, listener: listener)
        return router
    }
}

/// The analytics napkin's router, as its parent sees it.
@MainActor
protocol AnalyticsRouting: Routing, Sendable {}

/// Who hears from the analytics napkin.
protocol AnalyticsListener: AnyObject, Sendable {
    /// Called when events can no longer be shipped.
    func analyticsDidFailFatally() async
}

/// Ships every event of the bus to the client while active.
final actor AnalyticsInteractor: Interactable {
    /// The interactor's lifecycle.
    nonisolated let lifecycle = InteractorLifecycle()

    /// The napkin's router.
    weak var router: AnalyticsRouting?
    /// The napkin's listener.
    weak var listener: AnalyticsListener?

    /// Where the events come from.
    private let eventBus: EventBus
    /// Where the events go.
    private let analyticsClient: AnalyticsClient

    /// Creates an interactor between `eventBus` and `analyticsClient`.
    init(eventBus: EventBus, analyticsClient: AnalyticsClient) {
        self.eventBus = eventBus
        self.analyticsClient = analyticsClient
    }

    /// Connects the router and the listener.
    func wire(router: AnalyticsRouting?, listener: AnalyticsListener?) {
        self.router = router
        self.listener = listener
    }

    /// Runs when the interactor becomes active.
    func didBecomeActive() async {
        task {
            for await event in self.eventBus.events() {
                do {
                    try await self.analyticsClient.send(event)
                } catch {
                    await self.listener?.analyticsDidFailFatally()
                }
            }
        }
    }
}

/// The analytics napkin's router.
@MainActor
final class AnalyticsRouter: Router<AnalyticsInteractor>, AnalyticsRouting {
    /// Creates the router for `interactor`.
    override init(interactor: AnalyticsInteractor) {
        super.init(interactor: interactor)
    }
}

// MARK: - The parent that starts and stops it

/// The app's component: it provides the analytics napkin's dependency.
// `@unchecked Sendable`: a non-final base class cannot be checked; this one holds only
// `let`s (and `Component`'s locked cache), as the seeds' components do.
final class AppComponentStub: Component<EmptyDependency>, AnalyticsDependency, @unchecked Sendable {
    /// The event bus it provides.
    private let bus: EventBus
    /// The analytics client it provides.
    private let client: AnalyticsClient

    /// Creates a component that provides `eventBus` and `analyticsClient`.
    init(eventBus: EventBus, analyticsClient: AnalyticsClient) {
        bus = eventBus
        client = analyticsClient
        super.init(dependency: EmptyComponent())
    }

    /// The shared event bus.
    var eventBus: EventBus {
        shared { bus }
    }

    /// The shared analytics client.
    var analyticsClient: AnalyticsClient {
        shared { client }
    }
}

/// The root view, as its router sees it.
@MainActor
protocol RootViewControllable: ViewControllable {}

/// A root view that shows nothing.
final class RootViewControllerStub: RootViewControllable {}

/// The root router, as its interactor sees it.
@MainActor
protocol RootRouting: ViewableRouting {}

/// The root interactor, which listens to the analytics napkin.
final actor RootInteractor: Interactable, AnalyticsListener {
    /// The interactor's lifecycle.
    nonisolated let lifecycle = InteractorLifecycle()

    /// Ignores analytics failures.
    func analyticsDidFailFatally() async {}
}

/// The root router, which starts and stops the analytics napkin.
@MainActor
final class RootRouter: LaunchRouter<RootInteractor, RootViewControllable>, RootRouting {
    /// Builds the analytics napkin.
    private let analyticsBuilder: AnalyticsBuildable
    /// The attached analytics napkin, if started.
    private(set) var analyticsRouter: AnalyticsRouting?

    /// Creates the root router with the builder of its analytics child.
    init(
        interactor: RootInteractor, viewController: RootViewControllable,
        analyticsBuilder: AnalyticsBuildable
    ) {
        self.analyticsBuilder = analyticsBuilder
        super.init(interactor: interactor, viewController: viewController)
    }

    /// Builds and attaches the analytics napkin.
    func startAnalytics() async {
        let r = await analyticsBuilder.build(withListener: interactor)
        await attachChild(r)
        analyticsRouter = r
    }

    /// Detaches the analytics napkin.
    func stopAnalytics() async {
        guard let r = analyticsRouter else { return }
        await detachChild(r)
        analyticsRouter = nil
    }
}
