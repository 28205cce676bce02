/// Parses a subcommand's arguments according to its table of arguments and options.
///
/// Accepts `--name value`, `--name=value`, flags, and `--` to end options. Help is not handled
/// here: ``CommandLineTool`` looks for `-h`/`--help` first.
enum ArgumentParser {
    /// Parses `arguments` (after the subcommand's name) for `subcommand`.
    /// - Parameters:
    ///   - arguments: The words typed after the subcommand's name.
    ///   - subcommand: The subcommand whose table applies.
    /// - Returns: The values, with defaults filled in.
    /// - Throws: A ``UsageError`` for an unknown option, a missing or unexpected value, or a
    ///   missing required argument or option.
    static func parse(
        _ arguments: [String], for subcommand: Subcommand
    ) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var positionals: [String] = []
        var remaining = arguments[...]
        var optionsEnded = false
        while let word = remaining.popFirst() {
            guard !optionsEnded, word.hasPrefix("-"), word != "-" else {
                positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            guard let option = subcommand.options.first(where: { $0.name == parts[0] }) else {
                throw UsageError(unknownOptionMessage(parts[0], in: subcommand))
            }
            if option.valueName == nil {
                guard parts.count == 1 else {
                    throw UsageError("The flag '\(option.name)' does not take a value")
                }
                parsed.flags.insert(option.name)
            } else if parts.count == 2 {
                parsed.options[option.name] = parts[1]
                parsed.givenValues[option.name, default: []].append(parts[1])
            } else if let value = remaining.first, !value.hasPrefix("-") || value == "-" {
                parsed.options[option.name] = value
                parsed.givenValues[option.name, default: []].append(value)
                remaining = remaining.dropFirst()
            } else {
                throw UsageError("Missing value for '\(option.label)'")
            }
        }
        for (argument, value) in zip(subcommand.arguments, positionals) {
            parsed.positionals[argument.name] = value
        }
        if positionals.count > subcommand.arguments.count {
            throw UsageError("Unexpected argument '\(positionals[subcommand.arguments.count])'")
        }
        if let missing = subcommand.arguments.dropFirst(positionals.count).first(where: {
            !$0.isOptional
        }) {
            throw UsageError("Missing expected argument '<\(missing.name)>'")
        }
        for option in subcommand.options where parsed.options[option.name] == nil {
            if let value = option.defaultValue {
                parsed.options[option.name] = value
            } else if option.isRequired {
                throw UsageError("Missing expected argument '\(option.label)'")
            }
        }
        return parsed
    }

    /// The message for an unknown option, with the nearest known one suggested.
    private static func unknownOptionMessage(_ name: String, in subcommand: Subcommand) -> String {
        let known = subcommand.options.map(\.name) + ["--help"]
        guard let nearest = EditDistance.suggestion(for: name, among: known) else {
            return "Unknown option '\(name)'"
        }
        return "Unknown option '\(name)'. Did you mean '\(nearest)'?"
    }
}
