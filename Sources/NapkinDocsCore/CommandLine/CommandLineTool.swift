/// A command line of subcommands (`napkin-docs`, `napkin-snippets`): finds the subcommand,
/// handles help, parses the arguments and runs it. An executable only calls
/// ``run(arguments:io:)``, so all of this is tested.
package struct CommandLineTool: Sendable {
    /// The tool's name, as shown in help.
    package var name: String
    /// The tool's one-sentence description.
    package var abstract: String
    /// Every subcommand, in the order help lists them.
    package var subcommands: [Subcommand]

    /// Creates a command line.
    /// - Parameters:
    ///   - name: The tool's name, as shown in help.
    ///   - abstract: The tool's one-sentence description.
    ///   - subcommands: Every subcommand, in the order help lists them.
    package init(name: String, abstract: String, subcommands: [Subcommand]) {
        self.name = name
        self.abstract = abstract
        self.subcommands = subcommands
    }

    /// `napkin-snippets`: the snippet tools alone, which the snippet plugins run, so that an
    /// adopter's build compiles the extractor and not the site generator.
    package static let napkinSnippets = CommandLineTool(
        name: "napkin-snippets",
        abstract: "Writes the snippet tests of a package's documentation and their baseline.",
        subcommands: [.extractSnippets, .extractAllSnippets, .snippetSupport, .recordBaseline])

    /// The exit code of a usage error, as in BSD's `sysexits.h` (`EX_USAGE`).
    package static let usageErrorCode: Int32 = 64

    /// Runs the tool with `arguments` (without the program's name).
    /// - Parameters:
    ///   - arguments: The command-line words after the program's name.
    ///   - io: Where to write output and diagnostics.
    /// - Returns: The exit code: 0 for success, 1 for content errors, 64 for usage errors.
    package func run(arguments: [String], io: CommandIO = .standard) async -> Int32 {
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
            return Self.usageErrorCode
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
            return Self.usageErrorCode
        }
    }

    /// Writes the help of the named subcommand (`napkin-docs help snippets`), or the tool's.
    private func help(for subcommandName: String?, io: CommandIO) -> Int32 {
        guard let subcommandName else {
            io.writeOutput(
                HelpFormatter.help(toolName: name, abstract: abstract, subcommands: subcommands))
            return 0
        }
        guard let subcommand = subcommands.first(where: { $0.name == subcommandName }) else {
            io.printError("Error: Unknown subcommand '\(subcommandName)'.")
            io.printError("Usage: \(name) help <subcommand>")
            io.printError("  See '\(name) --help' for more information.")
            return Self.usageErrorCode
        }
        io.writeOutput(HelpFormatter.help(for: subcommand, toolName: name))
        return 0
    }
}
