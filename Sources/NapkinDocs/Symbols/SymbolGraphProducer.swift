import Foundation
import NapkinDocsCore

/// Produces the documented module's symbol graph from the compiler, when none is given.
///
/// 1. `swift build --target <module>` in a scratch folder of its own (so it never waits on the
///    lock of an outer `swift run`, and never builds the snippet tests).
/// 2. `swift-symbolgraph-extract` on the built module, public symbols only, with extension
///    blocks, into a temporary folder.
/// The graphs are returned as file paths for ``SymbolGraphLoader``.
package struct SymbolGraphProducer: Sendable {
    /// The package root (the folder holding `Package.swift`).
    package var packageRoot: String
    /// The module to document.
    package var moduleName: String

    /// Creates a producer.
    /// - Parameters:
    ///   - packageRoot: The folder holding `Package.swift`.
    ///   - moduleName: The module to document (`napkin`).
    package init(packageRoot: String, moduleName: String) {
        self.packageRoot = packageRoot
        self.moduleName = moduleName
    }

    /// Builds the module and extracts its symbol graph.
    /// - Parameter outputFolder: Where to write the `*.symbols.json` files (created if missing).
    /// - Returns: The paths of the graph files written, sorted.
    /// - Throws: A ``Diagnostic`` when the build or the extraction fails, with the tool's output.
    package func produce(into outputFolder: String) throws(Diagnostic) -> [String] {
        let scratch = (packageRoot as NSString).appendingPathComponent(".build/napkin-docs-symbols")
        try run(
            "swift",
            [
                "build", "--package-path", packageRoot, "--scratch-path", scratch, "--target",
                moduleName,
            ])
        let binPath = try run(
            "swift",
            ["build", "--package-path", packageRoot, "--scratch-path", scratch, "--show-bin-path"]
        ).trimmingCharacters(in: .whitespacesAndNewlines)
        try? FileManager.default.createDirectory(
            atPath: outputFolder, withIntermediateDirectories: true)
        var arguments = [
            "-module-name", moduleName, "-I",
            (binPath as NSString).appendingPathComponent("Modules"),
            "-target", try targetTriple(), "-minimum-access-level", "public",
            // As DocC's plugin asks: what the module adds to other modules' types comes in
            // extension blocks, which say the extended type's kind.
            "-emit-extension-block-symbols", "-output-dir", outputFolder,
        ]
        // The module's C dependencies are found by their module maps, which the build leaves
        // in the sources: a system library's folder, or a C target's `include`.
        for folder in moduleMapFolders() { arguments += ["-I", folder] }
        #if os(macOS)
        // On Apple platforms the extractor needs the SDK the module was built against.
        let sdk = try run("xcrun", ["--show-sdk-path"])
        arguments += ["-sdk", sdk.trimmingCharacters(in: .whitespacesAndNewlines)]
        #endif
        try run("swift-symbolgraph-extract", arguments)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: outputFolder)) ?? []
        let graphs = names.filter { $0.hasSuffix(".symbols.json") }.sorted()
            .map { (outputFolder as NSString).appendingPathComponent($0) }
        guard !graphs.isEmpty else {
            throw .error("swift-symbolgraph-extract wrote no symbol graph", path: outputFolder)
        }
        return graphs
    }

    /// The folders of the package's sources that hold a `module.modulemap`: each target's
    /// folder, or its `include` folder.
    private func moduleMapFolders() -> [String] {
        let sources = (packageRoot as NSString).appendingPathComponent("Sources")
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []
        return targets.sorted().flatMap { target in
            let folder = (sources as NSString).appendingPathComponent(target)
            return [folder, (folder as NSString).appendingPathComponent("include")].filter {
                FileManager.default.fileExists(
                    atPath: ($0 as NSString).appendingPathComponent("module.modulemap"))
            }
        }
    }

    /// The compiler's target triple, from `swiftc -print-target-info`.
    private func targetTriple() throws(Diagnostic) -> String {
        let json = try run("swiftc", ["-print-target-info"])
        struct Info: Decodable {
            struct Target: Decodable { var triple: String }
            var target: Target
        }
        guard let info = try? JSONDecoder().decode(Info.self, from: Data(json.utf8)) else {
            throw .error(
                "cannot read the target triple from 'swiftc -print-target-info'", path: "swiftc")
        }
        return info.target.triple
    }

    /// Runs a tool found on `PATH` and returns its standard output.
    /// - Throws: A ``Diagnostic`` holding the tool's last output lines when it fails.
    @discardableResult
    private func run(_ tool: String, _ arguments: [String]) throws(Diagnostic) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let output = Pipe()
        // Standard error goes to a file, not a second pipe: reading one pipe to its end while
        // the tool fills the other could block both processes.
        let errorFile = (NSTemporaryDirectory() as NSString).appendingPathComponent(
            "napkin-docs-\(UUID().uuidString).stderr")
        _ = FileManager.default.createFile(atPath: errorFile, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: errorFile) }
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: errorFile)
        do {
            try process.run()
        } catch {
            throw .error("cannot run '\(tool)': \(error.localizedDescription)", path: tool)
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let errorText = (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
            let tail = (String(decoding: outputData, as: UTF8.self) + errorText)
                .split(separator: "\n").suffix(8).joined(separator: "\n")
            throw .error(
                "'\(tool) \(arguments.prefix(1).joined())' failed while producing the symbol graph "
                    + "(exit \(process.terminationStatus)); pass --symbol-graph FILE or --no-symbols:\n"
                    + tail, path: tool)
        }
        return String(decoding: outputData, as: UTF8.self)
    }
}
