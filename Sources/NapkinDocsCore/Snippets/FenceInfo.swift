/// What a code fence's info string asks for, parsed per the fence table of the guide's
/// `FenceWords.md`.
struct FenceInfo: Hashable, Sendable {
    /// The role of a fenced block in snippet extraction.
    enum Role: Hashable, Sendable {
        /// A Swift snippet.
        case swift
        /// The expected output of the preceding run block.
        case output
        /// The diagnostics the preceding compile-fail block must give.
        case diagnostics
        /// Any other block (`text`, `sh`, `json`, no info string, …): not a snippet.
        case other
    }

    /// The block's role.
    var role: Role
    /// What the tests do with a Swift block.
    var mode: Snippet.Mode = .declarations
    /// The `requires=` module, if any.
    var requiredModule: String?
    /// The `file=` caption, if any.
    var caption: String?
    /// How a run block must end (`crash`, `throws`).
    var runEnd: Snippet.RunEnd = .returns
    /// Whether an output block is compared in any order (`output unordered`).
    var isUnordered = false

    /// The words a `swift` fence may carry after the language.
    static let swiftWords = [
        "run", "ignore", "compile-fail", "crash", "throws", "file=", "requires=",
    ]

    /// The languages that make a block part of snippet extraction.
    static let languages = ["swift", "output", "diagnostics"]

    /// Parses a code block's info string.
    /// - Parameters:
    ///   - block: The code block.
    ///   - path: The file's path, for diagnostics.
    /// - Returns: The parsed info.
    /// - Throws: A ``Diagnostic`` at the fence for an unknown word, a bad value, or a language
    ///   that looks like a typo of `swift` or `output`.
    static func parse(_ block: CodeBlock, path: String) throws(Diagnostic) -> FenceInfo {
        let words = block.infoWords
        guard let language = words.first else { return FenceInfo(role: .other) }
        let error = { (message: String) in Diagnostic.error(message, path: path, at: block.location)
        }
        switch language {
        case "swift":
            return try parseSwiftWords(words.dropFirst(), error: error)
        case "output":
            var info = FenceInfo(role: .output)
            for extra in words.dropFirst() {
                guard extra == "unordered", !info.isUnordered else {
                    throw error(
                        "an 'output' block takes only 'unordered', found '\(extra)'")
                }
                info.isUnordered = true
            }
            return info
        case "diagnostics":
            if let extra = words.dropFirst().first {
                throw error("a 'diagnostics' block takes no options, found '\(extra)'")
            }
            return FenceInfo(role: .diagnostics)
        default:
            // A near miss of a snippet language (`Swift`, `swfit`, `ouput`) is a typo that would
            // silently drop a snippet, so it is an error rather than an unknown language.
            if let nearest = EditDistance.suggestion(for: language, among: languages),
                EditDistance.between(language.lowercased(), nearest) <= 2
            {
                throw error("unknown code block language '\(language)'; did you mean '\(nearest)'?")
            }
            return FenceInfo(role: .other)
        }
    }

    /// Parses the words after `swift`.
    /// - Parameters:
    ///   - words: The words after the language.
    ///   - error: Makes a diagnostic at the fence.
    /// - Returns: The parsed info.
    /// - Throws: A ``Diagnostic`` for an unknown or malformed word.
    private static func parseSwiftWords(
        _ words: ArraySlice<String>, error: (String) -> Diagnostic
    ) throws(Diagnostic) -> FenceInfo {
        var info = FenceInfo(role: .swift)
        let modes: [String: Snippet.Mode] = [
            "run": .run, "ignore": .ignored, "compile-fail": .compileFail,
        ]
        var modeWord: String?
        for word in words {
            if let mode = modes[word] {
                if let modeWord {
                    throw error("'\(word)' cannot be combined with '\(modeWord)'")
                }
                modeWord = word
                info.mode = mode
            } else if word == "crash" || word == "throws" {
                guard info.runEnd == .returns else {
                    throw error("'crash' and 'throws' cannot be combined")
                }
                info.runEnd = word == "crash" ? .traps : .throws
            } else if word == "unordered" {
                throw error(
                    "'unordered' applies only to an 'output' block, as in 'output unordered'")
            } else if let value = word.value(after: "requires=") {
                guard !value.isEmpty else {
                    throw error("'requires=' needs a module name, as in 'requires=UIKit'")
                }
                // The name is written into `#if canImport(…)` of the generated tests, where
                // anything else would break the file far from this fence.
                guard isModuleName(value) else {
                    throw error("'requires=\(value)' is not a module name, as in 'requires=UIKit'")
                }
                info.requiredModule = value
            } else if let value = word.value(after: "file=") {
                guard !value.isEmpty else {
                    throw error("'file=' needs a file name, as in 'file=Builder.swift'")
                }
                info.caption = value
            } else {
                let key = word.firstIndex(of: "=").map { String(word[...$0]) } ?? word
                var message = "unknown word '\(word)' in a swift code block's info string"
                if let nearest = EditDistance.suggestion(for: key, among: swiftWords) {
                    message += "; did you mean '\(nearest)'?"
                } else {
                    message += " (known: \(swiftWords.map { "'\($0)'" }.joined(separator: ", ")))"
                }
                throw error(message)
            }
        }
        if info.runEnd != .returns, info.mode != .run {
            let word = info.runEnd == .traps ? "crash" : "throws"
            throw error("'\(word)' needs 'run': write 'swift run \(word)'")
        }
        return info
    }
}

extension FenceInfo {
    /// Whether `name` is a module (or submodule) name: Swift identifiers joined by dots.
    /// - Parameter name: The value of a `requires=` word.
    /// - Returns: `true` for names such as `UIKit` or `Darwin.C`.
    static func isModuleName(_ name: String) -> Bool {
        name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            guard let first = part.unicodeScalars.first, first.isASCII,
                first.properties.isAlphabetic || first == "_"
            else { return false }
            return part.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
            }
        }
    }
}

extension String {
    /// The text after `prefix`, when the string starts with it.
    /// - Parameter prefix: A prefix such as `file=`.
    /// - Returns: The rest of the string, or `nil` if it does not start with `prefix`.
    fileprivate func value(after prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}
