import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// The directive scanner reads a text in time linear in its length, and its prescan gives the
/// scanner's answer.
@Suite struct DirectiveScannerTests {
    /// A run of lines grows in place: the lines copied while it grows are about as many as the
    /// lines (each move of the buffer copies what it holds, and the buffer doubles), not their
    /// square, as they were when each line was appended to a copy of the run.
    @Test func aLongRunOfLinesIsCopiedLinearly() {
        for count in [1_000, 8_000] {
            let lines = (1...count).map { SourceLine("Line \($0) of prose.", number: $0) }
            let scanner = DirectiveScanner(lines)
            #expect(
                scanner.copiedParts <= 2 * count, "\(count) lines: \(scanner.copiedParts) copied")
        }
    }

    /// A directive's block, and the text, grow in place too: many blocks side by side are
    /// copied about once each.
    @Test func manyBlocksSideBySideAreCopiedLinearly() {
        let count = 4_000
        let text = String(repeating: "@Comment {\n    Hidden.\n}\nShown.\n", count: count / 2)
        let lines = SourceLine.lines(of: text)
        let scanner = DirectiveScanner(lines)
        #expect(scanner.blocks.count == count)
        #expect(scanner.copiedParts <= 2 * (lines.count + count), "\(scanner.copiedParts) copied")
    }

    /// The prescan says a directive opens exactly when the scanner finds one: with `@` lines
    /// inside and outside fences of both kinds, indented, after tabs, and with every line
    /// ending.
    @Test func prescanAgreesWithTheScanner() {
        let pieces = [
            "@Comment {", "}", "@MainActor", "@alice wrote this", "    @Comment", "\t@Small",
            "```", "```swift", "~~~", "~~~~", "``` x ` y", "   ```", "    ```", "text", "",
            "  @Row(x: 1) {", "@Unknown(x)", "`` `", "> @Note", "- @Comment",
        ]
        let endings = ["\n", "\r\n", "\r"]
        var random = SeededGenerator(seed: 0x2545_F491_4F6C_DD1D)
        func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }
        var disagreements: [String] = []
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<(1 + next(8)) {
                text += pieces[next(pieces.count)] + endings[next(endings.count)]
            }
            if next(4) == 0 { text.removeLast() }
            let scanned = DirectiveScanner(SourceLine.lines(of: text)).hasDirectives
            if DirectiveScanner.opensDirective(in: text) != scanned {
                disagreements.append(text)
            }
        }
        let disagreementCount = disagreements.count
        #expect(disagreementCount == 0, "for example \(disagreements.prefix(3))")
        #expect(DirectiveScanner.opensDirective(in: "```\n@Comment {\n```\n") == false)
        #expect(DirectiveScanner.opensDirective(in: "Text.\n\n@Comment {\n}\n"))
    }
}
