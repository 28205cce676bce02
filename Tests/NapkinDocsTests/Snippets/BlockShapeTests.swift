import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// How a block checked on its own is read: a manifest, members, code, or code that cannot
/// compile as written.
struct BlockShapeTests {
    /// Ranges, variadic parameters and `...` in comments and strings are code; `...` standing
    /// alone for code, `…` and editor placeholders are not.
    @Test func elidedCodeAndPlaceholdersAreNotCompilable() {
        for code in [
            "let r = 0...5", "let s = x[2...]", "let t = ...9", "func f(_ a: Int...) {}",
            "// ...", "let m = \"<#not a placeholder#>\"", "let u = a...b",
        ] {
            #expect(BlockShape.of(code) == .code, "\(code)")
        }
        for (code, line) in [
            ("func f() { ... }", 0), ("let a = 1\n...\n", 1), ("init(...)", 0),
            ("let list = [..., 4]", 0), ("func log(_ text: ..., level: Int)", 0),
            ("let x = ...", 0), ("run(\n    …\n)", 1),
        ] {
            guard case .notCompilable(_, let found) = BlockShape.of(code) else {
                Issue.record("\(code) read as compilable")
                continue
            }
            #expect(found == line, "\(code)")
        }
        #expect(
            BlockShape.of("let x = f(<#count#>)")
                == .notCompilable(reason: "an editor placeholder ('<#…#>')", line: 0))
    }

    /// A function, initializer or subscript listed without a body outside a protocol, as API
    /// listings show them, is not compilable as written, nor is a property requirement
    /// (`{ get }`) there; with a body, or in a protocol, each is.
    @Test func declarationsWithoutABodyAreNotCompilable() {
        for code in [
            "func f() {}", "func g()\n{\n}", "protocol P {\n    func f()\n    init(x: Int)\n}",
            "let b = Box.init(x: 1)", "struct S {\n    init() { self.init(x: 1) }\n}",
            "func h<T>(\n    _ t: T\n) -> T\n    where T: Equatable\n{\n    t\n}",
            "protocol Q where Self: Sendable {\n    subscript(i: Int) -> Int { get }\n}",
            "protocol R {\n    var count: Int { get }\n    var name: String { get set }\n}",
            "var count: Int {\n    get { 1 }\n}", "var c: Int { get async throws { 1 } }",
        ] {
            #expect(BlockShape.of(code) == .code, "\(code)")
        }
        for (code, line) in [
            ("public func chain<B>(_ other: B) -> Chain<Self, B>", 0),
            (
                "extension Sequence {\n    func pairs(\n        by size: Int\n    ) -> [Element]\n}",
                1
            ),
            ("init(name: String)\nvar name: String", 0),
            ("struct S {\n    init() {}\n    subscript(i: Int) -> Int\n}", 2),
            ("@MainActor func run()\n@MainActor func stop() {}", 0),
        ] {
            #expect(
                BlockShape.of(code)
                    == .notCompilable(reason: "a declaration without a body", line: line),
                "\(code)")
        }
        for (code, line) in [
            ("var count: Int { get }", 0), ("struct S {\n    var name: String { get set }\n}", 1),
            ("subscript(i: Int) -> Int { get }", 0),
        ] {
            #expect(
                BlockShape.of(code)
                    == .notCompilable(
                        reason: "a property requirement outside a protocol", line: line),
                "\(code)")
        }
    }

    /// A declaration only a type may hold makes the block a list of members; a type with
    /// such members inside it does not.
    @Test func membersAreReadAtTheTopLevelOnly() {
        for code in [
            "mutating func run() {}", "@Option var count: Int", "@Flag(help: \"x\")\nvar v = false",
            "init(x: Int) {}", "static let limit = 3", "case north", "class func make() {}",
            "@State private var isOn = false", "override func viewDidLoad() {}",
        ] {
            #expect(BlockShape.of(code) == .members, "\(code)")
        }
        for code in [
            "struct S {\n    mutating func run() {}\n    @Option var count: Int\n}",
            "@MainActor var shared = 0", "class Box {}", "let value = 1",
            "switch x {\ncase 1: break\ndefault: break\n}",
        ] {
            #expect(BlockShape.of(code) == .code, "\(code)")
        }
    }

    /// The site marks what the tests do: a block that cannot compile as written is not
    /// compiled, and one importing an Apple-only module is skipped where the module is missing.
    @Test func marksFollowTheShape() {
        let file = SnippetExtractor.snippets(
            in: MarkdownDocument(
                source: "```swift\nlet x = f(<#a#>)\n```\n\n```swift\n#if canImport(UIKit)\n"
                    + "import UIKit\n#endif\nlet v = 1\n```\n\n```swift\nlet y = 1\n```\n",
                path: "A.md"))
        #expect(
            file.snippets.map(\.outcome) == [.notCompiled, .skipped(requires: "UIKit"), .compiled])
    }

    /// A block importing `PackageDescription` is a manifest, even with a tools-version line.
    @Test func aManifestIsReadByItsImport() {
        #expect(
            BlockShape.of("// swift-tools-version: 6.0\nimport PackageDescription\nlet p = 1\n")
                == .manifest)
    }
}
