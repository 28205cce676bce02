/// Counts of snippets by kind, for the one-line summary `napkin-docs snippets` prints.
public struct SnippetSummary: Hashable, Sendable {
    /// The number of Swift snippets.
    public var snippets = 0
    /// The number of files holding at least one snippet.
    public var files = 0
    /// The number compiled and not run.
    public var compiled = 0
    /// The number compiled and run.
    public var run = 0
    /// The number compiled only where a module exists, by module.
    public var skipped: [String: Int] = [:]
    /// The number never compiled (`ignore`).
    public var ignored = 0
    /// The number checked to fail to compile (`compile-fail`).
    public var failingToCompile = 0

    /// Counts the snippets of `files`.
    /// - Parameter files: The extracted files.
    public init(_ files: [SnippetFile]) {
        for file in files where !file.snippets.isEmpty || !file.uses.isEmpty {
            self.files += 1
            // A `@Snippet` counts as the block it shows: run when its output is checked.
            for use in file.uses {
                snippets += 1
                if use.kind == .run { run += 1 } else { compiled += 1 }
            }
            for snippet in file.snippets {
                snippets += 1
                switch snippet.kind {
                case .compiled: compiled += 1
                case .run, .traps, .throws: run += 1
                case .failsToCompile: failingToCompile += 1
                case .skipped(let module): skipped[module, default: 0] += 1
                case .ignored: ignored += 1
                }
            }
        }
    }

    /// The summary line: `52 snippets in 14 files: 41 compiled, 9 run, 2 skipped (requires UIKit)`.
    public var description: String {
        var parts = ["\(compiled) compiled", "\(run) run"]
        if !skipped.isEmpty {
            let modules = skipped.keys.sorted().joined(separator: ", ")
            parts.append("\(skipped.values.reduce(0, +)) skipped (requires \(modules))")
        }
        if failingToCompile > 0 { parts.append("\(failingToCompile) must not compile") }
        if ignored > 0 { parts.append("\(ignored) ignored") }
        let nouns = (snippets == 1 ? "snippet" : "snippets", files == 1 ? "file" : "files")
        return "\(snippets) \(nouns.0) in \(files) \(nouns.1): " + parts.joined(separator: ", ")
    }
}
