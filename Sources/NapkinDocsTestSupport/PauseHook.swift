import Foundation

@testable import NapkinDocs
@testable import NapkinDocsCore

/// A test hook that stops the build at a named stage, so a test can kill it there.
///
/// Set `NAPKIN_DOCS_PAUSE_AT` to a stage name (`load`, `extract`, `resolve`, `render`, `index`,
/// `write`, `swap` (between moving the old site aside and moving the new one in), `cleanup`);
/// when the build reaches that stage it prints `napkin-docs: paused at <stage>` to standard
/// error and sleeps (60 s, or `NAPKIN_DOCS_PAUSE_SECONDS`). Without the variable the hook does
/// nothing. Only `PausingBuild` installs it; the shipping `napkin-docs` has no such hook.
public struct PauseHook: Sendable {
    /// The stage to pause at, or `nil` for no pause.
    public var stage: String?
    /// How long to sleep, in seconds.
    public var seconds: Double

    /// Creates the hook from the process environment.
    /// - Parameter environment: The environment to read (the process's by default).
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        stage = environment["NAPKIN_DOCS_PAUSE_AT"].flatMap { $0.isEmpty ? nil : $0 }
        seconds = environment["NAPKIN_DOCS_PAUSE_SECONDS"].flatMap(Double.init) ?? 60
    }

    /// Pauses when `name` is the configured stage; returns at once otherwise.
    /// - Parameter name: The stage the build has reached.
    public func reached(_ name: String) {
        guard stage == name else { return }
        FileHandle.standardError.write(Data("napkin-docs: paused at \(name)\n".utf8))
        Thread.sleep(forTimeInterval: seconds)
    }

    /// Runs `body` (a build) with this hook observing its stages.
    /// - Parameter body: The work to run, such as ``CommandLineTool/run(arguments:io:)``.
    /// - Returns: What `body` returns.
    public func observing<Result>(_ body: () async -> Result) async -> Result {
        await StageBoundary.$observer.withValue(reached) { await body() }
    }
}
