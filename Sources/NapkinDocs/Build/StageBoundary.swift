import NapkinDocsCore

/// The boundaries between a build's stages, named for tests that stop the build there. It
/// stays in the library because the build itself must announce each boundary.
///
/// The build calls ``reached(_:)`` at each stage boundary (`load`, `extract`, `resolve`,
/// `render`, `index`, `write`, `swap`, `cleanup`). Nothing in the shipping tool observes it:
/// the interrupted-build tests run `PausingBuild`, which sets ``observer`` to a hook that sleeps
/// there so that the test can kill the process at that moment.
enum StageBoundary {
    /// Called with each stage's name as the build reaches it, in the task that runs the build.
    @TaskLocal static var observer: (@Sendable (String) -> Void)?

    /// Tells the observer, if any, that the build has reached `name`.
    /// - Parameter name: The stage.
    static func reached(_ name: String) {
        observer?(name)
    }
}
