/// Writes help and usage text in swift-argument-parser's layout: `OVERVIEW:`, `USAGE:`,
/// `ARGUMENTS:`, `OPTIONS:`, `SUBCOMMANDS:`, with aligned columns.
enum HelpFormatter {
    /// The column where descriptions start.
    static let descriptionColumn = 26
    /// The width text is wrapped to.
    static let lineWidth = 80

    /// The help option every subcommand has.
    static let helpOption = CommandOption.flag("-h, --help", help: "Show help information.")

    /// Returns the one-line usage of a subcommand.
    /// - Parameters:
    ///   - subcommand: The subcommand.
    ///   - toolName: The tool's name.
    /// - Returns: `napkin-docs name <arg> --opt <value> [--flag]`.
    static func usage(of subcommand: Subcommand, toolName: String) -> String {
        let options = subcommand.options.map { option in
            option.isRequired ? option.label : "[\(option.label)]"
        }
        return ([toolName, subcommand.name] + subcommand.arguments.map(\.usage) + options)
            .joined(separator: " ")
    }

    /// Returns the full help of a subcommand.
    /// - Parameters:
    ///   - subcommand: The subcommand.
    ///   - toolName: The tool's name.
    /// - Returns: The help text, ending with a line break.
    static func help(for subcommand: Subcommand, toolName: String) -> String {
        var text =
            "OVERVIEW: \(subcommand.abstract)\n\nUSAGE: \(usage(of: subcommand, toolName: toolName))\n"
        if !subcommand.arguments.isEmpty {
            text += "\nARGUMENTS:\n"
            text += subcommand.arguments.map { row("<\($0.name)>", $0.help) }.joined()
        }
        text += "\nOPTIONS:\n"
        for option in subcommand.options + [helpOption] {
            let help = option.defaultValue.map { "\(option.help) (default: \($0))" } ?? option.help
            text += row(option.label, help)
        }
        return text
    }

    /// Returns the tool's help, listing its subcommands.
    /// - Parameters:
    ///   - toolName: The tool's name.
    ///   - abstract: The tool's one-sentence description.
    ///   - subcommands: The subcommands.
    /// - Returns: The help text, ending with a line break.
    static func help(toolName: String, abstract: String, subcommands: [Subcommand]) -> String {
        var text = "OVERVIEW: \(abstract)\n\nUSAGE: \(toolName) <subcommand>\n\nOPTIONS:\n"
        text += row(helpOption.label, helpOption.help)
        text += "\nSUBCOMMANDS:\n"
        text += subcommands.map { row($0.name, $0.abstract) }.joined()
        text += "\n  See '\(toolName) help <subcommand>' for detailed help.\n"
        return text
    }

    /// Returns one aligned row: the label indented by two, the description wrapped in its column.
    private static func row(_ label: String, _ description: String) -> String {
        let indent = String(repeating: " ", count: descriptionColumn)
        var lines: [String] = []
        var current = ""
        for word in description.split(separator: " ") {
            if !current.isEmpty, descriptionColumn + current.count + 1 + word.count > lineWidth {
                lines.append(current)
                current = String(word)
            } else {
                current += current.isEmpty ? String(word) : " " + word
            }
        }
        lines.append(current)
        let head = "  " + label
        var text =
            head.count < descriptionColumn
            ? head + String(repeating: " ", count: descriptionColumn - head.count) + lines[0] + "\n"
            : head + "\n" + indent + lines[0] + "\n"
        for line in lines.dropFirst() { text += indent + line + "\n" }
        return text
    }
}
