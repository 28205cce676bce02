/// Starts a task from a synchronous main-actor callback, such as a button action, to call
/// the asynchronous listener methods of napkin.
///
/// The closure runs on the main actor, like `Task {}` written in the same place; the task
/// is not bound to any interactor.
///
/// ```swift
/// protocol LogoutListener: AnyObject, Sendable {
///     func didTapLogout() async
/// }
///
/// @MainActor
/// func logoutButtonTapped(listener: LogoutListener) {
///     dispatch { await listener.didTapLogout() }
/// }
/// ```
///
/// - Parameters:
///   - priority: The priority of the task, or `nil` for the default.
///   - operation: The work to run.
/// - Returns: The task, to await or cancel it if you want.
@MainActor
@discardableResult
public func dispatch(
    priority: TaskPriority? = nil,
    @_inheritActorContext _ operation: sending @escaping @isolated(any) () async -> Void
) -> Task<Void, Never> {
    Task(priority: priority, operation: operation)
}
