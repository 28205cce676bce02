extension SnippetSupport {
    /// The runtime's `SnippetCompiler`, which checks compile-fail blocks with the compiler.
    static let compilerSource = """
        /// Compiles `compile-fail` blocks on their own, against the modules the test build made.
        enum SnippetCompiler {
            /// Type-checks `source` (a block, its imports first, under a `#sourceLocation` of its
            /// Markdown file), and records an issue at the fence when it compiles, or when a line
            /// of `expected` (`error: TEXT`) matches no diagnostic on `lines` of `path`.
            @discardableResult
            static func expectFailure(
                _ source: String, path: String, lines: ClosedRange<Int>, expected: [String],
                sourceLocation: Testing.SourceLocation = #_sourceLocation
            ) async -> Bool {
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "snippet-compile-fail-\\(UUID().uuidString)")
                defer { try? FileManager.default.removeItem(at: folder) }
                let file = folder.appendingPathComponent("Block.swift")
                do {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    try Data(source.utf8).write(to: file)
                } catch {
                    Issue.record("Cannot write the block to compile it: \\(error)", sourceLocation: sourceLocation)
                    return false
                }
                let arguments = ["-typecheck", "-swift-version", "6", "-parse-as-library"]
                    + moduleFolders().flatMap { ["-I", $0] } + [file.path]
                let (status, output) = await run(arguments, in: folder)
                let reported = output.split(separator: "\\n").filter { line in
                    let parts = line.split(separator: ":", maxSplits: 3)
                    guard parts.count == 4, parts[0] == path, let number = Int(parts[1]) else { return false }
                    return lines.contains(number)
                        && (parts[3].hasPrefix(" error:") || parts[3].hasPrefix(" warning:"))
                }
                let shown = reported.isEmpty ? "  (none on this block's lines)" : reported.map { "  " + $0 }.joined(separator: "\\n")
                guard status != 0 else {
                    Issue.record(
                        "This block compiled, but it must not ('swift compile-fail'). The compiler said:\\n\\(shown)",
                        sourceLocation: sourceLocation)
                    return false
                }
                var passed = true
                if !reported.contains(where: { $0.contains(": error:") }) {
                    Issue.record(
                        "The compiler failed, but reported no error on this block's lines:\\n\\(output)",
                        sourceLocation: sourceLocation)
                    passed = false
                }
                for line in expected {
                    let colon = line.firstIndex(of: ":")!
                    let severity = line[..<colon]
                    let text = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                    guard !reported.contains(where: { $0.contains(": \\(severity): ") && $0.contains(text) }) else { continue }
                    Issue.record(
                        "No diagnostic matches '\\(line)'. The compiler said:\\n\\(shown)",
                        sourceLocation: sourceLocation)
                    passed = false
                }
                return passed
            }

            /// The folders holding the modules of the test build: beside the test runner.
            static func moduleFolders() -> [String] {
                var folders: [URL] = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
                #if canImport(Darwin)
                // On Apple platforms the tests are a bundle that `xctest` loads; elsewhere the
                // runner is the test executable itself (and `Bundle.allBundles` leaks there).
                for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                    folders.append(bundle.bundleURL.deletingLastPathComponent())
                }
                #endif
                return folders.flatMap { [$0.appendingPathComponent("Modules").path, $0.path] }
                    .filter { FileManager.default.fileExists(atPath: $0) }
            }

            /// Runs the compiler (`SWIFTC`, else `xcrun swiftc` on Apple platforms, else
            /// `swiftc` on the `PATH`) and returns its status and everything it printed.
            static func run(_ arguments: [String], in folder: URL) async -> (Int32, String) {
                let process = Process()
                if let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] {
                    process.executableURL = URL(fileURLWithPath: swiftc)
                    process.arguments = arguments
                } else {
                    #if os(macOS)
                    process.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
                    process.arguments = ["swiftc"] + arguments
                    #else
                    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                    process.arguments = ["swiftc"] + arguments
                    #endif
                }
                let log = folder.appendingPathComponent("compiler.log")
                _ = FileManager.default.createFile(atPath: log.path, contents: nil)
                guard let handle = try? FileHandle(forWritingTo: log) else { return (-1, "cannot write \\(log.path)") }
                defer { try? handle.close() }
                process.standardOutput = handle
                process.standardError = handle
                let status: Int32 = await withCheckedContinuation { continuation in
                    process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
                    do {
                        try process.run()
                    } catch {
                        process.terminationHandler = nil
                        continuation.resume(returning: -1)
                    }
                }
                let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                return (status, output)
            }
        }


        """
}
