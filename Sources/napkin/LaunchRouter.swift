#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// The base class of the root router: the one router that no parent attaches.
///
/// Call ``launch()`` once the tree is built, or, in an iOS or macOS app,
/// `launch(from:)` with the app's window to also show the root view controller, which
/// must then be a `UIViewController` (or an `NSViewController`). ``launch()`` works on
/// every platform, which makes the whole tree usable from a command-line tool, a server,
/// or a test.
///
/// ```swift
/// @MainActor
/// protocol ShellViewControllable: ViewControllable {}
///
/// final class ShellViewController: ShellViewControllable {}
///
/// final actor ShellInteractor: Interactable {
///     nonisolated let lifecycle = InteractorLifecycle()
///
///     func didBecomeActive() async {
///         print("shell is active")
///     }
/// }
///
/// final class ShellRouter: LaunchRouter<ShellInteractor, ShellViewControllable> {}
/// ```
///
/// ```swift run
/// let root = ShellRouter(interactor: ShellInteractor(), viewController: ShellViewController())
/// await root.launch()
/// ```
///
/// ```output
/// shell is active
/// ```
@MainActor
open class LaunchRouter<InteractorType: Interactable, ViewControllerType>:
    ViewableRouter<InteractorType, ViewControllerType>, LaunchRouting
{
    /// Activates the root interactor, then loads this router.
    public final func launch() async {
        await interactable.activate()
        await load()
    }

    #if canImport(UIKit)
    /// Makes the root view controller the window's root and shows the window, then
    /// activates the root interactor and loads this router.
    ///
    /// - Precondition: The view controller is a `UIViewController`.
    /// - Parameter window: The app's window.
    public final func launch(from window: UIWindow) async {
        guard let root = viewControllable as? UIViewController else {
            preconditionFailure("\(type(of: viewControllable)) is not a UIViewController.")
        }
        window.rootViewController = root
        window.makeKeyAndVisible()
        await launch()
    }
    #elseif canImport(AppKit)
    /// Makes the root view controller the window's content and shows the window, then
    /// activates the root interactor and loads this router.
    ///
    /// - Precondition: The view controller is an `NSViewController`.
    /// - Parameter window: The app's window.
    public final func launch(from window: NSWindow) async {
        guard let root = viewControllable as? NSViewController else {
            preconditionFailure("\(type(of: viewControllable)) is not an NSViewController.")
        }
        window.contentViewController = root
        window.makeKeyAndOrderFront(nil)
        await launch()
    }
    #endif
}
