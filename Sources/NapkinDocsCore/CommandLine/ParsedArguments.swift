/// The values given to a subcommand, after parsing and defaults.
package struct ParsedArguments: Hashable, Sendable {
    /// The positional arguments' values, by argument name.
    package var positionals: [String: String]
    /// The options' values (given or default), by option name with dashes.
    package var options: [String: String]
    /// The flags that were given, by name with dashes.
    package var flags: Set<String>
    /// Every value given to each option, in command-line order (a repeatable option's values).
    package var givenValues: [String: [String]] = [:]

    /// Creates parsed arguments.
    /// - Parameters:
    ///   - positionals: Positional values by name.
    ///   - options: Option values by name.
    ///   - flags: The flags given.
    package init(
        positionals: [String: String] = [:], options: [String: String] = [:],
        flags: Set<String> = []
    ) {
        self.positionals = positionals
        self.options = options
        self.flags = flags
    }

    /// Returns the value of a positional argument or option.
    /// - Parameter name: An argument name (`input`) or an option name (`--output`).
    /// - Returns: The value, or `nil` when it was not given and has no default.
    package subscript(_ name: String) -> String? {
        name.hasPrefix("-") ? options[name] : positionals[name]
    }

    /// Returns whether a flag was given.
    /// - Parameter name: The flag's name with dashes.
    /// - Returns: `true` when the flag is on.
    package func flag(_ name: String) -> Bool {
        flags.contains(name)
    }

    /// Returns every value given to an option, in order: all of a repeatable option's values.
    /// - Parameter name: The option's name with dashes.
    /// - Returns: The values given, or an empty list when the option was not given.
    package func values(_ name: String) -> [String] {
        givenValues[name] ?? []
    }
}
