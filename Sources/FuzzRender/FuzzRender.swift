// The libFuzzer target for parse → link resolution → HTML rendering of one article.
// `FuzzDriver` (in NapkinDocsTestSupport) explains how it is built and run; `make fuzz` runs it.
import Foundation
import NapkinDocsTestSupport

/// The shared harness, over the tiny fixture symbol graph (loaded once, before any input).
let harness = FuzzHarness.overTinyGraph(
    packageRoot: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path)

/// The fuzzer's entry point.
@main enum FuzzRender {
    /// Renders each input, crashing on a broken guarantee.
    static func main() {
        FuzzDriver.main { data, size in
            FuzzDriver.checkInput(data, size, awaiting: { await harness.renderArticle($0) })
        }
    }
}
