import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Any text, however its directives are mangled (unclosed, nested in fences and quotes,
/// split by blank lines, with tabs and CRs), parses into a well-formed model that renders.
@Suite struct DirectiveSoupTests {
    /// The pieces the soup is made of.
    static let pieces = [
        "@Row {", "@Column(size: 2) {", "}", "} trailing", "@Tab(\"A\") {", "@Image(source: x",
        ")", "@Small { inline }", "@Video(source: \"a\\\"b\", poster: p)", "```", "~~~~",
        "    @Row {",
        "\t@Column {", "> Note: quoted", "> @Row {", "- @Small {", "text *em*", "", " ", "@", "@(",
        "@Links(visualStyle: list) {", "- <doc:X>", "[^1]: note", "a[^1]", "\r", "@Comment {",
        "## Heading", "@Metadata {", "@DisplayName(\"T\")", "\"", "\\", "{", "@Snippet(path: p)",
    ]

    @Test func directiveSoupAlwaysMakesAWellFormedModel() {
        // A fixed linear congruential generator: the same soup on every run.
        var state: UInt64 = 0x5eed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<400 {
            var lines: [String] = []
            for _ in 0..<(1 + next(24)) {
                let indent = String(repeating: " ", count: next(3) * 2)
                lines.append(indent + Self.pieces[next(Self.pieces.count)])
            }
            let source = lines.joined(separator: next(4) == 0 ? "\r\n" : "\n")
            let document = MarkdownDocument(source: source, path: "Soup.md")
            let nodes = document.tree.nodes
            for (index, node) in nodes.enumerated() {
                #expect(node.end > index && node.end <= nodes.count, "\(source.debugDescription)")
            }
            _ = document.renderHTML()
            _ = DirectiveChecker.diagnostics(of: document)
        }
    }
}
