#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// The view side of a napkin, as its router sees it.
///
/// Each napkin with a view declares a protocol refining `ViewControllable` with what its
/// router needs from the view (usually presenting and dismissing children). A UIKit or
/// AppKit view controller conforms directly; so can a plain class that hosts a SwiftUI
/// view.
///
/// On Apple platforms, a conforming `UIViewController` (or `NSViewController`) gets
/// `uiviewController` (or `nsviewController`) for free.
///
/// ```swift
/// @MainActor
/// protocol CartViewControllable: ViewControllable {
///     func show(itemCount: Int)
/// }
///
/// final class CartViewController: CartViewControllable {
///     func show(itemCount: Int) {}
/// }
/// ```
@MainActor
public protocol ViewControllable: AnyObject, Sendable {}

#if canImport(UIKit)
extension ViewControllable where Self: UIViewController {
    /// This view controller, as a `UIViewController`.
    public var uiviewController: UIViewController {
        self
    }
}
#elseif canImport(AppKit)
extension ViewControllable where Self: NSViewController {
    /// This view controller, as an `NSViewController`.
    public var nsviewController: NSViewController {
        self
    }
}
#endif
