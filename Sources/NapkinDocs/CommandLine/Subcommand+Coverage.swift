import Foundation
import NapkinDocsCore

extension Subcommand {
    /// `napkin-docs coverage`: reports how much of the module's public API is documented.
    package static let coverage = Subcommand(
        name: "coverage",
        abstract: "Reports documented public symbols, and public types without a compiled example.",
        options: [
            CommandOption(
                "--symbol-graph", valueName: "file",
                help:
                    "A symbol graph file or folder of them; repeat it for several. Without it, the graph is built from the compiler."
            ),
            CommandOption(
                "--module", valueName: "name",
                help: "The module to measure (default: \(PackageLayout.howModuleIsFound))."),
            .flag(
                "--strict",
                help: "Fail unless every public symbol is documented and every type has an example."
            ),
        ]
    ) { arguments, io in
        let root = FileManager.default.currentDirectoryPath
        let layout = PackageLayout(root: URL(fileURLWithPath: root))
        guard let module = arguments["--module"] ?? layout.moduleName else {
            io.report([.error(layout.unknownModule, path: root)])
            return 1
        }
        let graphs: [SymbolGraph]
        do throws(Diagnostic) {
            graphs = try coverageGraphs(
                given: arguments.values("--symbol-graph"), root: root, module: module)
        } catch {
            io.report([error])
            return 1
        }
        let coverage = DocumentationCoverage(graphs: graphs, packageRoot: root)
        let strict = arguments.flag("--strict")
        var log = DiagnosticLog(promotesWarnings: strict)
        log.append(
            contentsOf: coverage.undocumented.map {
                Diagnostic.warning(
                    "public symbol '\($0.name)' has no documentation comment", path: $0.path,
                    at: $0.location)
            })
        log.append(
            contentsOf: coverage.typesWithoutExample.map {
                Diagnostic.warning(
                    "public type '\($0.name)' has no compiled example (a ```swift block)",
                    path: $0.path, at: $0.location)
            })
        io.report(log.diagnostics)
        io.print(coverage.summary)
        return strict && !coverage.isComplete ? 1 : 0
    }

    /// Loads the given symbol graphs, or produces the module's from the compiler.
    /// - Parameters:
    ///   - given: The `--symbol-graph` values: files or folders.
    ///   - root: The package root.
    ///   - module: The module to produce a graph for when none is given.
    /// - Returns: The decoded graphs.
    /// - Throws: A ``Diagnostic`` when a graph is missing or corrupt, or cannot be produced.
    private static func coverageGraphs(
        given: [String], root: String, module: String
    ) throws(Diagnostic) -> [SymbolGraph] {
        var files = given.flatMap { SymbolGraphFiles.graphFiles(at: $0) }
        if !given.isEmpty, files.isEmpty {
            throw .error(
                "no symbol graph found; \(SymbolGraphLoader.howToProduce)", path: given[0])
        }
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent(
            "napkin-docs-coverage-\(ProcessInfo.processInfo.processIdentifier)")
        defer { FileTree.removeTree(folder) }
        if files.isEmpty {
            files = try SymbolGraphProducer(packageRoot: root, moduleName: module)
                .produce(into: folder)
        }
        var graphs: [SymbolGraph] = []
        for file in files {
            graphs.append(try SymbolGraphLoader.loadGraph(at: file))
        }
        return graphs
    }
}
