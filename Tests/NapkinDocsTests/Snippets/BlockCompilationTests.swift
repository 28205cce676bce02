import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// The source each block of a page is type-checked in: which of the page's other blocks it
/// sees.
struct BlockCompilationTests {
    /// The compilation of the page's blocks in `markdown`.
    private func compilation(_ markdown: String) -> BlockCompilation {
        let file = SnippetExtractor.snippets(in: MarkdownDocument(source: markdown, path: "A.md"))
        return BlockCompilation(snippets: file.snippets, importing: [])
    }

    /// An extension shown again is kept once: a block sees the latest before it, else the
    /// first after it, and its own hides both; a type listing nested types that later blocks
    /// add sees them.
    @Test func anExtensionShownAgainIsKeptOnce() {
        let page = compilation(
            """
            ```swift
            struct Math { static let all = [Add.self] }
            ```

            ```swift
            extension Math { struct Add { let step = 1 } }
            ```

            ```swift
            extension Math { struct Add { let step = 2 } }
            ```
            """)
        let first = page.source(checking: 0)
        #expect(first.components(separatedBy: "struct Add").count == 2, "\(first)")
        #expect(first.contains("step = 1"))
        let last = page.source(checking: 2)
        #expect(last.components(separatedBy: "struct Add").count == 2, "\(last)")
        #expect(last.contains("step = 2") && last.contains("struct Math"))
    }

    /// A block is checked with only what it reaches by name: a type it names, what that type
    /// names in turn, a conformance's default, and the earlier statements that declare a
    /// variable it uses; an edit elsewhere on the page leaves its source as it was.
    @Test func aBlockSeesOnlyWhatItNames() {
        let blocks = [
            "protocol Shape { func area() -> Int }",
            "extension Shape { func twice() -> Int { area() * 2 } }",
            "struct Unit: Shape { func area() -> Int { 1 } }",
            "struct Other { let name = \"other\" }",
            "func make() -> Unit { Unit() }",
            "let made = make()",
            "let unused = Other()",
            "print(made.twice())",
        ]
        let markdown = blocks.map { "```swift\n\($0)\n```\n" }.joined(separator: "\n")
        let last = compilation(markdown).source(checking: 7)
        for kept in ["protocol Shape", "func twice", "struct Unit", "func make", "let made"] {
            #expect(last.contains(kept), "\(kept) is missing from\n\(last)")
        }
        for dropped in ["struct Other", "let unused"] {
            #expect(!last.contains(dropped), "\(dropped) is in\n\(last)")
        }
        let edited = markdown.replacingOccurrences(of: "let name = \"other\"", with: "let name = 1")
        #expect(compilation(edited).source(checking: 7) == last)
    }

    /// A `Package.swift` shown without its import is still checked as a manifest.
    @Test func aManifestWithoutItsImportGetsIt() {
        let page = compilation("```swift\nlet package = Package(name: \"A\")\n```\n")
        #expect(page.shapes == [.manifest])
        #expect(page.source(checking: 0).hasPrefix("import PackageDescription\n#sourceLocation"))
    }

    /// A block of members that declares one name twice shows alternatives: each is compiled in a
    /// type of its own.
    @Test func membersShownTwiceAreAlternatives() {
        let code = "/// Without:\n@Option() var foo: String\n@Option var foo: String\nvar bar = 1\n"
        let parts = MemberAlternatives.split(code)
        #expect(parts.count == 2)
        #expect(parts[0] == "/// Without:\n@Option() var foo: String\n\nvar bar = 1\n")
        #expect(parts[1] == "\n\n@Option var foo: String\n\n")
        #expect(MemberAlternatives.split("var a = 1\nvar b = 2\n") == ["var a = 1\nvar b = 2\n"])
        let attributed = "@Flag\nvar on = false\n@Flag\nvar on = true\n"
        #expect(
            MemberAlternatives.split(attributed) == [
                "@Flag\nvar on = false\n\n\n", "\n\n@Flag\nvar on = true\n",
            ])
    }
}
