/// What the snippet tests check of a Swift block: how its page marks it, and how the snippet
/// summary, the build's summary and the coverage report count it.
package enum SnippetOutcome: Hashable, Sendable {
    /// Compiled by `swift test`.
    case compiled
    /// Compiled and run by `swift test`, its output checked.
    case run
    /// Compiled and run by `swift test`, checked to stop with a trap (`run crash`).
    case traps
    /// Compiled and run by `swift test`, checked to throw (`run throws`).
    case `throws`
    /// Checked to fail to compile, with the diagnostics expected (`compile-fail`).
    case failsToCompile
    /// Compiled only where the module exists (`requires=`), so skipped elsewhere.
    case skipped(requires: String)
    /// Never compiled: `ignore`, or code that cannot compile as written.
    case notCompiled

    /// Whether the block is an example that compiles: the tests compile it, where its module
    /// exists, and expect it to compile.
    package var isCompiledExample: Bool {
        switch self {
        case .compiled, .run, .traps, .throws, .skipped: true
        case .failsToCompile, .notCompiled: false
        }
    }
}
