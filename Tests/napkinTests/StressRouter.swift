import napkin

/// A router for the stress tests with at most one permanent child, which its interactor
/// attaches each time it becomes active.
final class StressRouter: Router<StressInteractor> {
    /// The child attached whenever this napkin becomes active, if any.
    let permanentChild: StressRouter?

    /// How many times `didLoad()` ran.
    private(set) var didLoadCallCount = 0

    /// Creates a router for `interactor` with an optional permanent child.
    init(interactor: StressInteractor, permanentChild: StressRouter?) {
        self.permanentChild = permanentChild
        super.init(interactor: interactor)
    }

    /// Makes a napkin whose interactor routes through its router, counting tasks in `ledger`.
    static func make(
        ledger: TaskLedger, permanentChild: StressRouter? = nil
    ) async
        -> StressRouter
    {
        let router = StressRouter(
            interactor: StressInteractor(ledger: ledger), permanentChild: permanentChild)
        await router.interactor.bind(to: router)
        return router
    }

    /// Counts the load.
    override func didLoad() async {
        didLoadCallCount += 1
    }

    /// Attaches the permanent child, if there is one.
    func attachPermanentChild() async {
        if let permanentChild {
            await attachChild(permanentChild)
        }
    }
}
