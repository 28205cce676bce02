/// An interactor with a presenter: the business logic of a napkin that has a view.
///
/// The interactor tells its presenter what to show through the feature's
/// ``Presentable`` protocol; it never touches the view itself.
///
/// ```swift
/// @MainActor
/// protocol GreetingPresentable: Presentable {
///     func present(greeting: String)
/// }
///
/// final actor GreetingInteractor: PresentableInteractable {
///     nonisolated let lifecycle = InteractorLifecycle()
///     nonisolated let presenter: GreetingPresentable
///
///     init(presenter: GreetingPresentable) {
///         self.presenter = presenter
///     }
///
///     func didBecomeActive() async {
///         await presenter.present(greeting: "Hello")
///     }
/// }
/// ```
public protocol PresentableInteractable: Interactable {
    /// The type through which the interactor presents, usually a ``Presentable`` protocol.
    associatedtype PresenterType

    /// The presenter that shows this interactor's state.
    nonisolated var presenter: PresenterType { get }
}
