///$The things a napkin needs from its parent, declared as a protocol.
///
/// Each napkin names what it needs from the napkin above it in a protocol that refines
/// `Dependency`. The parent's component conforms to that protocol, so the child's builder
/// receives exactly the services it asked for and nothing else.
///
/// A dependency is handed from the main actor to actor interactors, so it must be
/// `Sendable`, and it is a class so that every napkin sees the same instances.
///
/// ```swift
/// final class Clock: Sendable {
///     func now() -> Int { 42 }
/// }
///
/// protocol TimerDependency: Dependency {
///     var clock: Clock { get }
/// }
/// ```
public protocol Dependency: AnyObject, Sendable {}

/// The dependency of a napkin that needs nothing from its parent, typically the root.
///
/// Pass an ``EmptyComponent`` wherever an `EmptyDependency` is expected.
///
/// ```swift
/// final class RootComponent: Component<EmptyDependency>, @unchecked Sendable {
///     var greeting: String {
///         shared { "Hello from the root" }
///     }
/// }
/// ```
///
/// ```swift run
/// let root = RootComponent(dependency: EmptyComponent())
/// print(root.greeting)
/// ```
///
/// ```output
/// Hello from the root
/// ```
public protocol EmptyDependency: Dependency {}
