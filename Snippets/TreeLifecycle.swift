// A small napkin tree, attached and detached one subtree at a time; each interactor prints
// its lifecycle as it happens.
import napkin

/// An interactor that prints each lifecycle event with its napkin's name.
final actor LoggingInteractor: Interactable {
    nonisolated let lifecycle = InteractorLifecycle()
    let name: String

    init(name: String) {
        self.name = name
    }

    func didBecomeActive() async {
        print("\(name): active")
    }

    func willResignActive() async {
        print("\(name): resigning")
    }
}

/// A router with nothing of its own: the tree's nodes.
final class NodeRouter: Router<LoggingInteractor> {}

// snippet.attach
let root = NodeRouter(interactor: LoggingInteractor(name: "root"))
await root.interactor.activate()
let child = NodeRouter(interactor: LoggingInteractor(name: "child"))
await root.attachChild(child)
await child.attachChild(NodeRouter(interactor: LoggingInteractor(name: "grandchild")))
// snippet.end

// snippet.detach
await root.detachChild(child)
print("root has \(root.children.count) children; child active: \(await child.interactor.isActive)")
// snippet.end
// snippet.hide
precondition(root.children.isEmpty, "the detached subtree is gone")
// snippet.show
