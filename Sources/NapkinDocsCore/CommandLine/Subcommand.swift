/// One subcommand of `napkin-docs`: its help, its arguments, and the function that runs it.
///
/// The tool's table of subcommands is ``CommandLineTool/subcommands``; a stage adds its own
/// subcommand as a static member in a `Subcommand+Name.swift` file and one line in that table.
package struct Subcommand: Sendable {
    /// The name typed on the command line (`extract-snippets`).
    package var name: String
    /// A one-sentence description, shown in the tool's help and as the subcommand's overview.
    package var abstract: String
    /// The positional arguments, in order.
    package var arguments: [CommandArgument]
    /// The options and flags (`--help` is added by the tool).
    package var options: [CommandOption]
    /// Runs the subcommand and returns its exit code: 0 for success, 1 for content errors.
    package var run: @Sendable (ParsedArguments, CommandIO) async -> Int32

    /// Creates a subcommand.
    /// - Parameters:
    ///   - name: The name typed on the command line.
    ///   - abstract: A one-sentence description.
    ///   - arguments: The positional arguments, in order.
    ///   - options: The options and flags.
    ///   - run: Runs the subcommand with the parsed arguments and returns its exit code.
    package init(
        name: String, abstract: String, arguments: [CommandArgument] = [],
        options: [CommandOption] = [],
        run: @escaping @Sendable (ParsedArguments, CommandIO) async -> Int32
    ) {
        self.name = name
        self.abstract = abstract
        self.arguments = arguments
        self.options = options
        self.run = run
    }
}
