import napkin

// The home napkin of the `Presenter` page, in the shape it shows, without SwiftUI.

// MARK: - The home presenter, in the `Presenter` page's shape

/// A signed-in user.
struct User: Sendable {
    /// The first name.
    var firstName: String
    /// The last name.
    var lastName: String
}

/// What the home interactor asks its presenter to show.
protocol HomePresentable: Presentable {
    /// Shows `user`.
    func presentUser(_ user: User) async
}

/// The home view, as its router sees it.
@MainActor
protocol HomeViewControllable: ViewControllable {}

/// A home view that shows nothing.
final class HomeViewController: HomeViewControllable {}

/// The home presenter, with observable view state.
@MainActor
@Observable
final class HomePresenter: Presenter<HomeViewController>, HomePresentable {
    /// The name on screen.
    var displayName: String = ""
    /// Whether a logout is in progress.
    var isLoggingOut: Bool = false

    /// Shows the user's full name.
    func presentUser(_ user: User) async {
        displayName = "\(user.firstName) \(user.lastName)"
    }
}

/// Presents the user when it becomes active.
final actor HomeInteractor: PresentableInteractable {
    /// The interactor's lifecycle.
    nonisolated let lifecycle = InteractorLifecycle()
    /// Where the interactor presents.
    nonisolated let presenter: HomePresentable
    /// The user to present.
    private let user: User

    /// Creates an interactor presenting `user` on `presenter`.
    init(presenter: HomePresentable, user: User) {
        self.presenter = presenter
        self.user = user
    }

    /// Runs when the interactor becomes active.
    func didBecomeActive() async {
        await presenter.presentUser(user)
    }
}

/// Who hears the home view's buttons.
protocol HomeViewListener: AnyObject, Sendable {
    /// Called when the logout button is tapped.
    func didTapLogout() async
}

/// A listener that counts logout taps.
final actor HomeViewListenerMock: HomeViewListener {
    /// How many times logout was tapped.
    private(set) var didTapLogoutCallCount = 0

    /// Counts a logout tap.
    func didTapLogout() async {
        didTapLogoutCallCount += 1
    }
}

/// The button action of the page's `HomeView`, without SwiftUI.
@MainActor
struct HomeViewStub {
    /// Who hears the taps.
    let listener: HomeViewListener

    /// The logout button action; returns the task it starts.
    func logoutButtonTapped() -> Task<Void, Never> {
        dispatch { await listener.didTapLogout() }
    }
}
