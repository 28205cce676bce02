/// A builder whose build happens in several steps that must share one component: the
/// component lives for one build pass, from the first step to the final one.
///
/// Use it when a parent needs the child's component before the child is built, for
/// example to hand one of its services to another napkin. Read
/// ``componentForCurrentBuildPass`` as often as you like during a pass: it is the same
/// component every time. ``finalStageBuild(withDynamicDependency:)`` ends the pass, and
/// the next read starts a new pass with a new component.
///
/// Run one pass at a time: the pass ends when the final stage starts, so a pass begun
/// while a final stage is still awaiting gets a new component.
///
/// Like ``ComponentizedBuilder``, and for the same reasons, it is `@MainActor`, with an
/// `async` final stage: the current pass's component is main-actor state, never shared
/// between threads.
///
/// ```swift
/// final class PlayerComponent: Component<EmptyDependency>, @unchecked Sendable {}
///
/// final actor PlayerInteractor: Interactable {
///     nonisolated let lifecycle = InteractorLifecycle()
/// }
///
/// final class PlayerRouter: Router<PlayerInteractor> {}
///
/// final class PlayerBuilder: MultiStageComponentizedBuilder<PlayerComponent, PlayerRouter, Int> {
///     override func finalStageBuild(with component: PlayerComponent, _ volume: Int) async
///         -> PlayerRouter
///     {
///         PlayerRouter(interactor: PlayerInteractor())
///     }
/// }
/// ```
///
/// ```swift run
/// let builder = PlayerBuilder { PlayerComponent(dependency: EmptyComponent()) }
/// let first = builder.componentForCurrentBuildPass
/// let again = builder.componentForCurrentBuildPass
/// _ = await builder.finalStageBuild(withDynamicDependency: 7)
/// let next = builder.componentForCurrentBuildPass
/// print(first === again, first === next)
/// ```
///
/// ```output
/// true false
/// ```
@MainActor
open class MultiStageComponentizedBuilder<ComponentType, RouterType, DynamicBuildDependency>:
    Buildable
{
    /// The component of the current build pass, created on the first read of the pass.
    public final var componentForCurrentBuildPass: ComponentType {
        if let currentPassComponent {
            return currentPassComponent
        }
        let component = componentBuilder()
        currentPassComponent = component
        return component
    }

    /// Creates a builder that makes a component for each build pass with `componentBuilder`.
    ///
    /// - Parameter componentBuilder: Creates a new component; it must return a new
    ///   instance on every call.
    public init(componentBuilder: @escaping () -> ComponentType) {
        self.componentBuilder = componentBuilder
    }

    /// Builds the napkin from the component of the current pass; override it.
    ///
    /// The base implementation stops the program: every subclass must override it.
    ///
    /// - Parameters:
    ///   - component: The component of the current pass.
    ///   - dynamicDependency: The value passed to
    ///     ``finalStageBuild(withDynamicDependency:)``.
    /// - Returns: The napkin's router.
    open func finalStageBuild(
        with component: ComponentType, _ dynamicDependency: DynamicBuildDependency
    ) async -> RouterType {
        preconditionFailure("\(Self.self) must override finalStageBuild(with:_:).")
    }

    /// Ends the current pass and builds the napkin with its component.
    ///
    /// - Parameter dynamicDependency: The value your ``finalStageBuild(with:_:)``
    ///   override receives.
    /// - Returns: The router built by ``finalStageBuild(with:_:)``.
    public final func finalStageBuild(
        withDynamicDependency dynamicDependency: DynamicBuildDependency
    ) async -> RouterType {
        let component = componentForCurrentBuildPass
        // The pass ends before the first suspension, so a pass started while the final
        // stage awaits gets its own component.
        currentPassComponent = nil
        return await finalStageBuild(with: component, dynamicDependency)
    }

    /// Makes the component of each pass.
    private let componentBuilder: () -> ComponentType

    /// The component of the pass in progress, if one has started.
    private var currentPassComponent: ComponentType?
}
