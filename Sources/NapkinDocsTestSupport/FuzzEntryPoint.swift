import Foundation
import Synchronization

@testable import NapkinDocs
@testable import NapkinDocsCore

#if FUZZING
/// libFuzzer's default input function, defined once for every executable of a fuzzing build.
///
/// `-sanitize=fuzzer` links libFuzzer's whole archive, whose own `main` refers to this symbol,
/// into every executable of the build, so each one that links this module gets it here (the
/// snippet plugin's `napkin-docs`, which does not, defines its own in its `main.swift`). None calls it: SwiftPM's `main` wins, and the fuzzers (`FuzzRender`,
/// `FuzzSnippets`) hand their input function to `LLVMFuzzerRunDriver` themselves.
/// - Parameters:
///   - data: The input's bytes.
///   - size: The number of bytes.
/// - Returns: Never returns.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerDefaultInputFunction(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fatalError("this executable is not a fuzzer; run FuzzRender or FuzzSnippets")
}
#endif

/// Runs a libFuzzer target: the shared `main` of `FuzzRender` and `FuzzSnippets`.
///
/// Why an executable target whose `main` changes with `-D FUZZING`: SwiftPM links every
/// executable with its entry point renamed (`FuzzRender_main`, aliased to `main`), so the `main`
/// that libFuzzer's archive brings is never used, and a bare `LLVMFuzzerTestOneInput` does not
/// link. Instead `main` hands the arguments to libFuzzer's driver (`LLVMFuzzerRunDriver`), which
/// the archive linked by `-sanitize=fuzzer` provides. Without `FUZZING` (`make build`,
/// `make test`, `make test-tsan`) there is no libFuzzer, and `main` only says how to build the
/// fuzzer. `scripts/fuzz.sh` builds it.
public enum FuzzDriver {
    /// The C function libFuzzer calls with each input; it returns 0.
    public typealias InputFunction = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    /// Hands the process's arguments and `input` to libFuzzer, and exits with its status;
    /// without libFuzzer, prints how to get a fuzzing build and exits with 1.
    /// - Parameter input: The function that checks one input, crashing on a broken guarantee.
    /// - Returns: Never.
    public static func main(_ input: InputFunction) -> Never {
        #if FUZZING
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv, input))
        #else
        print("Built without libFuzzer; run 'make fuzz' (scripts/fuzz.sh) instead.")
        exit(1)
        #endif
    }

    /// Turns libFuzzer's pointer and size into bytes, runs `check`, and crashes with its
    /// problems, so that libFuzzer keeps the input.
    /// - Parameters:
    ///   - data: The input's bytes.
    ///   - size: The number of bytes.
    ///   - check: Returns the guarantees the input broke.
    /// - Returns: 0, as libFuzzer requires.
    public static func checkInput(
        _ data: UnsafePointer<UInt8>?, _ size: Int, _ check: ([UInt8]) -> [String]
    ) -> CInt {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        let violations = check(bytes)
        if !violations.isEmpty {
            fatalError(violations.joined(separator: "\n"))
        }
        return 0
    }

    /// ``checkInput(_:_:_:)`` for a check that awaits (the real build does): the input's thread,
    /// libFuzzer's own and never one of Swift concurrency's, waits until the check is done.
    /// - Parameters:
    ///   - data: The input's bytes.
    ///   - size: The number of bytes.
    ///   - check: Returns the guarantees the input broke.
    /// - Returns: 0, as libFuzzer requires.
    public static func checkInput(
        _ data: UnsafePointer<UInt8>?, _ size: Int,
        awaiting check: @escaping @Sendable ([UInt8]) async -> [String]
    ) -> CInt {
        checkInput(data, size) { bytes in
            let result = Mutex<[String]>([])
            let done = DispatchSemaphore(value: 0)
            Task {
                let violations = await check(bytes)
                result.withLock { $0 = violations }
                done.signal()
            }
            done.wait()
            return result.withLock { $0 }
        }
    }
}

#if FUZZING
/// libFuzzer's driver: parses the libFuzzer flags in `argv` and calls `callback` per input.
///
/// Declared by its C name: it lives in the libFuzzer archive, which has no Swift module. Its
/// arguments (pointers and a C function pointer) pass the same way in Swift's and C's calling
/// conventions.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: FuzzDriver.InputFunction
) -> CInt
#endif
