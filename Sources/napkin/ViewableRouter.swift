/// The base class of the router of a napkin with a view.
///
/// `ViewControllerType` is usually the napkin's own ``ViewControllable`` protocol, such
/// as `RootViewControllable`. A protocol used as a type does not conform to
/// ``ViewControllable`` itself, so, as in RIBs, the generic parameter is not constrained:
/// instead, ``init(interactor:viewController:)`` checks that the view controller
/// conforms, and stops the program if it does not.
///
/// ```swift
/// @MainActor
/// protocol BannerViewControllable: ViewControllable {}
///
/// final class BannerViewController: BannerViewControllable {}
///
/// final actor BannerInteractor: Interactable {
///     nonisolated let lifecycle = InteractorLifecycle()
/// }
///
/// final class BannerRouter: ViewableRouter<BannerInteractor, BannerViewControllable> {}
///
/// @MainActor func makeBanner() -> BannerRouter {
///     BannerRouter(interactor: BannerInteractor(), viewController: BannerViewController())
/// }
/// ```
@MainActor
open class ViewableRouter<InteractorType: Interactable, ViewControllerType>:
    Router<InteractorType>, ViewableRouting
{
    /// The napkin's view controller, with its own type.
    public let viewController: ViewControllerType

    /// The napkin's view controller, as seen by the tree.
    public let viewControllable: any ViewControllable

    /// Creates a router for an interactor and a view controller.
    ///
    /// - Precondition: `viewController` conforms to ``ViewControllable``.
    /// - Parameters:
    ///   - interactor: The napkin's interactor.
    ///   - viewController: The napkin's view controller.
    public init(interactor: InteractorType, viewController: ViewControllerType) {
        guard let viewControllable = viewController as? any ViewControllable else {
            preconditionFailure("\(type(of: viewController)) does not conform to ViewControllable.")
        }
        self.viewController = viewController
        self.viewControllable = viewControllable
        super.init(interactor: interactor)
    }
}
