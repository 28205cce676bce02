import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Proves ``HTMLWriter`` equal to cmark-gfm's own renderer: for every Markdown file of the
/// repository and every fuzz input, the model's HTML is cmark's HTML, byte for byte.
@Suite struct HTMLWriterDifferentialTests {
    /// The repository's root folder.
    static let root = SiteFixture.fixtures.deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every compared file, relative to the root: `Articles/*.md`, `README.md`, the napkin-docs
    /// guide's pages, every `*.md` under the test fixtures, and every file of the fuzz corpora
    /// and of `Fixtures/fuzz`.
    static let inputs: [String] = {
        let manager = FileManager.default
        func files(under folder: String, where keep: (String) -> Bool) -> [String] {
            let url = root.appending(path: folder)
            guard let walker = manager.enumerator(atPath: url.path) else { return [] }
            return walker.compactMap { $0 as? String }
                .filter { name in
                    var isFolder: ObjCBool = false
                    let exists = manager.fileExists(
                        atPath: url.appending(path: name).path, isDirectory: &isFolder)
                    return exists && !isFolder.boolValue && keep(name)
                }
                .map { "\(folder)/\($0)" }
        }
        let fixtures = "Tests/NapkinDocsTests/Fixtures"
        let guide = "Sources/NapkinDocs/NapkinDocs.docc"
        let markdown = { (name: String) in name.hasSuffix(".md") }
        let corpora =
            files(under: "\(fixtures)/fuzz-corpus") { _ in true }
            + files(under: "\(fixtures)/fuzz") { _ in true }
        let everything =
            files(under: "Articles", where: markdown) + ["README.md"]
            + files(under: guide, where: markdown)
            + files(under: fixtures) { markdown($0) && !$0.hasPrefix("fuzz") } + corpora
        return Array(Set(everything)).sorted()
    }()

    /// Reads a file the way the generator does: bytes, with invalid UTF-8 repaired.
    static func text(of path: String) throws -> String {
        String(decoding: try Data(contentsOf: root.appending(path: path)), as: UTF8.self)
    }

    @Test func theInputsCoverTheRepository() {
        let articles = Self.inputs.filter { $0.hasPrefix("Articles/") }.count
        let corpus = Self.inputs.filter { $0.contains("/fuzz-corpus/") }.count
        #expect(articles >= 10)
        #expect(Self.inputs.contains("Sources/NapkinDocs/NapkinDocs.docc/FenceWords.md"))
        #expect(corpus >= 100)
        #expect(Self.inputs.contains("README.md"))
        #expect(Self.inputs.count >= 700)
    }

    @Test func everyInputIsWrittenAsCMarkWritesIt() throws {
        var different: [String] = []
        for path in Self.inputs {
            let source = try Self.text(of: path)
            let ours = HTMLWriter.html(of: CMarkBridge.document(of: source))
            let theirs = CMarkBridge.cmarkHTML(of: source)
            if Array(ours.utf8) != Array(theirs.utf8) {
                different.append("\(path): \(Self.firstDifference(ours, theirs))")
            }
        }
        #expect(
            different.isEmpty,
            "\(different.count) of \(Self.inputs.count) differ:\n\(different.prefix(20).joined(separator: "\n"))"
        )
    }

    /// Pieces of Markdown that meet each other in ``everyMixOfTrickyPiecesIsWrittenAsCMarkWritesIt()``.
    static let pieces = [
        "# H *e* `c`\n", "Setext\n===\n", "> quote\n> > nested [^n]\n", "- a\n- [ ] t\n  - [x] u\n",
        "1. one\n\n3. three\n", "```swift run x\n<a & \"b\">\n```\n", "    indented\n",
        "<div>\n<script>x</script>\n</div>\n", "a <b>c</b> <!-- <style> --> <TEXTAREA x> d\n",
        "| a | b |\n|:-:|--:|\n| `x|y` | **z** |\n", "***\n", "[l](<u v> \"t&\") ![i *j*](k 'q')\n",
        "www.e.com/a_(b) x@y.org https://h.i/j?k=l&m\n", "~~del~~ ~one~ **~~both~~**\n",
        "hard  \nbreak\\\nsoft\n", "[^n]: note *n*\n\n    more\n", "[^m]: unused [^n]\n",
        "text[^n] and [^m] and [^zz]\n", "[ref]\n\n[ref]: /r%20s \"T\"\n",
        "&amp; &#x27; &copy; \\*\n",
        "<https://a'b> <m@n.o>\n", "- loose\n\n- list\n\n  > in item\n", "Ünïcødé ‘quotes’ — 😀\n",
        "\t\ttabbed\n", "- \n", "1) paren\n", "| only |\n|---|\n", "<del>*x*</del>\n", "\r\n",
    ]

    @Test func everyMixOfTrickyPiecesIsWrittenAsCMarkWritesIt() {
        // A fixed seed: the same mixes on every run.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var different: [String] = []
        for _ in 0..<3_000 {
            let separators = ["", "\n", "\n\n", "  ", "> ", "- ", "1. ", "    "]
            let source = (0..<(1 + next(6))).map { _ in
                separators[next(separators.count)] + Self.pieces[next(Self.pieces.count)]
            }.joined()
            let ours = HTMLWriter.html(of: CMarkBridge.document(of: source))
            let theirs = CMarkBridge.cmarkHTML(of: source)
            if ours != theirs {
                different.append(
                    "\(source.debugDescription): \(Self.firstDifference(ours, theirs))")
            }
        }
        #expect(
            different.isEmpty,
            "\(different.count) of 3000 differ:\n\(different.prefix(10).joined(separator: "\n"))")
    }

    /// Describes where two outputs first differ.
    static func firstDifference(_ ours: String, _ theirs: String) -> String {
        let (a, b) = (Array(ours.utf8), Array(theirs.utf8))
        let index = a.indices.first { $0 >= b.count || a[$0] != b[$0] } ?? a.count
        func around(_ bytes: [UInt8]) -> String {
            let slice = bytes[max(0, index - 40)..<min(bytes.count, index + 40)]
            return String(decoding: slice, as: UTF8.self).debugDescription
        }
        return "at byte \(index): ours \(around(a)) cmark \(around(b))"
    }
}
