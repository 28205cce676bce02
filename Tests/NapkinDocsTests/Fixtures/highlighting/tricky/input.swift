/// A presenter for the home screen, with <b>markup</b> & entities.
@MainActor @Observable
final class HomePresenter: Presenter<HomeViewController>, @unchecked Sendable {
    /* outer /* nested */ still a comment */
    var title = "Hello, \(name.uppercased(with: "x\(1)"))!\n"
    let raw = #"no \(interpolation) but \#(this) "quoted""#
    let page = """
        Line one \(count)
        "quotes" and \
        continuation
        """
    let numbers = [0xFF_FF, 0b1010, 0o17, 1_000_000, 3.5e-3, 0x1.8p3]
    #if canImport(UIKit)
    override func didLoad() async throws { try await interactor.activate() }
    #elseif os(Linux)
    nonisolated func run() {}
    #endif
    func f(_ value: some Sequence<any Error>) -> `default` { x.default; self.init() }
    var state: Int { get { 1 } set { } }
    let unterminated = "open string
}
