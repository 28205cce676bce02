/// A ``MultiStageComponentizedBuilder`` whose final stage needs no dynamic value.
///
/// Subclass it and override ``finalStageBuild(with:)``.
///
/// ```swift
/// final class InboxComponent: Component<EmptyDependency>, @unchecked Sendable {}
///
/// final actor InboxInteractor: Interactable {
///     nonisolated let lifecycle = InteractorLifecycle()
/// }
///
/// final class InboxRouter: Router<InboxInteractor> {}
///
/// final class InboxBuilder: SimpleMultiStageComponentizedBuilder<InboxComponent, InboxRouter> {
///     override func finalStageBuild(with component: InboxComponent) async -> InboxRouter {
///         InboxRouter(interactor: InboxInteractor())
///     }
/// }
///
/// @MainActor func buildInbox() async -> InboxRouter {
///     let builder = InboxBuilder { InboxComponent(dependency: EmptyComponent()) }
///     _ = builder.componentForCurrentBuildPass
///     return await builder.finalStageBuild()
/// }
/// ```
@MainActor
open class SimpleMultiStageComponentizedBuilder<ComponentType, RouterType>:
    MultiStageComponentizedBuilder<ComponentType, RouterType, Void>
{
    /// Creates a builder that makes a component for each build pass with `componentBuilder`.
    ///
    /// - Parameter componentBuilder: Creates a new component; it must return a new
    ///   instance on every call.
    public override init(componentBuilder: @escaping () -> ComponentType) {
        super.init(componentBuilder: componentBuilder)
    }

    /// Forwards to ``finalStageBuild(with:)``; override that one instead.
    ///
    /// - Parameters:
    ///   - component: The component of the current pass.
    ///   - dynamicDependency: Nothing.
    /// - Returns: The router built by ``finalStageBuild(with:)``.
    public final override func finalStageBuild(
        with component: ComponentType, _ dynamicDependency: Void
    ) async -> RouterType {
        await finalStageBuild(with: component)
    }

    /// Builds the napkin from the component of the current pass; override it.
    ///
    /// The base implementation stops the program: every subclass must override it.
    ///
    /// - Parameter component: The component of the current pass.
    /// - Returns: The napkin's router.
    open func finalStageBuild(with component: ComponentType) async -> RouterType {
        preconditionFailure("\(Self.self) must override finalStageBuild(with:).")
    }

    /// Ends the current pass and builds the napkin with its component.
    ///
    /// - Returns: The router built by ``finalStageBuild(with:)``.
    public final func finalStageBuild() async -> RouterType {
        await finalStageBuild(withDynamicDependency: ())
    }
}
