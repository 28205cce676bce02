/// The diagnostics gathered during a run, in the order they were found.
///
/// A value type: each stage appends to its own log and the driver merges them, so no shared
/// mutable state is needed.
package struct DiagnosticLog: Sendable, Hashable {
    /// Every diagnostic, in the order it was added.
    package private(set) var diagnostics: [Diagnostic] = []
    /// Whether each warning added becomes an error (`--strict`): the one place the build
    /// promotes warnings, whichever stage found them.
    package var promotesWarnings = false

    /// Creates an empty log, or one holding `diagnostics`.
    /// - Parameters:
    ///   - diagnostics: The diagnostics to start with, kept as they are.
    ///   - promotesWarnings: Whether warnings added later become errors.
    package init(_ diagnostics: [Diagnostic] = [], promotesWarnings: Bool = false) {
        self.diagnostics = diagnostics
        self.promotesWarnings = promotesWarnings
    }

    /// Adds one diagnostic at the end of the log, as an error if warnings are promoted.
    /// - Parameter diagnostic: The diagnostic to add.
    package mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic.promoted(if: promotesWarnings))
    }

    /// Adds every diagnostic of `other` at the end of the log, as errors if warnings are
    /// promoted.
    /// - Parameter other: The diagnostics to add, in order.
    package mutating func append(contentsOf other: some Sequence<Diagnostic>) {
        let promotes = promotesWarnings
        diagnostics.append(contentsOf: other.lazy.map { $0.promoted(if: promotes) })
    }

    /// Whether the log holds at least one error (the run must then fail).
    package var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }

    /// The number of errors in the log.
    package var errorCount: Int {
        diagnostics.count { $0.severity == .error }
    }

    /// The number of warnings in the log.
    package var warningCount: Int {
        diagnostics.count { $0.severity == .warning }
    }

    /// How many diagnostics of `severity` there are of each ``Diagnostic/kind``, the most
    /// frequent first (then by kind), for a summary that stays readable with thousands.
    /// - Parameter severity: The severity counted.
    /// - Returns: Each kind with its count.
    package func countsByKind(of severity: Diagnostic.Severity) -> [(kind: String, count: Int)] {
        var counts: [String: Int] = [:]
        for diagnostic in diagnostics where diagnostic.severity == severity {
            counts[diagnostic.kind, default: 0] += 1
        }
        return counts.map { (kind: $0.key, count: $0.value) }.sorted {
            ($1.count, $0.kind) < ($0.count, $1.kind)
        }
    }
}
