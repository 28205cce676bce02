/// A DocC block directive as written: `@Name(label: value, …)`, with an optional `{ … }` block
/// whose Markdown becomes the directive node's children in the model.
///
/// The values are kept as written (unquoted, escapes decoded); which names and labels mean
/// something is ``DirectiveSpec``'s business, checked by ``DirectiveChecker``.
package struct Directive: Hashable, Sendable {
    /// The name after `@` (`Row`, `Image`).
    package var name: String
    /// The arguments, in the order written.
    package var arguments: [DirectiveArgument]
    /// Where the `@` is, in the parsed text.
    package var location: SourceLocation
    /// Whether a `{` opened a block, and whether its `}` was found.
    package var block: Block
    /// A problem of the argument text (an unclosed quote or parenthesis), if any.
    package var argumentProblem: String?

    /// Whether the directive has a block.
    package enum Block: Hashable, Sendable {
        /// No `{`: the directive is one line (or its arguments' lines).
        case none
        /// `{ … }`, closed.
        case closed
        /// A `{` whose `}` never came: the block runs to the end of the enclosing one.
        case unclosed
    }

    /// Creates a directive.
    /// - Parameters:
    ///   - name: The name after `@`.
    ///   - arguments: The arguments.
    ///   - location: Where the `@` is.
    ///   - block: Whether a block was opened, and closed.
    ///   - argumentProblem: What is wrong with the argument text, if anything.
    package init(
        name: String, arguments: [DirectiveArgument] = [],
        location: SourceLocation = SourceLocation(line: 0, column: 0), block: Block = .none,
        argumentProblem: String? = nil
    ) {
        self.name = name
        self.arguments = arguments
        self.location = location
        self.block = block
        self.argumentProblem = argumentProblem
    }

    /// The value of the argument labelled `label` (`""` for the unlabelled one), if given.
    package subscript(label: String) -> String? {
        arguments.first { $0.label == label }?.value
    }
}

/// One argument of a directive: `label: value`, or an unlabelled `value`.
package struct DirectiveArgument: Hashable, Sendable {
    /// The label, or an empty string for an unlabelled argument (`@PageColor(blue)`).
    package var label: String
    /// The value, without its quotes, escapes decoded.
    package var value: String
    /// Where the argument starts (its label, or its value when unlabelled), in the parsed text.
    package var location: SourceLocation
    /// Where the value starts, in the parsed text.
    package var valueLocation: SourceLocation

    /// Creates an argument.
    /// - Parameters:
    ///   - label: The label, or an empty string.
    ///   - value: The value.
    ///   - location: Where the argument starts.
    ///   - valueLocation: Where the value starts.
    package init(
        label: String, value: String, location: SourceLocation, valueLocation: SourceLocation
    ) {
        self.label = label
        self.value = value
        self.location = location
        self.valueLocation = valueLocation
    }
}
