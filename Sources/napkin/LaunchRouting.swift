#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// The router at the root of a napkin tree, which starts the whole tree.
///
/// ```swift
/// @MainActor
/// protocol AppRouting: LaunchRouting {}
/// ```
@MainActor
public protocol LaunchRouting: ViewableRouting {
    /// Activates the root interactor and loads the root router, with no window.
    func launch() async

    #if canImport(UIKit)
    /// Shows the root view controller in `window`, then activates and loads the root.
    ///
    /// - Parameter window: The app's window.
    func launch(from window: UIWindow) async
    #elseif canImport(AppKit)
    /// Shows the root view controller in `window`, then activates and loads the root.
    ///
    /// - Parameter window: The app's window.
    func launch(from window: NSWindow) async
    #endif
}
