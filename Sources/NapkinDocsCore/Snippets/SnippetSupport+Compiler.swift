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
                let (status, output) = await typecheck(source, manifest: false)
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

            /// Type-checks `source` in a compilation of its own, Swift 6 mode, against the modules
            /// of the test build (or, for a `manifest`, the toolchain's `PackageDescription`), and
            /// returns the compiler's status and everything it printed, one diagnostic a line.
            static func typecheck(_ source: String, manifest: Bool) async -> (Int32, String) {
                var arguments = ["-typecheck", "-diagnostic-style", "llvm", "-module-name", "SnippetCheck"]
                if manifest {
                    let api = compiler.deletingLastPathComponent().deletingLastPathComponent()
                        .appendingPathComponent("lib/swift/pm/ManifestAPI")
                    arguments += [
                        "-swift-version", "5", "-I", api.path, "-package-description-version", toolsVersion(of: source),
                    ]
                } else {
                    arguments += ["-swift-version", "6", "-parse-as-library"]
                    arguments += moduleFolders.flatMap { ["-I", $0] } + moduleMapFlags
                }
                // A check that passed is not run again while its source, its arguments, the
                // compiler and the build's modules are the same.
                let passed = checksFolder.appendingPathComponent(
                    String(snippetFingerprint(of: [source, arguments.joined(separator: " "), buildStamp(for: source)].joined(separator: "\\n").utf8), radix: 16))
                if FileManager.default.fileExists(atPath: passed.path) { return (0, "") }
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "snippet-check-\\(UUID().uuidString)")
                defer { try? FileManager.default.removeItem(at: folder) }
                let file = folder.appendingPathComponent(manifest ? "Package.swift" : "Block.swift")
                do {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    try Data(source.utf8).write(to: file)
                } catch {
                    return (-1, "cannot write the block to compile it: \\(error)")
                }
                await slots.acquire()
                let result = await run(arguments + [file.path], in: folder)
                await slots.release()
                if result.0 == 0 {
                    try? FileManager.default.createDirectory(at: checksFolder, withIntermediateDirectories: true)
                    _ = FileManager.default.createFile(atPath: passed.path, contents: nil)
                }
                return result
            }

            /// Where the checks that passed are remembered: beside the test build.
            static let checksFolder = URL(fileURLWithPath: CommandLine.arguments[0])
                .deletingLastPathComponent().appendingPathComponent("snippet-checks")

            /// What a check of `source` reads besides it, as text: the path, size and date of the
            /// compiler, of the module files of the build that `source` imports, and of the C
            /// module maps. Modules it does not import (the test target's own) do not count.
            static func buildStamp(for source: String) -> String {
                let imported = Set(source.split(separator: "\\n").compactMap(importedModule))
                // The build does not change while the tests run: one stamp per set of imports.
                let key = imported.sorted().joined(separator: " ")
                if let known = stamps.withLock({ $0[key] }) { return known }
                var files = [compiler]
                for folder in moduleFolders where folder.hasSuffix("Modules") {
                    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                    for name in names where imported.contains(String(name.prefix { $0 != "." })) {
                        files.append(URL(fileURLWithPath: folder).appendingPathComponent(name))
                    }
                }
                files += moduleMapFlags.filter { $0.hasPrefix("-fmodule-map-file=") }
                    .map { URL(fileURLWithPath: String($0.dropFirst("-fmodule-map-file=".count))) }
                let stamp = files.map { file in
                    let attributes = (try? FileManager.default.attributesOfItem(atPath: file.path)) ?? [:]
                    let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
                    let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                    return "\\(file.path) \\(size) \\(date)"
                }.sorted().joined(separator: "\\n")
                stamps.withLock { $0[key] = stamp }
                return stamp
            }

            /// The build stamps made so far, by the imports they were made for.
            static let stamps = SnippetLocked([String: String]())

            /// The module an import line names (`import Foo`, `@testable import Foo.Bar`,
            /// `import struct Foo.Baz`), or `nil` for any other line.
            static func importedModule(_ line: Substring) -> String? {
                var words = line.split(whereSeparator: { $0 == " " || $0 == "\\t" })[...]
                while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
                guard words.first == "import" else { return nil }
                words = words.dropFirst()
                let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
                if let first = words.first, kinds.contains(first) { words = words.dropFirst() }
                return words.first.map { String($0.prefix { $0 != "." }) }
            }

            /// The tools version a manifest names on its first line (`// swift-tools-version: 6.1`).
            static func toolsVersion(of manifest: String) -> String {
                let lines = manifest.split(separator: "\\n")
                guard let first = lines.first(where: { $0.hasPrefix("// swift-tools-version") }) else { return "5.9" }
                let version = first.drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "." }
                return version.isEmpty ? "5.9" : String(version)
            }

            /// The compiler processes that may run at once: one per core.
            static let slots = SnippetCompilerSlots(ProcessInfo.processInfo.activeProcessorCount)

            /// Flags naming the module maps of the test build's C modules, which a Swift module
            /// that uses one needs to be imported.
            static let moduleMapFlags: [String] = {
                let build = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
                let entries = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
                return entries.filter { $0.hasSuffix(".build") }.sorted().compactMap { entry in
                    let map = build.appendingPathComponent(entry).appendingPathComponent("module.modulemap")
                    return FileManager.default.fileExists(atPath: map.path) ? map.path : nil
                }.flatMap { ["-Xcc", "-fmodule-map-file=\\($0)"] }
            }()

            /// The compiler: `SWIFTC`, else the first `swiftc` on the `PATH`, links resolved.
            static let compiler: URL = {
                let environment = ProcessInfo.processInfo.environment
                if let swiftc = environment["SWIFTC"] { return URL(fileURLWithPath: swiftc).resolvingSymlinksInPath() }
                for folder in (environment["PATH"] ?? "").split(separator: ":") {
                    let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
                    if FileManager.default.isExecutableFile(atPath: candidate.path) {
                        return candidate.resolvingSymlinksInPath()
                    }
                }
                return URL(fileURLWithPath: "/usr/bin/swiftc")
            }()

            /// The folders holding the modules of the test build: beside the test runner.
            static let moduleFolders: [String] = {
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
            }()

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

        /// Lets at most a given number of compiler processes run at once, the others waiting
        /// their turn in order.
        actor SnippetCompilerSlots {
            /// The slots free now.
            private var free: Int
            /// The callers waiting for a slot.
            private var waiting: [CheckedContinuation<Void, Never>] = []

            /// Creates `count` slots.
            init(_ count: Int) {
                free = max(count, 1)
            }

            /// Takes a slot, waiting for one when none is free.
            func acquire() async {
                guard free == 0 else {
                    free -= 1
                    return
                }
                await withCheckedContinuation { waiting.append($0) }
            }

            /// Gives a slot back, to the first caller waiting if there is one.
            func release() {
                if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
            }
        }


        """
}
