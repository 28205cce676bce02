/// The part of an interactor that others may watch: whether it is active.
///
/// Routers and tests see interactors through this protocol; ``Interactable`` refines it
/// with the calls that change the state.
///
/// ```swift
/// func waitUntilActive(_ scope: some InteractorScope) async {
///     for await isActive in scope.isActiveStream where isActive {
///         return
///     }
/// }
/// ```
public protocol InteractorScope: AnyObject, Sendable {
    /// Whether the interactor is active: attached to the napkin tree and not yet detached.
    var isActive: Bool { get async }

    /// A new stream of the active state: the current value first, then every change,
    /// finishing when the interactor is released.
    var isActiveStream: AsyncStream<Bool> { get }
}
