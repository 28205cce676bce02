import Foundation
import NapkinDocsCore

// The snippet plugins' tool: the extractor and the baseline, without the site generator.
exit(await CommandLineTool.napkinSnippets.run(arguments: Array(CommandLine.arguments.dropFirst())))

#if FUZZING
/// libFuzzer's default input function, which a fuzzing build links into every executable; this
/// tool's own `main` runs instead (see `napkin-docs/main.swift`).
/// - Parameters:
///   - data: The input's bytes.
///   - size: The number of bytes.
/// - Returns: Never returns.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzerDefaultInputFunction(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fatalError("napkin-snippets is not a fuzzer; run FuzzRender or FuzzSnippets")
}
#endif
