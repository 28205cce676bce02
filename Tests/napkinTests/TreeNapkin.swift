import napkin

/// A complete napkin for the leak tests — interactor, presenter, view controller and
/// router, wired the way a feature is — whose interactor binds long-running tasks when it
/// becomes active.
enum TreeNapkin {
    /// The view of a tree napkin.
    @MainActor
    protocol ViewControllable: napkin.ViewControllable {}

    /// A view controller that shows nothing.
    final class ViewController: ViewControllable {}

    /// What the interactor tells its presenter.
    @MainActor
    protocol Presentable: napkin.Presentable {
        /// Shows the napkin's depth in the tree.
        func present(depth: Int)
    }

    /// A presenter holding a title, with a weak reference back to its interactor, as
    /// presenters keep their listener.
    @MainActor
    @Observable
    final class Presenter: napkin.Presenter<ViewController>, Presentable {
        /// The title on screen.
        var title = ""

        /// The interactor that listens to the view; weak, as the interactor holds the presenter.
        @ObservationIgnored weak var listener: Interactor?

        /// Shows the napkin's depth in the tree.
        func present(depth: Int) {
            title = "Depth \(depth)"
        }
    }

    /// An interactor that starts two bound tasks when it becomes active: one loop over its own
    /// active state, and one that waits for cancellation.
    final actor Interactor: PresentableInteractable {
        /// The interactor's lifecycle.
        nonisolated let lifecycle = InteractorLifecycle()

        /// The presenter this interactor drives.
        nonisolated let presenter: Presenter

        /// The napkin's depth in the tree.
        nonisolated let depth: Int

        /// How many changes of the active state the loop has seen.
        private(set) var stateChangeCount = 0

        /// Creates an interactor for `presenter` at `depth`.
        init(presenter: Presenter, depth: Int) {
            self.presenter = presenter
            self.depth = depth
        }

        /// Starts the bound tasks, then presents.
        func didBecomeActive() async {
            // Both closures use `self`: each keeps the interactor alive until it is cancelled.
            task {
                for await _ in self.isActiveStream {
                    self.stateChangeCount += 1
                }
            }
            task {
                await waitForCancellation()
                self.stateChangeCount += 0
            }
            await presenter.present(depth: depth)
        }
    }

    /// The router of a tree napkin.
    final class Router: ViewableRouter<Interactor, ViewController> {}

    /// Builds a napkin at `depth`, with its presenter listening to its interactor.
    ///
    /// - Parameter depth: The napkin's depth in the tree.
    /// - Returns: The napkin's router.
    @MainActor
    static func build(depth: Int) -> Router {
        let viewController = ViewController()
        let presenter = Presenter(viewController: viewController)
        let interactor = Interactor(presenter: presenter, depth: depth)
        presenter.listener = interactor
        return Router(interactor: interactor, viewController: viewController)
    }
}
