import NapkinDocsCore

/// The disambiguation suffixes of DocC's symbol links, read and matched.
extension SymbolLinkPath {
    /// What tells a link's symbol apart from others of the same name.
    package enum Disambiguation: Sendable, Hashable {
        /// A kind without its language (`method`, `enum.case`), a hash, or both.
        case kindAndHash(kind: String?, hash: String?)
        /// The types of the parameters and of the return value, `_` matching any type; `nil`
        /// where the link does not say (`init(_:)-(Int)` says nothing of the return value).
        case signature(parameters: [String]?, returns: [String]?)

        /// The kinds DocC reads as a kind suffix rather than as part of a name.
        static let knownKinds: Set<String> = [
            "associatedtype", "class", "deinit", "enum", "enum.case", "func", "func.op", "init",
            "ivar", "macro", "method", "property", "protocol", "struct", "subscript",
            "type.method", "type.property", "type.subscript", "typealias", "var", "module",
            "extension", "actor", "snippet", "snippetGroup", "namespace", "union", "typedef",
            "class.extension", "struct.extension", "enum.extension", "protocol.extension",
            "module.extension", "unknown.extension",
        ]

        /// The language prefixes a kind may carry (`swift.method`), dropped when matching.
        private static let languagePrefixes = ["swift.", "objc.", "occ.", "c.", "data."]

        /// Reads a suffix as a kind: a known kind, or anything after a language prefix.
        /// - Parameter suffix: The text after a component's `-`.
        /// - Returns: The kind without its language, or `nil` when the suffix is no kind.
        static func kind(_ suffix: Substring) -> String? {
            let text = String(suffix)
            if knownKinds.contains(text) { return text }
            for prefix in languagePrefixes where text.hasPrefix(prefix) && text.count > prefix.count
            {
                return String(text.dropFirst(prefix.count))
            }
            return nil
        }

        /// The kind of a symbol as a link spells it: its identifier without the language.
        /// - Parameter symbol: A symbol of the catalog.
        /// - Returns: For example `method` for `swift.method`.
        static func linkKind(of symbol: APISymbol) -> String {
            let identifier = symbol.kind.identifier
            for prefix in languagePrefixes where identifier.hasPrefix(prefix) {
                return String(identifier.dropFirst(prefix.count))
            }
            return identifier
        }

        /// Whether a symbol has what this disambiguation says.
        /// - Parameter symbol: A candidate of the right name.
        /// - Returns: `true` when kind, hash and types all agree with the symbol.
        func matches(_ symbol: APISymbol) -> Bool {
            switch self {
            case .kindAndHash(let kind, let hash):
                return (kind == nil || kind == Self.linkKind(of: symbol))
                    && (hash == nil || hash == SymbolHash.of(symbol.id))
            case .signature(let parameters, let returns):
                guard let signature = symbol.signature else { return false }
                return Self.typesMatch(parameters, signature.parameterTypes)
                    && Self.typesMatch(returns, signature.returnTypes)
            }
        }

        /// Whether written type names match a symbol's, `_` standing for any one type.
        private static func typesMatch(_ written: [String]?, _ actual: [String]) -> Bool {
            guard let written else { return true }
            return written.count == actual.count
                && zip(written, actual).allSatisfy {
                    $0 == "_" || $0 == $1
                        || TypeSignature.desugared($0) == TypeSignature.desugared($1)
                }
        }

        /// Reads a type-signature suffix, `-(Int,String)`, `->String` or `-(Int)->String`.
        /// - Parameter text: One path component.
        /// - Returns: The name before the suffix and the disambiguation, or `nil` when the
        ///   component has no such suffix.
        static func signature(in text: String) -> (name: String, disambiguation: Self)? {
            var depth = 0
            var index = text.startIndex
            while index < text.endIndex {
                let character = text[index]
                if character == "(" { depth += 1 }
                if character == ")" { depth = max(0, depth - 1) }
                let next = text.index(after: index)
                if character == "-", depth == 0, index != text.startIndex, next < text.endIndex,
                    text[next] == "(" || text[next] == ">"
                {
                    let before = text[text.index(before: index)]
                    if before == ")" || before.isLetter || before.isNumber || before == "_",
                        let parsed = types(after: text[next...])
                    {
                        return (String(text[..<index]), parsed)
                    }
                }
                index = next
            }
            return nil
        }

        /// Reads `(A,B)`, `(A)->R`, or `>R` (the text after the `-`).
        private static func types(after text: Substring) -> Self? {
            if text.first == ">" {
                return .signature(parameters: nil, returns: returnTypes(text.dropFirst()))
            }
            guard let close = matchingParenthesis(in: text) else { return nil }
            let inside = text[text.index(after: text.startIndex)..<close].filter { $0 != " " }
            let parameters = TypeSignature.typeList(Substring(inside))
            let rest = text[text.index(after: close)...]
            if rest.isEmpty { return .signature(parameters: parameters, returns: nil) }
            guard rest.hasPrefix("->") else { return nil }
            return .signature(parameters: parameters, returns: returnTypes(rest.dropFirst(2)))
        }

        /// The return types: none for `()` or `Void`, a tuple's elements, or the one type.
        private static func returnTypes(_ text: Substring) -> [String] {
            let trimmed = text.filter { $0 != " " }
            if trimmed == "()" || trimmed == "Void" { return [] }
            let sub = Substring(trimmed)
            if sub.first == "(", matchingParenthesis(in: sub) == sub.index(before: sub.endIndex) {
                let inner = TypeSignature.typeList(sub.dropFirst().dropLast())
                if inner.count > 1 { return inner }
            }
            return [trimmed]
        }

        /// The index of the `)` that closes the `(` at the start of `text`.
        private static func matchingParenthesis(in text: Substring) -> Substring.Index? {
            guard text.first == "(" else { return nil }
            var depth = 0
            for index in text.indices {
                if text[index] == "(" { depth += 1 }
                if text[index] == ")" {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            return nil
        }
    }
}
