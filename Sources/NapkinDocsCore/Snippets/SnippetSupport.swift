/// The runtime that generated snippet tests call, written into each test target by the
/// `SnippetTests` plugin (`napkin-docs snippet-support`), so that an adopting package needs no
/// harness of its own and no dependency beyond the toolchain's Foundation and Swift Testing.
///
/// It holds:
/// 1. a module-wide `print` that shadows the standard one in the generated files and sends
///    what snippets print to the test in progress (tasks they start included, through a task
///    local);
/// 2. `SnippetHarness.run`, which runs a run block and returns what it printed, and
///    `expectOutput`, which compares that with the `output` block, trailing blanks aside;
/// 3. the `.generated(from:at:fingerprint:runs:recordingIn:)` suite trait, which fails a
///    file's suite when its source changed or went away after the tests were generated, so that
///    a build plan SwiftPM failed to renew cannot pass unnoticed, and records each source that
///    passed (``SnippetRecords``), which is the evidence the site's marks rest on.
///
/// The source is compiled only in the test targets it is written into; the generator's tests
/// compile and run it with generated files.
package enum SnippetSupport {
    /// The name of the file the plugin writes the runtime to.
    package static let fileName = "SnippetSupport.swift"

    /// The offset basis of the 64-bit FNV-1a hash that fingerprints snippet sources.
    static let fingerprintBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    /// The prime of that hash.
    static let fingerprintPrime: UInt64 = 0x100_0000_01b3

    /// The one hash of snippet sources, blocks and checks: a 64-bit FNV-1a fingerprint of
    /// `bytes`. The runtime computes the same one (``fingerprintSource``) to tell whether a
    /// source changed since its tests were generated.
    /// - Parameter bytes: The bytes, such as a file's contents.
    /// - Returns: The fingerprint.
    package static func fingerprint(of bytes: some Sequence<UInt8>) -> UInt64 {
        var hash = fingerprintBasis
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* fingerprintPrime
        }
        return hash
    }

    /// The runtime's copy of ``fingerprint(of:)``, written with the same basis and prime: the
    /// test target compiles the runtime from source and cannot import this module.
    static let fingerprintSource = """
        /// A 64-bit FNV-1a fingerprint of `bytes`: the same as the generator's.
        func snippetFingerprint(of bytes: some Sequence<UInt8>) -> UInt64 {
            var hash: UInt64 = \(fingerprintBasis)
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* \(fingerprintPrime) }
            return hash
        }


        """

    /// The Swift source of the runtime.
    package static let source =
        headerSource + harnessSource + slicesSource + fingerprintSource + compilerSource
        + checkerSource + tallySource + sourceCheckSource + pagesSource

    /// The runtime's opening: its comment and imports.
    static let headerSource = """
        // Written by `napkin-docs snippet-support` for the SnippetTests plugin: the runtime the
        // generated snippet tests call. Do not edit; it is written again at each build.
        // swift-format-ignore-file
        import Foundation
        import Testing


        """
}
