/// The diagnostics gathered during a run, in the order they were found.
///
/// A value type: each stage appends to its own log and the driver merges them, so no shared
/// mutable state is needed.
public struct DiagnosticLog: Sendable, Hashable {
    /// Every diagnostic, in the order it was added.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty log, or one holding `diagnostics`.
    /// - Parameter diagnostics: The diagnostics to start with.
    public init(_ diagnostics: [Diagnostic] = []) {
        self.diagnostics = diagnostics
    }

    /// Adds one diagnostic at the end of the log.
    /// - Parameter diagnostic: The diagnostic to add.
    public mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Adds every diagnostic of `other` at the end of the log.
    /// - Parameter other: The diagnostics to add, in order.
    public mutating func append(contentsOf other: some Sequence<Diagnostic>) {
        diagnostics.append(contentsOf: other)
    }

    /// Whether the log holds at least one error (the run must then fail).
    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }

    /// The number of errors in the log.
    public var errorCount: Int {
        diagnostics.count { $0.severity == .error }
    }

    /// The number of warnings in the log.
    public var warningCount: Int {
        diagnostics.count { $0.severity == .warning }
    }

}
