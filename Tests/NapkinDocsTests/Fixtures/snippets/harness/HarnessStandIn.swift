import Synchronization
import Testing

// The parts of Tests/ArticleSnippetTests/SnippetHarness.swift that generated files call, with
// the same signatures and behaviour, without the completeness check (which needs NapkinDocs).
// The output comparison is not stood in for: SwiftCompiler compiles the real one,
// Tests/ArticleSnippetTests/SnippetHarness+Output.swift, beside this file.

/// Stands for the harness's completeness check, which needs NapkinDocs; it checks nothing.
struct EveryRunBlockRuns: SuiteTrait {}

extension Trait where Self == EveryRunBlockRuns {
    static func everyRunBlockRuns(in path: String) -> Self { EveryRunBlockRuns() }
}

func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    SnippetHarness.print(items, separator: separator, terminator: terminator)
}

enum SnippetHarness {
    @TaskLocal static var buffer: OutputBuffer?

    static func print(_ items: [Any], separator: String, terminator: String) {
        let text = items.map { String(describing: $0) }.joined(separator: separator) + terminator
        if let buffer { buffer.append(text) } else { Swift.print(text, terminator: "") }
    }

    static func run(_ identifier: String, _ body: () async throws -> Void) async throws -> String {
        let buffer = OutputBuffer()
        try await $buffer.withValue(buffer) { try await body() }
        return buffer.text
    }
}

final class OutputBuffer: Sendable {
    private let storage = Mutex("")
    func append(_ text: String) { storage.withLock { $0 += text } }
    var text: String { storage.withLock { $0 } }
}
