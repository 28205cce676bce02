/// The base class of a napkin's builder, which creates the napkin's parts and wires them.
///
/// A builder keeps the ``Dependency`` its parent gave it and, on each `build` call,
/// creates the component, the interactor, the router (and, for a napkin with a view, the
/// presenter and the view controller), then connects them. Builders are created once by
/// the parent's builder and may build many times.
///
/// `Builder` is not `Sendable` by itself; your subclass holds only its `let dependency`,
/// so mark it `@unchecked Sendable` to satisfy ``Buildable``, and mark its `build` method
/// `@MainActor`, where routers live.
///
/// ```swift
/// final class Ticker: Sendable {}
///
/// protocol TickerDependency: Dependency {
///     var ticker: Ticker { get }
/// }
///
/// final actor TickerInteractor: Interactable {
///     nonisolated let lifecycle = InteractorLifecycle()
/// }
///
/// final class TickerRouter: Router<TickerInteractor> {}
///
/// protocol TickerBuildable: Buildable {
///     @MainActor func build() async -> Routing
/// }
///
/// final class TickerBuilder: Builder<TickerDependency>, TickerBuildable, @unchecked Sendable {
///     @MainActor
///     func build() async -> Routing {
///         TickerRouter(interactor: TickerInteractor())
///     }
/// }
/// ```
open class Builder<DependencyType> {
    /// What the parent napkin provides, used to create this napkin's component.
    public let dependency: DependencyType

    /// Creates a builder that will build on top of the given dependency.
    ///
    /// - Parameter dependency: The parent's services, usually the parent's component.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }
}
