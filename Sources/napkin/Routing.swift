/// A node of the napkin tree: it holds its napkin's interactor and attaches and detaches
/// child napkins.
///
/// Each napkin declares a protocol refining `Routing` for its router; parents keep their
/// children through those protocols. ``Router`` implements every requirement.
///
/// Routers live on the main actor, which makes them `Sendable`: an interactor may keep a
/// (weak) reference to its router and call it with `await`.
///
/// ```swift
/// @MainActor
/// protocol SettingsRouting: Routing {
///     func showAbout() async
/// }
/// ```
@MainActor
public protocol Routing: AnyObject, Sendable {
    /// The interactor of this napkin, as seen by the tree.
    var interactable: any Interactable { get }

    /// The attached child routers, in the order they were attached.
    var children: [any Routing] { get }

    /// Runs the router's ``Router/didLoad()`` hook, the first time only, and returns once
    /// the hook has returned.
    func load() async

    /// Returns once the router has loaded; returns at once if it already has.
    func loaded() async

    /// Attaches a child: adds it to ``children``, activates its interactor, then loads it.
    ///
    /// - Parameter child: The router of the child napkin.
    func attachChild(_ child: any Routing) async

    /// Detaches a child: removes it from ``children``, then deactivates its whole subtree.
    ///
    /// - Parameter child: The router of the child napkin.
    func detachChild(_ child: any Routing) async
}
