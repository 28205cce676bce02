import Testing
import napkin

/// Presenters are observable, and `dispatch` runs on the main actor.
@MainActor
@Suite struct PresenterTests {
    /// A presenter keeps its view controller.
    @Test func presenterKeepsItsViewController() {
        let viewController = CounterViewControllerStub()
        let presenter = CounterPresenterMock(viewController: viewController)
        #expect(presenter.viewController === viewController)
    }

    /// A change to an `@Observable` subclass property reaches `Observations`.
    // `Observations` is new in the Apple platforms of 2025; Linux has it with the toolchain.
    @available(macOS 26, iOS 26, *)
    @Test func presenterPropertyChangeIsSeenThroughObservations() async {
        let presenter = CounterPresenterMock(viewController: CounterViewControllerStub())
        let observations = Observations { presenter.count }
        var seen: [Int] = []
        for await count in observations {
            seen.append(count)
            if count == 0 {
                presenter.present(count: 3)
            } else {
                break
            }
        }
        #expect(seen == [0, 3])
    }

    /// `dispatch` runs its closure on the main actor.
    @Test func dispatchRunsTheOperationOnTheMainActor() async {
        let listener = TapListenerMock()
        let task = dispatch {
            MainActor.assertIsolated()
            await listener.didTap()
        }
        await task.value
        #expect(await listener.didTapCallCount == 1)
    }
}

/// The view of the counter napkin.
@MainActor
private protocol CounterViewControllable: ViewControllable {}

/// A view controller that shows nothing.
private final class CounterViewControllerStub: CounterViewControllable {}

/// A presenter with one observable property.
@MainActor
@Observable
private final class CounterPresenterMock: Presenter<CounterViewControllerStub> {
    /// The count on screen.
    var count = 0

    /// Shows `count`.
    func present(count: Int) {
        self.count = count
    }
}

/// A listener that counts taps.
private final actor TapListenerMock {
    /// How many times `didTap()` ran.
    private(set) var didTapCallCount = 0

    /// Counts a tap.
    func didTap() {
        didTapCallCount += 1
    }
}
