/// Times a build's stages as it enters each one, for `napkin-docs build --timings`, and tells
/// ``StageBoundary``'s observer of the boundaries it names.
struct StageTimer {
    /// The stage running now and when it started.
    private var current: (stage: String, start: ContinuousClock.Instant)?
    /// The stages finished so far, in order.
    private(set) var finished: [BuildReport.StageTime] = []

    /// Ends the stage running, if any, and starts `stage`.
    /// - Parameters:
    ///   - stage: The stage's name (`load`, `extract`, `resolve`, `render`, `index`, `write`).
    ///   - observed: Whether ``StageBoundary``'s observer hears of it (the writer tells it of the
    ///     write's own steps).
    mutating func enter(_ stage: String, observed: Bool = true) {
        if observed { StageBoundary.reached(stage) }
        end()
        current = (stage, .now)
    }

    /// Ends the stage running, if any.
    mutating func end() {
        guard let current else { return }
        finished.append(
            BuildReport.StageTime(stage: current.stage, seconds: current.start.duration(to: .now)))
        self.current = nil
    }
}
