import NapkinLocking
import Testing
import napkin

/// A component keeps its dependency, and `shared` gives one instance per accessor.
@Suite struct ComponentTests {
    /// A component keeps the dependency it was created with.
    @Test func componentKeepsItsDependency() {
        let parent = EmptyComponent()
        let component = ServiceComponentMock(dependency: parent)
        #expect(component.dependency === parent)
    }

    /// Every read of a `shared` property returns the instance built on the first read.
    @Test func sharedBuildsOneInstancePerAccessor() {
        let component = ServiceComponentMock(dependency: EmptyComponent())
        let first = component.logger
        #expect(component.logger === first)
        #expect(component.logger === first)
        #expect(component.factoryCallCount(for: "logger") == 1)
    }

    /// Two `shared` properties get two instances.
    @Test func sharedBuildsADifferentInstanceForEachAccessor() {
        let component = ServiceComponentMock(dependency: EmptyComponent())
        #expect(component.logger !== component.otherLogger)
        #expect(component.factoryCallCount(for: "logger") == 1)
        #expect(component.factoryCallCount(for: "otherLogger") == 1)
    }

    /// Two components of one class get two instances.
    @Test func sharedIsNotSharedBetweenComponents() {
        let first = ServiceComponentMock(dependency: EmptyComponent())
        let second = ServiceComponentMock(dependency: EmptyComponent())
        #expect(first.logger !== second.logger)
    }

    /// 1,000 concurrent reads get one instance, built once.
    @Test func sharedReturnsTheSameInstanceUnderAThousandConcurrentCalls() async {
        let component = ServiceComponentMock(dependency: EmptyComponent())
        let identifiers = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<1_000 {
                group.addTask { ObjectIdentifier(component.slowLogger) }
            }
            var identifiers = Set<ObjectIdentifier>()
            for await identifier in group {
                identifiers.insert(identifier)
            }
            return identifiers
        }
        #expect(identifiers.count == 1)
        #expect(component.factoryCallCount(for: "slowLogger") == 1)
    }

    /// A factory that reads another `shared` property finishes.
    @Test func sharedFactoryMayReadAnotherSharedAccessorWithoutDeadlock() async {
        let component = ServiceComponentMock(dependency: EmptyComponent())
        let finished = SanitizedMutex(false)
        // Run on another thread so that a deadlock fails the test instead of hanging it.
        Task.detached {
            _ = component.reporter
            finished.withLock { $0 = true }
        }
        #expect(await eventually { finished.withLock { $0 } })
        #expect(component.reporter.logger === component.logger)
    }
}

/// A service with an identity.
private final class LoggerStub: Sendable {}

/// A service built from another shared service.
private final class ReporterStub: Sendable {
    /// The logger it reports to.
    let logger: LoggerStub

    /// Creates a reporter on `logger`.
    init(logger: LoggerStub) {
        self.logger = logger
    }
}

/// A component that counts how often each of its factories runs.
// `@unchecked Sendable`: a non-final base class cannot be checked; this one holds only
// `let`s (and `Component`'s locked cache), as the seeds' components do.
private final class ServiceComponentMock: Component<EmptyDependency>, @unchecked Sendable {
    /// How many times each factory ran, by key.
    private let callCounts = SanitizedMutex<[String: Int]>([:])

    /// A shared logger.
    var logger: LoggerStub {
        shared { counted("logger", LoggerStub()) }
    }

    /// Another shared logger.
    var otherLogger: LoggerStub {
        shared { counted("otherLogger", LoggerStub()) }
    }

    /// A shared logger whose factory takes a while.
    var slowLogger: LoggerStub {
        shared {
            // Widens the window in which concurrent callers arrive during the factory.
            var spin = 0
            for index in 0..<10_000 {
                spin &+= index
            }
            return counted("slowLogger", LoggerStub(), spin: spin)
        }
    }

    /// A shared reporter built on `logger`.
    var reporter: ReporterStub {
        shared { counted("reporter", ReporterStub(logger: logger)) }
    }

    /// How many times the factory of `key` ran.
    func factoryCallCount(for key: String) -> Int {
        callCounts.withLock { $0[key, default: 0] }
    }

    /// Counts one run of the factory of `key` and returns `instance`.
    private func counted<T>(_ key: String, _ instance: T, spin: Int = 0) -> T {
        callCounts.withLock { $0[key, default: 0] += 1 }
        return instance
    }
}
