import Foundation
import NapkinDocsCore

/// What a build did: its diagnostics and the counts of its one-line summary.
package struct BuildReport: Sendable {
    /// Every diagnostic, in the order found (warnings already promoted under `--strict`).
    package var log = DiagnosticLog()
    /// The number of HTML pages written (or that would have been).
    package var pages = 0
    /// The number of API symbols documented.
    package var symbols = 0
    /// The Swift code blocks, counted by what `swift test` checks of them.
    package var snippets = SnippetCounts()
    /// The build's duration in seconds (only shown, never written to the site).
    package var seconds = 0.0
    /// Whether the site was written.
    package var wroteSite = false
    /// How long each stage took, in the order they ran (shown by `--timings`).
    package var stageTimes: [StageTime] = []

    /// One stage's duration.
    package struct StageTime: Sendable {
        /// The stage's name: `load`, `extract`, `resolve`, `render`, `index` or `write`.
        package var stage: String
        /// How long it took, in seconds.
        package var seconds: Double

        /// Records a stage's duration.
        /// - Parameters:
        ///   - stage: The stage's name.
        ///   - seconds: Its duration.
        init(stage: String, seconds duration: Duration) {
            self.stage = stage
            self.seconds = duration.seconds
        }
    }

    /// Creates an empty report.
    package init() {}

    /// The exit status: 0 when the build succeeded, 1 when content errors stopped it.
    package var exitCode: Int32 {
        log.hasErrors ? 1 : 0
    }

    /// The summary line printed after the diagnostics.
    /// - Parameter output: The output folder, as given.
    /// - Returns: A line such as `Wrote 12 pages (7 symbols) and 20 snippets (…) to Site in 0.31 s`.
    package func summary(output: String) -> String {
        let snippets = "\(self.snippets.total) snippets (\(self.snippets.description))"
        let time = String(format: "%.2f s", seconds)
        let problems =
            "\(log.errorCount) error\(log.errorCount == 1 ? "" : "s")\(kinds(of: .error)), "
            + "\(log.warningCount) warning\(log.warningCount == 1 ? "" : "s")\(kinds(of: .warning))"
        if wroteSite {
            return
                "Wrote \(pages) pages (\(symbols) symbols), \(snippets) to \(output) in \(time); \(problems)"
        }
        return "Build failed: \(problems); \(output) left unchanged (\(time))"
    }

    /// The stages' durations in milliseconds, for `--timings`: `Stages: load 41 ms, extract
    /// 2 ms, …; rendering started after 53 ms`, the time the stages before rendering took, or
    /// `…; stopped before rendering` when an error ended the build sooner.
    package var timings: String {
        let stages = stageTimes.map { "\($0.stage) \(Self.milliseconds($0.seconds))" }
        let listed = "Stages: " + (stages.isEmpty ? "none" : stages.joined(separator: ", "))
        guard stageTimes.contains(where: { $0.stage == "render" }) else {
            return listed + "; stopped before rendering"
        }
        let beforeRender = stageTimes.prefix { $0.stage != "render" }.reduce(0) { $0 + $1.seconds }
        return listed + "; rendering started after \(Self.milliseconds(beforeRender))"
    }

    /// A duration in whole milliseconds: `41 ms`.
    private static func milliseconds(_ seconds: Double) -> String {
        "\(Int((seconds * 1000).rounded())) ms"
    }

    /// The counts of one severity's diagnostics by kind, for the summary:
    /// ` (2 × unresolved symbol link '…', 1 × …)`, or nothing when there are none.
    /// - Parameter severity: The severity counted.
    /// - Returns: The text to append.
    private func kinds(of severity: Diagnostic.Severity) -> String {
        let counts = log.countsByKind(of: severity)
        guard !counts.isEmpty else { return "" }
        return " (" + counts.map { "\($0.count) × \($0.kind)" }.joined(separator: ", ") + ")"
    }
}
