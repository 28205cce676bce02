/// A positional argument of a subcommand, such as `<input>`.
package struct CommandArgument: Sendable {
    /// The name shown in help and usage, without angle brackets (`input`).
    package var name: String
    /// A one-sentence description.
    package var help: String
    /// Whether the argument may be left out.
    package var isOptional: Bool

    /// Creates a positional argument.
    /// - Parameters:
    ///   - name: The name shown in help, without angle brackets.
    ///   - help: A one-sentence description.
    ///   - isOptional: Whether the argument may be left out.
    package init(_ name: String, help: String, isOptional: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
    }

    /// The argument as shown in usage: `<input>`, or `[<input>]` when optional.
    var usage: String { isOptional ? "[<\(name)>]" : "<\(name)>" }
}
