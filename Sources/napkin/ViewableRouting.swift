/// A router of a napkin with a view: it also gives access to the napkin's view.
///
/// ```swift
/// @MainActor
/// protocol ProfileViewRouting: ViewableRouting {}
/// ```
@MainActor
public protocol ViewableRouting: Routing {
    /// The napkin's view controller, as seen by the tree.
    var viewControllable: any ViewControllable { get }
}
