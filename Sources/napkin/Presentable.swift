/// What an interactor may ask its presenter to show.
///
/// Each napkin with a view declares a protocol refining `Presentable` with its
/// presentation calls; a ``Presenter`` subclass or the view controller itself conforms.
/// Presentables live on the main actor, which also makes them `Sendable`, so an
/// interactor can hold one in a `nonisolated let`.
///
/// ```swift
/// struct Track: Sendable {
///     var title: String
/// }
///
/// @MainActor
/// protocol PlayerPresentable: Presentable {
///     func present(track: Track) async
/// }
/// ```
@MainActor
public protocol Presentable: AnyObject, Sendable {}
