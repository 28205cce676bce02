import PackagePlugin

/// Why the plugin plans no command for the target it is applied to.
enum SnippetTestsError: Error, CustomStringConvertible {
    /// The plugin is applied to a library or executable target (`target`), not to a test
    /// target; a test target depending on `libraries` is where it belongs.
    case notOnATestTarget(target: String, libraries: [String])

    /// The error for the plugin applied to `target`, which is not a test target.
    /// - Parameter target: The library or executable target the plugin is applied to.
    /// - Returns: The error, naming the libraries a test target should depend on instead:
    ///   `target` itself when it is a library, else the libraries it depends on, else `target`.
    static func notATestTarget(_ target: SourceModuleTarget) -> SnippetTestsError {
        let libraries =
            target.kind == .generic
            ? []
            : target.dependencies.compactMap { dependency -> String? in
                guard case .target(let library) = dependency,
                    (library as? SourceModuleTarget)?.kind == .generic
                else { return nil }
                return library.name
            }
        return .notOnATestTarget(
            target: target.name, libraries: libraries.isEmpty ? [target.name] : libraries)
    }

    /// The message SwiftPM shows, with the test target to write instead.
    var description: String {
        switch self {
        case .notOnATestTarget(let target, let libraries):
            let dependencies = libraries.map { "\"\($0)\"" }.joined(separator: ", ")
            return "target '\(target)' is not a test target: the SnippetTests plugin compiles "
                + "the documentation's tests into the target it is applied to, so it belongs on a "
                + "test target that depends on the library; remove it from '\(target)' and "
                + "write: .testTarget(name: \"\(libraries[0])DocTests\", "
                + "dependencies: [\(dependencies)], "
                + "plugins: [.plugin(name: \"SnippetTests\", package: \"napkin\")])"
        }
    }
}
