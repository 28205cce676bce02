/// Checks a document's directives against ``DirectiveSpec``: each unknown name, misplaced
/// directive, unknown or missing argument, value not allowed, or unclosed block is a warning
/// at the place it was written (an error under `--strict`, as every warning is).
package enum DirectiveChecker {
    /// Checks every directive of `document`.
    /// - Parameter document: A parsed document.
    /// - Returns: The warnings, in document order.
    package static func diagnostics(of document: MarkdownDocument) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for use in document.directives {
            for (message, location) in problems(of: use) {
                found.append(.warning(message, path: document.path, at: location))
            }
        }
        return found
    }

    /// The problems of one directive, each with where it was written.
    static func problems(of use: DirectiveUse) -> [(String, SourceLocation)] {
        let directive = use.directive
        let name = "'@\(directive.name)'"
        guard let spec = directive.spec else {
            let known = DirectiveSpec.all.keys.sorted()
            let hint = EditDistance.suggestion(for: directive.name, among: known).map {
                "; did you mean '@\($0)'?"
            }
            return [("unknown directive \(name)\(hint ?? ""); it is not shown", use.location)]
        }
        var problems: [(String, SourceLocation)] = []
        if let problem = directive.argumentProblem {
            problems.append(("\(name): \(problem)", use.location))
        }
        if !spec.parents.isEmpty, !spec.parents.contains(use.parent ?? "") {
            let parents = spec.parents.sorted().map { "'@\($0)'" }.joined(separator: " or ")
            problems.append(("\(name) must be inside \(parents) to be read", use.location))
        }
        for argument in directive.arguments {
            guard let allowed = spec.arguments[argument.label] else {
                let labels = spec.arguments.keys.filter { !$0.isEmpty }.sorted()
                let shown =
                    argument.label.isEmpty
                    ? "an unlabelled argument" : "no argument '\(argument.label)'"
                let takes =
                    labels.isEmpty
                    ? "it takes no labelled arguments"
                    : "it takes " + labels.map { "'\($0)'" }.joined(separator: ", ")
                problems.append(("\(name) has \(shown); \(takes)", argument.location))
                continue
            }
            if let allowed, !allowed.contains(argument.value) {
                let label = argument.label.isEmpty ? "the value" : "'\(argument.label)'"
                problems.append(
                    (
                        "\(name): \(label) '\(argument.value)' is not one of "
                            + allowed.map { "'\($0)'" }.joined(separator: ", "),
                        argument.valueLocation
                    ))
            }
        }
        for label in spec.required.sorted() where directive[label] == nil {
            let shown = label.isEmpty ? "a value" : "a '\(label)' argument"
            problems.append(("\(name) needs \(shown)", use.location))
        }
        if directive.block == .unclosed {
            problems.append(
                ("\(name) opens a block with '{' that is never closed with '}'", use.location))
        }
        return problems
    }
}
