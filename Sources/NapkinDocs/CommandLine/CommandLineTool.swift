/// The `napkin-docs` command line: finds the subcommand, handles help, parses the arguments
/// and runs it. The executable only calls ``run(arguments:io:)``, so all of this is tested.
public enum CommandLineTool {
    /// The tool's name, as shown in help.
    public static let name = "napkin-docs"

    /// The tool's one-sentence description.
    public static let abstract =
        "Builds a Swift package's documentation site and checks its Swift snippets."

    /// Every subcommand, in the order help lists them. A stage adds its own in one line here.
    public static let subcommands: [Subcommand] = [
        .extractSnippets,
        .snippetSupport,
        .recordBaseline,
        .snippets,
        .build,
        .coverage,
    ]

    /// The exit code of a usage error, as in BSD's `sysexits.h` (`EX_USAGE`).
    public static let usageErrorCode: Int32 = 64

    /// Runs `napkin-docs` with `arguments` (without the program's name).
    /// - Parameters:
    ///   - arguments: The command-line words after the program's name.
    ///   - io: Where to write output and diagnostics.
    /// - Returns: The exit code: 0 for success, 1 for content errors, 64 for usage errors.
    public static func run(arguments: [String], io: CommandIO = .standard) async -> Int32 {
        guard let first = arguments.first, first != "-h", first != "--help" else {
            io.writeOutput(
                HelpFormatter.help(toolName: name, abstract: abstract, subcommands: subcommands))
            return 0
        }
        if first == "help" {
            return help(for: arguments.dropFirst().first, io: io)
        }
        guard let subcommand = subcommands.first(where: { $0.name == first }) else {
            var message = "Unknown subcommand '\(first)'."
            if let nearest = EditDistance.suggestion(for: first, among: subcommands.map(\.name)) {
                message += " Did you mean '\(nearest)'?"
            }
            io.printError("Error: \(message)")
            io.printError("Usage: \(name) <subcommand>")
            io.printError("  See '\(name) --help' for more information.")
            return usageErrorCode
        }
        let rest = Array(arguments.dropFirst())
        let beforeSeparator = rest.prefix { $0 != "--" }
        if beforeSeparator.contains("-h") || beforeSeparator.contains("--help") {
            io.writeOutput(HelpFormatter.help(for: subcommand, toolName: name))
            return 0
        }
        do {
            let parsed = try ArgumentParser.parse(rest, for: subcommand)
            return await subcommand.run(parsed, io)
        } catch {
            io.printError("Error: \(error.message)")
            io.printError("Usage: \(HelpFormatter.usage(of: subcommand, toolName: name))")
            io.printError("  See '\(name) \(subcommand.name) --help' for more information.")
            return usageErrorCode
        }
    }

    /// Writes the help of the named subcommand (`napkin-docs help snippets`), or the tool's.
    private static func help(for subcommandName: String?, io: CommandIO) -> Int32 {
        guard let subcommandName else {
            io.writeOutput(
                HelpFormatter.help(toolName: name, abstract: abstract, subcommands: subcommands))
            return 0
        }
        guard let subcommand = subcommands.first(where: { $0.name == subcommandName }) else {
            io.printError("Error: Unknown subcommand '\(subcommandName)'.")
            io.printError("Usage: \(name) help <subcommand>")
            io.printError("  See '\(name) --help' for more information.")
            return usageErrorCode
        }
        io.writeOutput(HelpFormatter.help(for: subcommand, toolName: name))
        return 0
    }
}
