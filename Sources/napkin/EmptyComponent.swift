/// A dependency that provides nothing, used to build the root of a napkin tree.
///
/// ```swift
/// final class AppComponent: Component<EmptyDependency>, @unchecked Sendable {}
///
/// @MainActor func makeAppComponent() -> AppComponent {
///     AppComponent(dependency: EmptyComponent())
/// }
/// ```
public final class EmptyComponent: EmptyDependency {
    /// Creates an empty component.
    public init() {}
}
