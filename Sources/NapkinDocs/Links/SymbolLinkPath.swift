import NapkinDocsCore

/// The path written inside a symbol link (``` ``Router/attachChild(_:)`` ```), parsed as DocC
/// parses it.
///
/// DocC lets authors prefix the module (`napkin/Presenter`) or the documentation root
/// (`/documentation/napkin/Presenter`), end the path with a heading (`Presenter#Overview`), and
/// disambiguate each component: by kind (`show()-swift.method`, `show()-method`), by the hash of
/// the symbol's identifier (`init(_:)-3fa2`), by both (`show()-method-3fa2`), or by the types of
/// its parameters and return value (`init(_:)-(Int)`, `make()->String`). The prefixes are
/// removed; each component keeps its name and its disambiguation, for ``SymbolLookup``.
package struct SymbolLinkPath: Sendable, Hashable {
    /// One component of the path: a name, and what tells it apart from other symbols of that name.
    package struct Component: Sendable, Hashable {
        /// The component as written, disambiguation included.
        package var full: String
        /// The symbol name, without disambiguation (`init(_:)`).
        package var name: String
        /// The disambiguation written after the name, if any.
        package var disambiguation: Disambiguation?
    }

    /// The components, without module prefix.
    package var parts: [Component]
    /// The heading named after `#`, if any (`Overview` in `Presenter#Overview`).
    package var fragment: String?

    /// The names of the components, without disambiguation.
    package var components: [String] {
        parts.map(\.name)
    }

    /// Parses a link path.
    /// - Parameters:
    ///   - text: The text between the double backticks.
    ///   - moduleName: The documented module's name, removed when the path starts with it.
    package init(_ text: String, moduleName: String) {
        var path = Substring(text.trimmingCharactersInWhitespace())
        if let hash = path.firstIndex(of: "#") {
            let heading = path[path.index(after: hash)...]
            fragment = heading.isEmpty ? nil : String(heading)
            path = path[..<hash]
        }
        var names = Self.split(String(path))
        if names.first == "documentation" { names.removeFirst() }
        if names.count > 1, names.first == moduleName { names.removeFirst() }
        parts = names.map(Self.component)
    }

    /// The names joined with `/`, as the catalog indexes paths.
    package var joined: String {
        components.joined(separator: "/")
    }

    /// The path as written, with the last component spelled `last` instead (for suggestions).
    /// - Parameter last: The spelling of the last component, such as `run()-7p2fr`.
    /// - Returns: The path, such as `Box/run()-7p2fr`.
    func replacingLast(with last: String) -> String {
        (parts.dropLast().map(\.full) + [last]).joined(separator: "/")
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

    /// Reads one component's name and disambiguation.
    private static func component(_ text: String) -> Component {
        let plain = Component(full: text, name: text, disambiguation: nil)
        if let signature = Disambiguation.signature(in: text) {
            return Component(
                full: text, name: signature.name, disambiguation: signature.disambiguation)
        }
        guard let dash = text.lastIndex(of: "-"), dash != text.startIndex else { return plain }
        // A dash right after an operator character belongs to the operator (`-=(_:_:)`).
        let before = text[text.index(before: dash)]
        guard before == ")" || before.isLetter || before.isNumber || before == "_" else {
            return plain
        }
        let name = text[..<dash]
        let suffix = text[text.index(after: dash)...]
        if let kind = Disambiguation.kind(suffix) {
            return Component(
                full: text, name: String(name), disambiguation: .kindAndHash(kind: kind, hash: nil))
        }
        guard SymbolHash.looksLikeHash(suffix) else { return plain }
        // `name-kind-hash`: both, the kind first.
        if let kindDash = name.lastIndex(of: "-"), kindDash != name.startIndex,
            let kind = Disambiguation.kind(name[name.index(after: kindDash)...])
        {
            return Component(
                full: text, name: String(name[..<kindDash]),
                disambiguation: .kindAndHash(kind: kind, hash: String(suffix)))
        }
        return Component(
            full: text, name: String(name),
            disambiguation: .kindAndHash(kind: nil, hash: String(suffix)))
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
