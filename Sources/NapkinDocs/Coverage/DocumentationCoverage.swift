import Foundation
import NapkinDocsCore

/// How much of a module's public API is documented, read from its symbol graphs.
///
/// 1. Every public symbol of the graphs is counted once, except members the compiler
///    synthesizes (their identifiers contain `::SYNTHESIZED::`), which have no source to
///    document.
/// 2. A symbol is documented when its own doc comment has text.
/// 3. A type (class, structure, enumeration, protocol, actor) must also show at least one
///    compiled example: a Swift block of its comment that the snippet tests compile and expect
///    to compile (``SnippetOutcome/isCompiledExample``).
package struct DocumentationCoverage: Sendable {
    /// One public symbol that misses something, with where it is declared.
    package struct Gap: Sendable, Hashable {
        /// The symbol's dotted name, such as `Router.attachChild(_:)`.
        package var name: String
        /// The declaration's file, relative to the package root, when the graph says.
        package var path: String
        /// The declaration's position, when the graph says.
        package var location: SourceLocation?
    }

    /// The number of public symbols counted.
    package private(set) var publicSymbols = 0
    /// The public symbols without documentation, sorted by file and position.
    package private(set) var undocumented: [Gap] = []
    /// The number of public types counted.
    package private(set) var publicTypes = 0
    /// The public types whose documentation has no compiled example, sorted.
    package private(set) var typesWithoutExample: [Gap] = []

    /// The symbol kinds that count as types, which need an example.
    private static let typeKinds: Set<String> = [
        "swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.actor",
    ]

    /// Measures the coverage of the symbols in `graphs`.
    /// - Parameters:
    ///   - graphs: The module's decoded symbol graphs.
    ///   - packageRoot: The folder declaration paths are shown relative to.
    package init(graphs: [SymbolGraph], packageRoot: String) {
        var seen: Set<String> = []
        let root = packageRoot.hasSuffix("/") ? packageRoot : packageRoot + "/"
        for symbol in graphs.flatMap(\.symbols) {
            let id = symbol.identifier.precise
            // An extension block is no declaration of its own: its members are counted.
            guard !id.contains("::SYNTHESIZED::"),
                symbol.kind.identifier != ExtendedTypes.blockKind,
                seen.insert(id).inserted
            else { continue }
            let gap = Self.gap(for: symbol, root: root)
            let comment = symbol.docComment?.lines.map(\.text).joined(separator: "\n") ?? ""
            publicSymbols += 1
            if comment.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                undocumented.append(gap)
            }
            if Self.typeKinds.contains(symbol.kind.identifier) {
                publicTypes += 1
                if !Self.hasCompiledExample(comment) { typesWithoutExample.append(gap) }
            }
        }
        undocumented.sort(by: Self.order)
        typesWithoutExample.sort(by: Self.order)
    }

    /// The documented share of public symbols, from 0 to 100 (100 for an empty module).
    package var percentage: Double {
        publicSymbols == 0
            ? 100 : Double(publicSymbols - undocumented.count) * 100 / Double(publicSymbols)
    }

    /// Whether every public symbol is documented and every public type has an example.
    package var isComplete: Bool {
        undocumented.isEmpty && typesWithoutExample.isEmpty
    }

    /// The one-line summary: documented symbols out of public symbols, and types with examples.
    package var summary: String {
        let documented = publicSymbols - undocumented.count
        let withExample = publicTypes - typesWithoutExample.count
        return "\(documented) of \(publicSymbols) public symbols documented ("
            + String(format: "%.1f", percentage) + "%); \(withExample) of \(publicTypes) "
            + "public types with a compiled example"
    }

    /// Returns whether a doc comment holds a Swift code block that `swift test` compiles.
    /// - Parameter comment: The comment's Markdown.
    /// - Returns: `true` for a block whose outcome is a compiled example, as the snippet tests
    ///   read it.
    private static func hasCompiledExample(_ comment: String) -> Bool {
        let document = MarkdownDocument(source: comment, path: "")
        return SnippetExtractor.snippets(in: document).snippets.contains {
            $0.outcome.isCompiledExample
        }
    }

    /// Describes where `symbol` is declared.
    /// - Parameters:
    ///   - symbol: A symbol of the graph.
    ///   - root: The package root, ending with `/`.
    /// - Returns: The gap to report if the symbol misses something.
    private static func gap(for symbol: SymbolGraph.Symbol, root: String) -> Gap {
        let name = symbol.pathComponents.joined(separator: ".")
        guard let location = symbol.location, let url = URL(string: location.uri) else {
            return Gap(name: name, path: "<unknown>", location: nil)
        }
        var path = url.path(percentEncoded: false)
        if path.hasPrefix(root) { path.removeFirst(root.count) }
        // Symbol graph positions count from zero.
        let position = SourceLocation(
            line: location.position.line + 1, column: location.position.character + 1)
        return Gap(name: name, path: path, location: position)
    }

    /// Orders gaps by file, then position, then name, so reports are stable.
    private static func order(_ left: Gap, _ right: Gap) -> Bool {
        (left.path, left.location?.line ?? 0, left.location?.column ?? 0, left.name)
            < (right.path, right.location?.line ?? 0, right.location?.column ?? 0, right.name)
    }
}
