/// A named option of a subcommand: `--output <path>` takes a value, `--strict` is a flag.
package struct CommandOption: Sendable {
    /// The option's name with its dashes (`--output`).
    package var name: String
    /// The name of the value shown in help (`path`), or `nil` for a flag.
    package var valueName: String?
    /// A one-sentence description.
    package var help: String
    /// The value used when the option is not given, shown in help as `(default: …)`.
    package var defaultValue: String?
    /// Whether the option must be given (never true for flags or options with a default).
    package var isRequired: Bool

    /// Creates an option that takes a value.
    /// - Parameters:
    ///   - name: The name with its dashes (`--output`).
    ///   - valueName: The value's name in help (`path`).
    ///   - help: A one-sentence description.
    ///   - defaultValue: The value when the option is not given, if any.
    ///   - isRequired: Whether the option must be given.
    package init(
        _ name: String, valueName: String, help: String, defaultValue: String? = nil,
        isRequired: Bool = false
    ) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.defaultValue = defaultValue
        self.isRequired = isRequired && defaultValue == nil
    }

    /// Creates a flag, an option without a value.
    /// - Parameters:
    ///   - name: The name with its dashes (`--strict`).
    ///   - help: A one-sentence description.
    /// - Returns: The flag.
    package static func flag(_ name: String, help: String) -> CommandOption {
        var option = CommandOption(name, valueName: "", help: help)
        option.valueName = nil
        return option
    }

    /// The option as shown in help and usage: `--output <path>` or `--strict`.
    var label: String { valueName.map { "\(name) <\($0)>" } ?? name }
}
