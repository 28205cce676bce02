import Foundation

extension Subcommand {
    /// `napkin-docs build`: renders the articles and the module's API into a static site.
    public static let build = Subcommand(
        name: "build",
        abstract: "Builds the documentation site from the articles and the module's symbol graph.",
        options: [
            CommandOption(
                "--articles", valueName: "dir", help: "The folder of Markdown articles.",
                defaultValue: "Articles"),
            CommandOption(
                "--output", valueName: "dir", help: "The folder to write the site to.",
                defaultValue: "Site"),
            CommandOption(
                "--symbol-graph", valueName: "file",
                help:
                    "A symbol graph file or folder of them; repeat it for several. Without it, the graph is built from the compiler."
            ),
            CommandOption(
                "--module", valueName: "name", help: "The module to document.",
                defaultValue: "napkin"),
            .flag("--no-symbols", help: "Build a plain folder of Markdown, without API pages."),
            .flag("--strict", help: "Treat unresolved links as errors."),
            .flag(
                "--allow-raw-html",
                help:
                    "Write the Markdown's raw HTML into the pages: markup and styling, never script. A tag with an event-handler attribute (onclick=…), a javascript:, vbscript: or data: URL, a <script>, <style>, <iframe>, <object>, <embed> or similar element, or a tag left open shows its whole HTML block as text. Without this flag, all raw HTML is shown as text."
            ),
            .flag("--watch", help: "Rebuild whenever an input changes (polls every half second)."),
        ]
    ) { arguments, io in
        var graphs: [String] = []
        for item in arguments.values("--symbol-graph") {
            graphs += BuildWatcher.graphFiles(at: item)
        }
        let options = BuildOptions(
            articlesFolder: arguments["--articles"] ?? "Articles",
            outputFolder: arguments["--output"] ?? "Site",
            symbolGraphs: graphs, noSymbols: arguments.flag("--no-symbols"),
            strict: arguments.flag("--strict"),
            packageRoot: FileManager.default.currentDirectoryPath,
            moduleName: arguments["--module"] ?? "napkin",
            allowsRawHTML: arguments.flag("--allow-raw-html"))
        if arguments["--symbol-graph"] != nil, graphs.isEmpty {
            io.report([
                .error(
                    "no symbol graph found; \(SymbolGraphLoader.howToProduce)",
                    path: arguments["--symbol-graph"] ?? "")
            ])
            return 1
        }
        let builder = SiteBuilder(options: options)
        guard arguments.flag("--watch") else {
            let report = await builder.run()
            io.report(report.log.diagnostics)
            io.printError(report.summary(output: options.outputFolder))
            return report.exitCode
        }
        await BuildWatcher(builder: builder, io: io).run()
        return 0
    }
}
