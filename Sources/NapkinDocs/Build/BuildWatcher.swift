import Foundation
import NapkinDocsCore

/// Runs `napkin-docs build --watch`: builds, then polls the inputs and rebuilds when any file
/// changes (polling needs no platform file-events API and works on every file system).
struct BuildWatcher: Sendable {
    /// The builder to run on each change.
    var builder: SiteBuilder
    /// Where to report.
    var io: CommandIO

    /// Builds, then keeps rebuilding on change until the process is stopped.
    func run() async {
        var last = fingerprint()
        await build()
        io.printError(
            "Watching \(builder.options.articlesFolder) for changes (press Ctrl-C to stop).")
        while !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(500))
            let current = fingerprint()
            if current != last {
                last = current
                await build()
            }
        }
    }

    /// Runs one build and reports it.
    private func build() async {
        let report = await builder.run()
        io.report(report.log.diagnostics)
        io.printError(report.summary(output: builder.options.outputFolder))
    }

    /// The size and date of every input file: articles, symbol graphs, and module sources when
    /// the graph is produced from them.
    private func fingerprint() -> [String] {
        let options = builder.options
        var folders = [options.articlesFolder]
        if !options.noSymbols, options.symbolGraphs.isEmpty {
            folders.append(
                (options.packageRoot as NSString).appendingPathComponent(
                    "Sources/\(options.moduleName)"))
        }
        var lines: [String] = []
        for folder in folders {
            let absolute = FileTree.absolute(folder)
            for entry in FileTree.entries(below: absolute) where entry.type == .file {
                lines.append(Self.stamp(absolute + "/" + entry.path))
            }
        }
        lines += options.symbolGraphs.map(Self.stamp)
        return lines
    }

    /// A file's path, size and modification date.
    private static func stamp(_ path: String) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = attributes?[.size] as? Int ?? -1
        let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path) \(size) \(date)"
    }
}
