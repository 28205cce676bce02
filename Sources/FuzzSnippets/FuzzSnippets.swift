// The libFuzzer target for snippet extraction and test generation of one file.
// `FuzzDriver` (in NapkinDocsTestSupport) explains how it is built and run; `make fuzz` runs it.
import Foundation
import NapkinDocsTestSupport

/// The shared harness, over the tiny fixture symbol graph (loaded once, before any input).
let harness = FuzzHarness.overTinyGraph(
    packageRoot: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path)

/// The fuzzer's entry point.
@main enum FuzzSnippets {
    /// Extracts the snippets of each input, crashing on a broken guarantee.
    static func main() {
        FuzzDriver.main { data, size in
            FuzzDriver.checkInput(data, size) { harness.extractSnippets($0) }
        }
    }
}
