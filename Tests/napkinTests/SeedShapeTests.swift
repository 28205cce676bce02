import Testing
import napkin

// The analytics napkin of the "Headless Napkins" article and the home presenter of the
// `Presenter` page, written in the shapes those documents show, with small stand-ins for
// the event bus, the analytics client and the view.

/// The shapes of the reference documents work end to end.
@MainActor
@Suite struct SeedShapeTests {
    /// The analytics napkin ships events while attached, stops on detach, and is released.
    @Test func analyticsNapkinShipsEventsWhileAttachedAndIsReleasedAfterDetach() async {
        let eventBus = EventBusMock()
        let analyticsClient = AnalyticsClientMock()
        let component = AppComponentStub(eventBus: eventBus, analyticsClient: analyticsClient)
        let root = RootRouter(
            interactor: RootInteractor(),
            viewController: RootViewControllerStub(),
            analyticsBuilder: AnalyticsBuilder(dependency: component)
        )
        await root.launch()

        await root.startAnalytics()
        #expect(root.children.count == 1)
        weak let interactor = (root.analyticsRouter as? AnalyticsRouter)?.interactor
        #expect(await interactor?.isActive == true)

        // Events are shipped while the napkin is attached.
        #expect(await eventually { eventBus.subscriberCount == 1 })
        eventBus.post("opened")
        eventBus.post("tapped")
        #expect(await eventually { await analyticsClient.sentEvents == ["opened", "tapped"] })

        // The event loop ends after `detachChild`: its stream loses its only subscriber.
        await root.stopAnalytics()
        #expect(root.children.isEmpty)
        #expect(await eventually { eventBus.subscriberCount == 0 })
        eventBus.post("ignored")

        // The interactor is then released.
        #expect(await eventually { interactor == nil })
        #expect(await analyticsClient.sentEvents == ["opened", "tapped"])
    }

    /// The home presenter shows the user its interactor presents.
    // `Observations` is new in the Apple platforms of 2025; Linux has it with the toolchain.
    @available(macOS 26, iOS 26, *)
    @Test func homePresenterPresentsAUser() async {
        let presenter = HomePresenter(viewController: HomeViewController())
        let interactor = HomeInteractor(
            presenter: presenter, user: User(firstName: "Ada", lastName: "Lovelace"))
        let names = Observations { presenter.displayName }
        var seen: [String] = []
        for await name in names {
            seen.append(name)
            if name.isEmpty {
                await interactor.activate()
            } else {
                break
            }
        }
        #expect(seen == ["", "Ada Lovelace"])
        #expect(presenter.isLoggingOut == false)
    }

    /// The home view's button reaches the listener through `dispatch`.
    @Test func homeViewDispatchesLogoutToItsListener() async {
        let listener = HomeViewListenerMock()
        let view = HomeViewStub(listener: listener)
        await view.logoutButtonTapped().value
        #expect(await listener.didTapLogoutCallCount == 1)
    }
}
