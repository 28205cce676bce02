/// What a ```` ```swift ```` block checked on its own is, read from its tokens: a package
/// manifest, a list of a type's members, code, or code that cannot compile as written.
///
/// DocC authors write blocks to be read: a `Package.swift`, the members of a type shown
/// earlier, a placeholder (`<#name#>`), a body elided with `...`. Each shape is compiled the
/// way that fits it (``BlockCompilation``), and a block that cannot compile as written is an
/// outcome of its own rather than a failure the tool made.
enum BlockShape: Hashable, Sendable {
    /// A package manifest (it imports `PackageDescription`): type-checked as one, against the
    /// toolchain's `PackageDescription`.
    case manifest
    /// Declarations that only a type may hold (`mutating func`, `init`, `@Option var`, `case`):
    /// compiled as the body of a type of its own.
    case members
    /// Declarations and statements: the declarations at file scope, the statements as a
    /// function's body.
    case code
    /// Code that cannot compile as written, with the reason and its line (from 0).
    case notCompilable(reason: String, line: Int)

    /// The modifiers that only a member may have.
    static let memberModifiers: Set<Substring> = [
        "mutating", "nonmutating", "override", "convenience", "required", "static",
    ]
    /// The keywords that start a declaration only a type may hold.
    static let memberKeywords: Set<Substring> = ["init", "deinit", "subscript", "case"]
    /// The attributes written on declarations that are not property wrappers.
    static let plainAttributes: Set<Substring> = [
        "@MainActor", "@available", "@objc", "@nonobjc", "@inlinable", "@usableFromInline",
        "@discardableResult", "@preconcurrency", "@frozen", "@Sendable", "@unchecked",
    ]

    /// Reads the shape of `code`.
    /// - Parameter code: A block's code, hidden lines included.
    /// - Returns: Its shape.
    static func of(_ code: String) -> BlockShape {
        let tokens = SwiftTokenizer.tokens(of: code)
        let lines = lineNumbers(of: tokens, in: code)
        if let elided = elision(in: tokens, lines: lines) { return elided }
        if let listed = bodilessDeclaration(in: tokens, lines: lines) { return listed }
        var depth = 0
        var imports: Set<Substring> = []
        var isMembers = false
        for (index, token) in tokens.enumerated() {
            let startsLine = index == 0 || lines[index] != lines[index - 1]
            defer {
                if token.kind == .open { depth += 1 }
                if token.kind == .close { depth = max(depth - 1, 0) }
            }
            guard depth == 0, token.kind == .word || token.kind == .attribute else { continue }
            if token.text == "import", index + 1 < tokens.count {
                imports.insert(tokens[index + 1].text)
            }
            if startsLine, startsMember(at: index, in: tokens) { isMembers = true }
        }
        if imports.contains("PackageDescription") || declaresPackage(tokens) { return .manifest }
        return isMembers ? .members : .code
    }

    /// Whether the tokens declare a manifest's package (`let package = Package(`), as a
    /// `Package.swift` shown without its imports does.
    private static func declaresPackage(_ tokens: [SwiftToken]) -> Bool {
        let shape: [Substring] = ["let", "package", "=", "Package", "("]
        return tokens.indices.contains { start in
            start + shape.count <= tokens.count
                && zip(tokens[start...], shape).allSatisfy { $0.text == $1 }
        }
    }

    /// Whether the declaration that starts at `index` (with its attributes and modifiers) may
    /// only be a type's member.
    private static func startsMember(at index: Int, in tokens: [SwiftToken]) -> Bool {
        var position = index
        var wrapped = false
        while position < tokens.count, tokens[position].kind == .attribute {
            let name = tokens[position].text.prefix { $0 != "(" }
            // A property wrapper's name is a type's: it starts with a capital letter.
            if !plainAttributes.contains(name), name.dropFirst().first?.isUppercase == true {
                wrapped = true
            }
            position += 1
        }
        while position < tokens.count, tokens[position].kind == .word {
            let word = tokens[position].text
            if memberModifiers.contains(word) { return true }
            guard
                DeclarationScanner.accessModifiers.contains(word)
                    || DeclarationScanner.otherModifiers.contains(word)
            else { break }
            position += 1
        }
        guard position < tokens.count else { return false }
        let word = tokens[position].text
        let next = position + 1 < tokens.count ? tokens[position + 1].text : ""
        if memberKeywords.contains(word) { return true }
        // `class func`, `class var`: a class member; `class Name` declares a type.
        if word == "class", ["func", "var", "let", "subscript", "override"].contains(next) {
            return true
        }
        // The compiler supports no property wrapper on a variable at file scope.
        return wrapped && (word == "var" || word == "let")
    }

    /// The words that start a declaration, after which a line holds no more of the one before.
    static let declarationWords: Set<Substring> = [
        "func", "init", "deinit", "subscript", "var", "let", "case", "struct", "class", "enum",
        "extension", "protocol", "typealias", "actor", "associatedtype", "import", "public",
        "private", "internal", "fileprivate", "open", "package", "static", "final", "mutating",
        "nonmutating", "override", "convenience", "required", "nonisolated",
    ]

