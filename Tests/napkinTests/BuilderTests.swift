import Testing
import napkin

/// The builders keep their dependency and give one component per build pass.
@MainActor
@Suite struct BuilderTests {
    /// A builder keeps the dependency it was created with.
    @Test func builderKeepsItsDependency() {
        let dependency = EmptyComponent()
        let builder = Builder<EmptyDependency>(dependency: dependency)
        #expect(builder.dependency === dependency)
    }

    /// Each build pass makes a new component and hands that one to the build method.
    @Test func componentizedBuilderGivesANewComponentOnEachPass() async {
        let builder = PassBuilderMock { name in PassComponentStub(name: name) }
        let first: (component: PassComponentStub, router: PassRouterStub) = await builder.build(
            withDynamicBuildDependency: 1, dynamicComponentDependency: "a")
        let second: (component: PassComponentStub, router: PassRouterStub) = await builder.build(
            withDynamicBuildDependency: 2, dynamicComponentDependency: "b")
        #expect(first.component !== second.component)
        #expect(first.component.name == "a")
        #expect(second.component.name == "b")
        #expect(builder.receivedComponents.count == 2)
        // Within a pass, the build method received the component of that pass.
        #expect(builder.receivedComponents[0] === first.component)
        #expect(builder.receivedComponents[1] === second.component)
        #expect(builder.receivedLevels == [1, 2])
    }

    /// Each `build()` makes a new component and hands that one to `build(with:)`.
    @Test func simpleComponentizedBuilderGivesANewComponentOnEachPass() async {
        var made: [PassComponentStub] = []
        let builder = SimplePassBuilderMock {
            let component = PassComponentStub(name: "simple")
            made.append(component)
            return component
        }
        _ = await builder.build()
        _ = await builder.build()
        #expect(made.count == 2)
        #expect(made[0] !== made[1])
        #expect(
            builder.receivedComponents.map(ObjectIdentifier.init) == made.map(ObjectIdentifier.init)
        )
    }

    /// A pass keeps one component until its final stage; the next pass gets a new one.
    @Test func multiStageBuilderKeepsOneComponentWithinAPassAndANewOneForTheNext() async {
        var madeCount = 0
        let builder = StagedBuilderMock {
            madeCount += 1
            return PassComponentStub(name: "staged")
        }
        let early = builder.componentForCurrentBuildPass
        #expect(builder.componentForCurrentBuildPass === early)
        _ = await builder.finalStageBuild(withDynamicDependency: 5)
        #expect(builder.receivedComponents.last === early)
        #expect(madeCount == 1)

        _ = await builder.finalStageBuild(withDynamicDependency: 6)
        #expect(madeCount == 2)
        #expect(builder.receivedComponents.last !== early)
        #expect(builder.componentForCurrentBuildPass !== builder.receivedComponents.last)
    }

    /// The simple multi-stage builder keeps one component per pass too.
    @Test func simpleMultiStageBuilderKeepsOneComponentWithinAPass() async {
        let builder = SimpleStagedBuilderMock { PassComponentStub(name: "simple staged") }
        let early = builder.componentForCurrentBuildPass
        _ = await builder.finalStageBuild()
        #expect(builder.receivedComponents == [ObjectIdentifier(early)])
        _ = await builder.finalStageBuild()
        #expect(builder.receivedComponents.count == 2)
        #expect(builder.receivedComponents[1] != ObjectIdentifier(early))
    }
}

/// A component with a name, to tell passes apart.
// `@unchecked Sendable`: a non-final base class cannot be checked; this one holds only
// `let`s (and `Component`'s locked cache), as the seeds' components do.
private final class PassComponentStub: Component<EmptyDependency>, @unchecked Sendable {
    /// The name of the pass.
    let name: String

    /// Creates a component named `name`.
    init(name: String) {
        self.name = name
        super.init(dependency: EmptyComponent())
    }
}

/// A router for the built napkins.
private final class PassRouterStub: Router<InteractorMock> {}

/// A componentized builder that records the components it was given.
private final class PassBuilderMock: ComponentizedBuilder<
    PassComponentStub, PassRouterStub, Int, String
>
{
    private(set) var receivedComponents: [PassComponentStub] = []
    private(set) var receivedLevels: [Int] = []

    /// Records the component and level, then builds.
    override func build(with component: PassComponentStub, _ level: Int) async -> PassRouterStub {
        receivedComponents.append(component)
        receivedLevels.append(level)
        return PassRouterStub(interactor: InteractorMock())
    }
}

/// A simple componentized builder that records the components it was given.
private final class SimplePassBuilderMock: SimpleComponentizedBuilder<
    PassComponentStub, PassRouterStub
>
{
    private(set) var receivedComponents: [PassComponentStub] = []

    /// Records the component, then builds.
    override func build(with component: PassComponentStub) async -> PassRouterStub {
        receivedComponents.append(component)
        return PassRouterStub(interactor: InteractorMock())
    }
}

/// A multi-stage builder that records the components its final stage was given.
private final class StagedBuilderMock: MultiStageComponentizedBuilder<
    PassComponentStub, PassRouterStub, Int
>
{
    private(set) var receivedComponents: [PassComponentStub] = []

    /// Records the component, then builds.
    override func finalStageBuild(
        with component: PassComponentStub, _ value: Int
    ) async -> PassRouterStub {
        receivedComponents.append(component)
        return PassRouterStub(interactor: InteractorMock())
    }
}

/// A simple multi-stage builder that records the components its final stage was given.
private final class SimpleStagedBuilderMock:
    SimpleMultiStageComponentizedBuilder<PassComponentStub, PassRouterStub>
{
    private(set) var receivedComponents: [ObjectIdentifier] = []

    /// Records the component, then builds.
    override func finalStageBuild(with component: PassComponentStub) async -> PassRouterStub {
        receivedComponents.append(ObjectIdentifier(component))
        return PassRouterStub(interactor: InteractorMock())
    }
}
