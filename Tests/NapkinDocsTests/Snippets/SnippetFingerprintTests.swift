import Foundation
import Testing

@testable import NapkinDocsCore

/// The generator and the runtime it writes hash snippet sources alike.
struct SnippetFingerprintTests {
    /// The runtime's fingerprint, compiled from its source as a test target compiles it, gives
    /// the generator's fingerprint: otherwise every generated suite would find its source
    /// changed.
    @Test func theRuntimesFingerprintIsTheGenerators() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(
            path: "napkin-fingerprint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = "# Title\n\n```swift\nlet é = 1\n```\n"
        let main = folder.appending(path: "main.swift")
        let program = folder.appending(path: "fingerprint").path
        try Data(
            (SnippetSupport.fingerprintSource
                + "print(snippetFingerprint(of: Array(\(String(reflecting: text)).utf8)))\n").utf8
        ).write(to: main)
        let compiled = try await SwiftCompiler.run("swiftc", ["-o", program, main.path])
        #expect(compiled.status == 0, "\(compiled.output)")
        let ran = try await SwiftCompiler.run(program, [])
        #expect(ran.output == "\(SnippetSupport.fingerprint(of: text.utf8))\n")
    }
}