    /// The words a property requirement's braces may hold (`{ get }`, `{ get async throws }`).
    static let requirementWords: Set<Substring> = [
        "get", "set", "async", "throws", "mutating", "nonmutating",
    ]

    /// The first function, initializer or subscript declared without a body outside a
    /// protocol, as an API listing shows one (`public func chain<B>(_ other: B) -> Chain<B>`),
    /// or the first property requirement there (`var count: Int { get }`).
    private static func bodilessDeclaration(in tokens: [SwiftToken], lines: [Int]) -> BlockShape? {
        // For each `{` still open, whether it opened a protocol's body.
        var scopes: [Bool] = []
        var protocolComing = false
        for (index, token) in tokens.enumerated() {
            if token.text == "{" {
                if !protocolComing, scopes.last != true, isRequirement(bracesAt: index, in: tokens)
                {
                    return .notCompilable(
                        reason: "a property requirement outside a protocol", line: lines[index])
                }
                scopes.append(protocolComing)
                protocolComing = false
            } else if token.text == "}" {
                _ = scopes.popLast()
            } else if token.kind == .word, token.text == "protocol" {
                protocolComing = true
            } else if token.kind == .word, ["func", "init", "subscript"].contains(token.text),
                index == 0 || tokens[index - 1].text != ".", scopes.last != true,
                !hasBody(declarationAt: index, in: tokens, lines: lines)
            {
                return .notCompilable(reason: "a declaration without a body", line: lines[index])
            }
        }
        return nil
    }

    /// Whether the braces that open at `index` hold only a property requirement's accessors
    /// (`{ get set }`), not their bodies.
    private static func isRequirement(bracesAt index: Int, in tokens: [SwiftToken]) -> Bool {
        var position = index + 1
        var accessors = 0
        while position < tokens.count, tokens[position].kind == .word,
            requirementWords.contains(tokens[position].text)
        {
            if ["get", "set"].contains(tokens[position].text) { accessors += 1 }
            position += 1
        }
        return accessors > 0 && position < tokens.count && tokens[position].text == "}"
    }

    /// Whether the declaration whose keyword is at `index` has a body: a `{` outside its
    /// brackets before the scope closes, the code ends, or a line starts another declaration.
    private static func hasBody(
        declarationAt index: Int, in tokens: [SwiftToken], lines: [Int]
    )
        -> Bool
    {
        var depth = 0
        for position in (index + 1)..<tokens.count {
            let token = tokens[position]
            if depth == 0 {
                if token.text == "{" { return true }
                if token.text == "}" { return false }
                let startsLine = lines[position] > lines[position - 1]
                if startsLine,
                    token.kind == .attribute
                        || (token.kind == .word && declarationWords.contains(token.text))
                {
                    return false
                }
            }
            if token.kind == .open { depth += 1 }
            if token.kind == .close { depth = max(depth - 1, 0) }
        }
        return false
    }

    /// The first editor placeholder or elided code among `tokens`, as a shape.
    private static func elision(in tokens: [SwiftToken], lines: [Int]) -> BlockShape? {
        for (index, token) in tokens.enumerated() where token.kind != .literal {
            if token.text.contains("…") {
                return .notCompilable(reason: "code elided with '…'", line: lines[index])
            }
            if token.text == "<", index + 1 < tokens.count,
                tokens[index + 1].offset == token.offset + 1,
                tokens[index + 1].text.hasPrefix("#")
            {
                return .notCompilable(reason: "an editor placeholder ('<#…#>')", line: lines[index])
            }
            if isElidingEllipsis(at: index, in: tokens, lines: lines) {
                return .notCompilable(reason: "code elided with '...'", line: lines[index])
            }
        }
        return nil
    }

    /// Whether the `.` at `index` starts a `...` that stands for code left out: alone between
    /// brackets, commas or line ends, where it can be no range or variadic parameter.
    private static func isElidingEllipsis(
        at index: Int, in tokens: [SwiftToken], lines: [Int]
    ) -> Bool {
        guard index + 2 < tokens.count, tokens[index].text == ".",
            tokens[index + 1].text == ".", tokens[index + 2].text == ".",
            tokens[index + 1].offset == tokens[index].offset + 1,
            tokens[index + 2].offset == tokens[index].offset + 2
        else { return false }
        let openBefore =
            index == 0 || lines[index - 1] < lines[index] || tokens[index - 1].kind == .open
            || [",", ":", "="].contains(tokens[index - 1].text)
        let after = index + 3
        let closeAfter =
            after == tokens.count || lines[after] > lines[index] || tokens[after].kind == .close
            || tokens[after].text == ","
        let dotBefore = index > 0 && tokens[index - 1].text == "."
        return openBefore && closeAfter && !dotBefore
    }

    /// The line (from 0) of each token.
    private static func lineNumbers(of tokens: [SwiftToken], in code: String) -> [Int] {
        var lines: [Int] = []
        lines.reserveCapacity(tokens.count)
        var line = 0
        var offset = 0
        let bytes = Array(code.utf8)
        for token in tokens {
            while offset < token.offset {
                if bytes[offset] == 0x0A { line += 1 }
                offset += 1
            }
            lines.append(line)
        }
        return lines
    }
}
