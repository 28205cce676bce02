/// The path written inside a symbol link (``` ``Router/attachChild(_:)`` ```), normalised for
/// lookup in the ``SymbolCatalog``.
///
/// DocC lets authors prefix the module (`napkin/Presenter`) or the documentation root
/// (`/documentation/napkin/Presenter`), and disambiguate overloads with a kind or hash suffix
/// (`show()-swift.method`, `init(_:)-3fa2`). Those decorations are removed; the remaining
/// components are looked up as written.
public struct SymbolLinkPath: Sendable, Hashable {
    /// The path components, without module prefix or disambiguation suffixes.
    public var components: [String]

    /// Parses a link path.
    /// - Parameters:
    ///   - text: The text between the double backticks.
    ///   - moduleName: The documented module's name, removed when the path starts with it.
    public init(_ text: String, moduleName: String) {
        var parts = Self.split(text.trimmingCharactersInWhitespace())
        if parts.first == "documentation" { parts.removeFirst() }
        if parts.count > 1, parts.first == moduleName { parts.removeFirst() }
        components = parts.map(Self.removingDisambiguation)
    }

    /// The components joined with `/`, as the catalog indexes paths.
    public var joined: String {
        components.joined(separator: "/")
    }

    /// Splits at `/` outside parentheses, so the operator `/(_:_:)` stays one component.
    private static func split(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            default: break
            }
            guard character == "/", depth == 0 else {
                current.append(character)
                continue
            }
            if current.isEmpty {
                // A leading `/` is the root; a `/` right after a separator starts an operator.
                if !parts.isEmpty { current.append(character) }
            } else if isOperatorHead(current) {
                current.append(character)
            } else {
                parts.append(current)
                current = ""
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    /// Whether `text` is so far only operator characters (a `/` then belongs to the operator).
    private static func isOperatorHead(_ text: String) -> Bool {
        text.allSatisfy { "=<>+-*/!&|^~%?.".contains($0) }
    }

    /// Removes DocC's `-swift.kind` or `-hash` disambiguation from one component.
    private static func removingDisambiguation(_ component: String) -> String {
        guard let dash = component.lastIndex(of: "-"), dash != component.startIndex else {
            return component
        }
        let before = component[component.index(before: dash)]
        guard before == ")" || before.isLetter || before.isNumber || before == "_" else {
            return component
        }
        let suffix = component[component.index(after: dash)...]
        let isKind = suffix.hasPrefix("swift.")
        let isHash =
            (1...6).contains(suffix.count)
            && suffix.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
        return isKind || isHash ? String(component[..<dash]) : component
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    fileprivate func trimmingCharactersInWhitespace() -> String {
        let characters = Array(self)
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
            let last = characters.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(characters[first...last])
    }
}
