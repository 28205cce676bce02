/// A builder that creates a fresh component for every build pass and hands it to the
/// build method, for napkins whose component needs a value known only at build time.
///
/// Subclass it and override ``build(with:_:)``. Each call of
/// ``build(withDynamicBuildDependency:dynamicComponentDependency:)->RouterType`` is one build pass:
/// it calls the component factory once, with the dynamic component dependency, and
/// passes that one component to your override, so everything built in the pass shares
/// it, while the next pass gets a new one.
///
/// Builders live on the main actor, like routers; that also makes them `Sendable`.
///
/// ## Why main-actor and asynchronous
///
/// Routers are `@MainActor`, so creating one is a main-actor call. A builder that is
/// neither isolated nor asynchronous cannot make that call: the compiler rejects it with
/// `call to main actor-isolated initializer 'init(interactor:)' in a synchronous
/// nonisolated context`. The only ways around that give up the compiler's checks, by
/// assuming the main actor at run time or by marking the builder `@unchecked Sendable`
/// while it keeps mutable state (a record of the last component, say) that concurrent
/// callers would race on. So the componentized builders are `@MainActor`, which makes
/// their state safe and their conformance to ``Buildable`` checked, and their build
/// methods are `async`, so that a caller on another actor reaches them with `await` and an
/// override can await work of its own, such as wiring an interactor.
///
/// ```swift
/// final class GameComponent: Component<EmptyDependency>, @unchecked Sendable {
///     let playerName: String
///
///     init(playerName: String) {
///         self.playerName = playerName
///         super.init(dependency: EmptyComponent())
///     }
/// }
///
/// final actor GameInteractor: Interactable {
///     nonisolated let lifecycle = InteractorLifecycle()
///     let level: Int
///
///     init(level: Int) { self.level = level }
/// }
///
/// final class GameRouter: Router<GameInteractor> {}
///
/// final class GameBuilder: ComponentizedBuilder<GameComponent, GameRouter, Int, String> {
///     override func build(with component: GameComponent, _ level: Int) async -> GameRouter {
///         GameRouter(interactor: GameInteractor(level: level))
///     }
/// }
/// ```
///
/// ```swift run
/// let builder = GameBuilder { name in GameComponent(playerName: name) }
/// let (component, _) = await builder.build(
///     withDynamicBuildDependency: 3, dynamicComponentDependency: "Ada")
/// print(component.playerName)
/// ```
///
/// ```output
/// Ada
/// ```
@MainActor
open class ComponentizedBuilder<
    ComponentType, RouterType, DynamicBuildDependency, DynamicComponentDependency
>: Buildable {
    /// Creates a builder that makes a component for each build pass with `componentBuilder`.
    ///
    /// - Parameter componentBuilder: Creates a new component from the dynamic component
    ///   dependency; it must return a new instance on every call.
    public init(componentBuilder: @escaping (DynamicComponentDependency) -> ComponentType) {
        self.componentBuilder = componentBuilder
    }

    /// Runs one build pass and returns the router it built.
    ///
    /// - Parameters:
    ///   - dynamicBuildDependency: The value your ``build(with:_:)`` override receives.
    ///   - dynamicComponentDependency: The value the component factory receives.
    /// - Returns: The router built by ``build(with:_:)``.
    public final func build(
        withDynamicBuildDependency dynamicBuildDependency: DynamicBuildDependency,
        dynamicComponentDependency: DynamicComponentDependency
    ) async -> RouterType {
        await build(
            withDynamicBuildDependency: dynamicBuildDependency,
            dynamicComponentDependency: dynamicComponentDependency
        ).router
    }

    /// Runs one build pass and returns both the component of the pass and the router.
    ///
    /// - Parameters:
    ///   - dynamicBuildDependency: The value your ``build(with:_:)`` override receives.
    ///   - dynamicComponentDependency: The value the component factory receives.
    /// - Returns: The new component and the router built with it.
    public final func build(
        withDynamicBuildDependency dynamicBuildDependency: DynamicBuildDependency,
        dynamicComponentDependency: DynamicComponentDependency
    ) async -> (component: ComponentType, router: RouterType) {
        let component = componentBuilder(dynamicComponentDependency)
        let router = await build(with: component, dynamicBuildDependency)
        return (component, router)
    }

    /// Builds the napkin from the component of the current pass; override it.
    ///
    /// The base implementation stops the program: every subclass must override it.
    ///
    /// - Parameters:
    ///   - component: The component made for this pass.
    ///   - dynamicBuildDependency: The value passed to the build call.
    /// - Returns: The napkin's router.
    open func build(
        with component: ComponentType, _ dynamicBuildDependency: DynamicBuildDependency
    ) async -> RouterType {
        preconditionFailure("\(Self.self) must override build(with:_:).")
    }

    /// Makes the component of each pass.
    private let componentBuilder: (DynamicComponentDependency) -> ComponentType
}
