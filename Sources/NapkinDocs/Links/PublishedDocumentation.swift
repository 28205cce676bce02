import NapkinDocsCore

/// Where the documentation of modules outside the site is published, for links to their
/// symbols from declarations, relationships and symbol links (``` ``Swift/Array`` ```).
///
/// Only Apple's modules are known: their pages are at developer.apple.com, at DocC's paths
/// (the module and the symbol's path, in lower case). Such links need the network; every other
/// link of the site works offline. `--no-published-links` leaves those names as plain text.
package enum PublishedDocumentation {
    /// The folder of each known module's documentation on developer.apple.com, by module name.
    static let appleFolders: [String: String] = [
        "Swift": "swift", "_Concurrency": "swift", "_StringProcessing": "swift",
        "Foundation": "foundation", "FoundationEssentials": "foundation",
        "Dispatch": "dispatch", "Combine": "combine", "SwiftUI": "swiftui", "UIKit": "uikit",
        "AppKit": "appkit", "Observation": "observation", "Synchronization": "synchronization",
        "Distributed": "distributed", "RegexBuilder": "regexbuilder", "Testing": "testing",
        "XCTest": "xctest", "os": "os",
    ]

    /// The published page of a symbol of a known module.
    /// - Parameters:
    ///   - module: The module's name (`Swift`).
    ///   - path: The symbol's path in it (`["Array"]`, `["Collection", "first"]`).
    /// - Returns: The page's URL, or `nil` for a module whose documentation is not known.
    static func url(module: String, path: [String]) -> String? {
        guard let folder = appleFolders[module], !path.isEmpty else { return nil }
        return "https://developer.apple.com/documentation/\(folder)/"
            + path.map { $0.lowercased() }.joined(separator: "/")
    }

    /// The published page of a top-level type a declaration names, from its precise identifier:
    /// `s:Si` (a standard library type the compiler abbreviates), `s:s8SendableP` (a standard
    /// library type), or `s:10Foundation3URLV` (module, then name).
    /// - Parameters:
    ///   - id: The type's precise identifier.
    ///   - name: Its name as the declaration spells it.
    /// - Returns: The page's URL, or `nil` for a nested type, an unknown module or an
    ///   identifier of another form.
    static func url(forPreciseIdentifier id: String, name: String) -> String? {
        guard id.hasPrefix("s:") else { return nil }
        var rest = Substring(id.dropFirst(2))
        if rest.count == 2, rest.first == "S" { return url(module: "Swift", path: [name]) }
        let module: String
        if rest.first == "s" {
            module = "Swift"
            rest = rest.dropFirst()
        } else {
            guard let identifier = Self.identifier(&rest) else { return nil }
            module = identifier
        }
        // One name, then the kind: a struct, class, protocol, enum or type alias.
        guard Self.identifier(&rest) == name, rest.count == 1,
            let kind = rest.first, "VCPOa".contains(kind)
        else { return nil }
        return url(module: module, path: [name])
    }

    /// Reads one length-prefixed identifier (`8Sendable`) off the front of a mangled name.
    private static func identifier(_ text: inout Substring) -> String? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard let length = Int(digits), length > 0 else { return nil }
        let start = text.index(text.startIndex, offsetBy: digits.count)
        guard text.distance(from: start, to: text.endIndex) >= length else { return nil }
        let end = text.index(start, offsetBy: length)
        defer { text = text[end...] }
        return String(text[start..<end])
    }
}
