/// The Swift blocks of some files counted by outcome: the one count, and the one wording, of
/// the summary of `napkin-docs snippets` and of the build's summary line, so that both say the
/// same.
package struct SnippetCounts: Hashable, Sendable {
    /// The number compiled and not run.
    package var compiled = 0
    /// The number compiled and run (`run`, `run crash`, `run throws`).
    package var run = 0
    /// The number checked to fail to compile (`compile-fail`).
    package var failingToCompile = 0
    /// The number compiled only where a module exists, by module.
    package var skipped: [String: Int] = [:]
    /// The number never compiled.
    package var notCompiled = 0
    /// The number the site shows without a mark (the baseline lists them).
    package var unmarked = 0

    /// Creates empty counts.
    package init() {}

    /// Counts the blocks of `files`: each snippet by its outcome, and each `@Snippet` as the
    /// block it shows.
    /// - Parameters:
    ///   - files: The extracted files.
    ///   - baselined: The blocks the baseline lists, which the site shows without a mark.
    package init(_ files: [SnippetFile], baselined: Set<String> = []) {
        for file in files {
            for use in file.uses { count(use.outcome) }
            for snippet in file.snippets { count(snippet.mark(baselined: baselined)) }
        }
    }

    /// Adds the counts of other blocks (another module's) to these.
    /// - Parameter other: The other counts.
    package mutating func add(_ other: SnippetCounts) {
        compiled += other.compiled
        run += other.run
        failingToCompile += other.failingToCompile
        skipped.merge(other.skipped, uniquingKeysWith: +)
        notCompiled += other.notCompiled
        unmarked += other.unmarked
    }

    /// The number of blocks counted.
    package var total: Int {
        compiled + run + failingToCompile + skipped.values.reduce(0, +) + notCompiled + unmarked
    }

    /// The counts as both summaries write them: compiled and run always, the others when
    /// there are any (`41 compiled, 9 run, 2 skipped (requires UIKit), 1 must not compile`).
    package var description: String {
        var parts = ["\(compiled) compiled", "\(run) run"]
        if !skipped.isEmpty {
            let modules = skipped.keys.sorted().joined(separator: ", ")
            parts.append("\(skipped.values.reduce(0, +)) skipped (requires \(modules))")
        }
        if failingToCompile > 0 { parts.append("\(failingToCompile) must not compile") }
        if notCompiled > 0 { parts.append("\(notCompiled) not compiled") }
        if unmarked > 0 { parts.append("\(unmarked) baselined") }
        return parts.joined(separator: ", ")
    }

    /// Counts one block.
    /// - Parameter outcome: Its outcome, or `nil` for a block shown without a mark.
    package mutating func count(_ outcome: SnippetOutcome?) {
        switch outcome {
        case .compiled: compiled += 1
        case .run, .traps, .throws: run += 1
        case .failsToCompile: failingToCompile += 1
        case .skipped(let module): skipped[module, default: 0] += 1
        case .notCompiled: notCompiled += 1
        case nil: unmarked += 1
        }
    }
}
