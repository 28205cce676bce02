/// A ``ComponentizedBuilder`` whose build needs no dynamic values: one new component per
/// ``build()`` call.
///
/// Subclass it and override ``build(with:)``.
///
/// ```swift
/// final class NotesComponent: Component<EmptyDependency>, @unchecked Sendable {}
///
/// final actor NotesInteractor: Interactable {
///     nonisolated let lifecycle = InteractorLifecycle()
/// }
///
/// final class NotesRouter: Router<NotesInteractor> {}
///
/// final class NotesBuilder: SimpleComponentizedBuilder<NotesComponent, NotesRouter> {
///     override func build(with component: NotesComponent) async -> NotesRouter {
///         NotesRouter(interactor: NotesInteractor())
///     }
/// }
///
/// @MainActor func buildNotes() async -> NotesRouter {
///     let builder = NotesBuilder { NotesComponent(dependency: EmptyComponent()) }
///     return await builder.build()
/// }
/// ```
@MainActor
open class SimpleComponentizedBuilder<ComponentType, RouterType>:
    ComponentizedBuilder<ComponentType, RouterType, Void, Void>
{
    /// Creates a builder that makes a component for each build pass with `componentBuilder`.
    ///
    /// - Parameter componentBuilder: Creates a new component; it must return a new
    ///   instance on every call.
    public init(componentBuilder: @escaping () -> ComponentType) {
        super.init(componentBuilder: { _ in componentBuilder() })
    }

    /// Forwards to ``build(with:)``; override that one instead.
    ///
    /// - Parameters:
    ///   - component: The component made for this pass.
    ///   - dynamicBuildDependency: Nothing.
    /// - Returns: The router built by ``build(with:)``.
    public final override func build(
        with component: ComponentType, _ dynamicBuildDependency: Void
    ) async -> RouterType {
        await build(with: component)
    }

    /// Builds the napkin from the component of the current pass; override it.
    ///
    /// The base implementation stops the program: every subclass must override it.
    ///
    /// - Parameter component: The component made for this pass.
    /// - Returns: The napkin's router.
    open func build(with component: ComponentType) async -> RouterType {
        preconditionFailure("\(Self.self) must override build(with:).")
    }

    /// Runs one build pass, with a new component, and returns the router.
    ///
    /// - Returns: The router built by ``build(with:)``.
    public final func build() async -> RouterType {
        await build(withDynamicBuildDependency: (), dynamicComponentDependency: ())
    }
}
