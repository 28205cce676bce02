import Foundation
import NapkinDocs
import NapkinDocsCore

// The command line is parsed and run by the library, where it is tested.
exit(await CommandLineTool.napkinDocs.run(arguments: Array(CommandLine.arguments.dropFirst())))

#if FUZZING
/// libFuzzer's default input function, which only a fuzzing build (`make fuzz`) compiles.
///
/// `-sanitize=fuzzer` links libFuzzer's archive into every executable of the build, and its
/// `main` refers to this symbol, so this tool (which SwiftPM builds for the snippet plugin)
/// needs it to link. It is never called: this tool's own `main` runs. The fuzzers get theirs
/// from `NapkinDocsTestSupport`.
/// - Parameters:
///   - data: The input's bytes.
///   - size: The number of bytes.
/// - Returns: Never returns.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzerDefaultInputFunction(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fatalError("napkin-docs is not a fuzzer; run FuzzRender or FuzzSnippets")
}
#endif
