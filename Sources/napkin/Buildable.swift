/// The marker protocol of every builder.
///
/// Declare a protocol for each napkin's builder that refines `Buildable` and names its
/// `build` method; the parent holds the builder through that protocol, which keeps the
/// child replaceable in tests.
///
/// ```swift
/// @MainActor
/// protocol ProfileRouting: Routing {}
///
/// protocol ProfileBuildable: Buildable {
///     @MainActor func build() async -> ProfileRouting
/// }
/// ```
public protocol Buildable: AnyObject, Sendable {}
