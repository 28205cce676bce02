// Re-exported because every `Presenter` subclass is annotated `@Observable`: with it,
// `import napkin` is all a feature file needs.
@_exported import Observation

/// The base class of presenters: main-actor objects whose observable properties hold the
/// view's state.
///
/// A presenter formats what the interactor gives it into what the view shows, once, in
/// properties the view reads. Subclass it, conform the subclass to the feature's
/// ``Presentable`` protocol, and annotate the subclass with `@Observable` too, so that
/// its own stored properties are tracked: SwiftUI views then update by themselves, and
/// UIKit or AppKit code can follow changes with `Observations { }`.
///
/// ```swift
/// struct Account: Sendable {
///     var firstName: String
///     var lastName: String
/// }
///
/// @MainActor
/// protocol AccountPresentable: Presentable {
///     func present(account: Account) async
/// }
///
/// @MainActor
/// protocol AccountViewControllable: ViewControllable {}
///
/// final class AccountViewController: AccountViewControllable {}
///
/// @MainActor
/// @Observable
/// final class AccountPresenter: Presenter<AccountViewController>, AccountPresentable {
///     var displayName = ""
///
///     func present(account: Account) async {
///         displayName = "\(account.firstName) \(account.lastName)"
///     }
/// }
/// ```
///
/// ```swift run
/// let presenter = AccountPresenter(viewController: AccountViewController())
/// await presenter.present(account: Account(firstName: "Grace", lastName: "Hopper"))
/// print(presenter.displayName)
/// ```
///
/// ```output
/// Grace Hopper
/// ```
@MainActor
@Observable
open class Presenter<ViewControllerType: ViewControllable>: Presentable {
    /// The view controller this presenter drives.
    public let viewController: ViewControllerType

    /// Creates a presenter for a view controller.
    ///
    /// - Parameter viewController: The view controller the presenter drives.
    public init(viewController: ViewControllerType) {
        self.viewController = viewController
    }
}
