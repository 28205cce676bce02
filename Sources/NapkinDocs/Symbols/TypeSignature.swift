import NapkinDocsCore

/// The types a callable symbol takes and returns, spelled as DocC's type-signature
/// disambiguation spells them (`init(_:)-(Int)`, `make()->String`).
///
/// Each type is the declaration's type identifiers and punctuation joined without spaces
/// (`[String:Int]`, `Int?`, `(Int)->Bool`); parameter names, labels and keywords other than
/// `Any` are left out. A `()` or `Void` return value is no type at all, and a tuple returned
/// counts as its elements, so `->(_,String)` can name one of them.
package struct TypeSignature: Sendable, Hashable {
    /// The type of each parameter, in order.
    package var parameterTypes: [String]
    /// The types returned: none, one, or a tuple's elements.
    package var returnTypes: [String]

    /// Spells the types of a symbol graph's function signature.
    /// - Parameter signature: The symbol's `functionSignature`.
    init(_ signature: SymbolGraph.FunctionSignature) {
        parameterTypes = (signature.parameters ?? []).map {
            Self.spelling(of: $0.declarationFragments ?? [])
        }
        let returned = Self.spelling(of: signature.returns ?? [])
        returnTypes = Self.splitTuple(returned)
    }

    /// Joins the fragments that spell a type: type names, `Any`, and the punctuation of
    /// optionals, arrays, dictionaries, tuples, generics and function types.
    private static func spelling(of fragments: [SymbolGraph.Fragment]) -> String {
        var text = ""
        // Brackets open so far, to keep the `:` of `[Key: Value]` and drop a label's `:`.
        var brackets: [Character] = []
        for fragment in fragments {
            switch fragment.kind {
            case "typeIdentifier":
                text += fragment.spelling
            case "keyword" where fragment.spelling == "Any":
                text += fragment.spelling
            case "text":
                if fragment.spelling == ".Type" {
                    text += fragment.spelling
                    continue
                }
                var previous: Character = " "
                for character in fragment.spelling {
                    defer { previous = character }
                    switch character {
                    case "(", "[", "<":
                        brackets.append(character)
                    case ")", "]":
                        _ = brackets.popLast()
                    case ">" where previous != "-":
                        _ = brackets.popLast()
                    case ">", ",", ".", "?", "-":
                        break
                    case ":" where brackets.last == "[":
                        break
                    default:
                        continue
                    }
                    text.append(character)
                }
            default:
                continue
            }
        }
        return unwrapped(text)
    }

    /// Removes parentheses around a whole type that is no tuple and no function: `(Int)` is `Int`.
    private static func unwrapped(_ text: String) -> String {
        var current = Substring(text)
        while current.first == "(", current.last == ")", shape(of: current) == .scalar {
            current = current.dropFirst().dropLast()
        }
        return String(current)
    }

    /// Splits a returned tuple into its elements; `()` is no type.
    private static func splitTuple(_ text: String) -> [String] {
        if text.isEmpty || text == "()" || text == "Void" { return [] }
        guard shape(of: Substring(text)) == .tuple else { return [text] }
        return typeList(Substring(text).dropFirst().dropLast())
    }

    /// Splits a comma-separated list of types at the commas outside brackets (the `>` of a
    /// function type's `->` closes none).
    /// - Parameter text: Types spelled without spaces, such as `Int,[String:Int]`.
    /// - Returns: Each type; none for empty text.
    static func typeList(_ text: Substring) -> [String] {
        guard !text.isEmpty else { return [] }
        var result: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        for character in text {
            if "([<".contains(character) { depth += 1 }
            if ")]".contains(character) || (character == ">" && previous != "-") { depth -= 1 }
            previous = character
            if character == ",", depth == 0 {
                result.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        result.append(current)
        return result
    }

    /// A type spelled without its sugar, so that `[Key:Value]` and `Dictionary<Key,Value>`,
    /// `[Int]` and `Array<Int>`, `Int?` and `Optional<Int>` compare equal, as DocC compares a
    /// link's written types with the declaration's.
    /// - Parameter type: A type spelled without spaces.
    /// - Returns: The same type, every array, dictionary and optional in its generic form.
    static func desugared(_ type: String) -> String {
        if type.count > 1, type.last == "?" || type.last == "!" {
            return "Optional<\(desugared(String(type.dropLast())))>"
        }
        if type.first == "[", type.last == "]" {
            let inside = type.dropFirst().dropLast()
            var depth = 0
            for (offset, character) in inside.enumerated() {
                if "([<".contains(character) { depth += 1 }
                if ")]>".contains(character) { depth -= 1 }
                guard character == ":", depth == 0 else { continue }
                let colon = inside.index(inside.startIndex, offsetBy: offset)
                return "Dictionary<\(desugared(String(inside[..<colon]))),"
                    + "\(desugared(String(inside[inside.index(after: colon)...])))>"
            }
            return "Array<\(desugared(String(inside)))>"
        }
        if let open = type.firstIndex(of: "<"), type.last == ">" {
            let arguments = typeList(
                type[type.index(after: open)..<type.index(before: type.endIndex)])
            return type[..<open] + "<" + arguments.map(desugared).joined(separator: ",") + ">"
        }
        return type
    }

    /// The shape of a type spelled in parentheses.
    private enum Shape { case scalar, tuple, function }

    /// Whether `(…)` is a tuple (a comma inside the outer pair), a function (`->` outside
    /// every pair), or one type in redundant parentheses.
    private static func shape(of text: Substring) -> Shape {
        guard text.first == "(", text.last == ")" else { return .scalar }
        var depth = 0
        var previous: Character = " "
        for character in text {
            defer { previous = character }
            switch character {
            case "(": depth += 1
            case ")": depth -= 1
            case "," where depth == 1: return .tuple
            case ">" where depth == 0 && previous == "-": return .function
            default: break
            }
        }
        return .scalar
    }
}
