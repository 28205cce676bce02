internal import NapkinLocking

/// The container of a napkin's dependencies: what its parent gives it, and what it
/// creates for itself and its children.
///
/// Subclass `Component` once per napkin. Its `dependency` is what the parent provides;
/// computed properties add new services. Wrap a property in ``shared(forCallerKey:_:)``
/// when every reader must get the same instance.
///
/// `Component` itself is not `Sendable`: it only becomes safe to share once your subclass
/// holds nothing but `let`s and `shared` services. Say so with `@unchecked Sendable` on
/// the subclass, as the example does, so that the component can satisfy a child's
/// ``Dependency`` protocol.
///
/// ```swift
/// final class EventBus: Sendable {}
///
/// protocol FeedDependency: Dependency {
///     var eventBus: EventBus { get }
/// }
///
/// final class AppRootComponent: Component<EmptyDependency>, FeedDependency, @unchecked Sendable {
///     var eventBus: EventBus {
///         shared { EventBus() }
///     }
/// }
/// ```
///
/// ```swift run
/// let component = AppRootComponent(dependency: EmptyComponent())
/// print(component.eventBus === component.eventBus)
/// ```
///
/// ```output
/// true
/// ```
///
/// ## Topics
///
/// ### Creating a Component
///
/// - ``Component/init(dependency:)``
/// - ``Component/dependency``
///
/// ### Sharing Instances
///
/// - ``Component/shared(forCallerKey:_:)``
open class Component<DependencyType> {
    /// What the parent napkin provides to this one.
    public let dependency: DependencyType

    /// Creates a component on top of the dependency its parent provides.
    ///
    /// - Parameter dependency: The parent's services, usually the parent's component.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }

    /// Returns the one instance that belongs to the calling accessor, creating it on
    /// first use.
    ///
    /// Call it from a computed property; the property's name (the default `#function`)
    /// is the key, so each property gets its own instance and every read of one property
    /// returns the same instance. It is safe to call from any thread: the factory runs
    /// exactly once per key, and callers that arrive while it runs wait for its result.
    /// A factory may read other `shared` properties of the same component.
    ///
    /// - Note: A factory must not read its own property, directly or through a cycle of
    ///   other `shared` properties: such a cycle has no answer, and stops or blocks the program.
    ///
    /// - Parameters:
    ///   - callerKey: The key that identifies the instance; leave the default.
    ///   - factory: Creates the instance; called once per key.
    /// - Returns: The instance stored under `callerKey`.
    public final func shared<T>(
        forCallerKey callerKey: String = #function,
        _ factory: () -> T
    ) -> T {
        var slot: SharedInstanceSlot?
        // The table lock is held only to find or add the slot, never while a factory
        // runs, so a factory that reads another `shared` property cannot deadlock.
        tableLock.withLock { _ in
            if let existing = slots[callerKey] {
                slot = existing
            } else {
                let created = SharedInstanceSlot()
                slots[callerKey] = created
                slot = created
            }
        }
        return slot!.instance(orMake: factory)
    }

    /// Guards `slots`.
    private let tableLock = SanitizedMutex(())

    /// One slot per caller key, each with its own lock.
    private var slots: [String: SharedInstanceSlot] = [:]
}

/// The storage of one `shared` instance, with the lock that makes its factory run once.
private final class SharedInstanceSlot {
    /// Guards `instance`, and is held while the factory runs so that concurrent callers
    /// wait for the first one instead of building a second instance.
    private let lock = SanitizedMutex(())

    /// The instance, once built.
    private var instance: Any?

    /// Returns the stored instance, building it with `factory` if there is none yet.
    func instance<T>(orMake factory: () -> T) -> T {
        var result: T?
        lock.withLock { _ in
            if let existing = instance as? T {
                result = existing
            } else {
                let made = factory()
                instance = made
                result = made
            }
        }
        return result!
    }
}
