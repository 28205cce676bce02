import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// The types a file's snippets declare get names of their own in the generated tests, so that
/// no two generated files declare the same top-level name.
struct FileTypeNamesTests {
    @Test func declaredTypesAreTheFileScopeTypeNames() {
        let names = FileTypeNames.declaredTypes(in: [
            "final class A {}\nstruct B { class Inner {} }\n@MainActor protocol C {}\n",
            "enum D {}\nactor E {}\ntypealias F = Int\nfunc g() {}\nlet h = A.self\n",
        ])
        #expect(names == ["A", "B", "C", "D", "E", "F"])
    }

    @Test func everyUseIsRenamedButMembersAndTextAreNot() {
        let code = """
            final class Box: Shape { let inner: Box? = nil }
            extension Box { static let shared = Box() }
            let label = "a Box"
            let member = other.Box
            print("\\(Box.self) \\(flag ? "Box" : "x")")
            """
        let renamed = FileTypeNames.renamed(code, names: ["Box"], suffix: "__A_md")
        #expect(
            renamed == """
                final class Box__A_md: Shape { let inner: Box__A_md? = nil }
                extension Box__A_md { static let shared = Box__A_md() }
                let label = "a Box"
                let member = other.Box
                print("\\(Box__A_md.self) \\(flag ? "Box" : "x")")
                """)
    }

    /// The renaming reads the code of interpolations with the one Swift lexer, so a use inside a
    /// string nested in an interpolation, or in a raw string's `\#(…)`, is renamed too.
    @Test func usesInNestedAndRawInterpolationsAreRenamed() {
        let code = ##"print("\("in \(Box())") \(Box.self)", #"\(Box) \#(Box())"#)"##
        #expect(
            FileTypeNames.renamed(code, names: ["Box"], suffix: "__A_md")
                == ##"print("\("in \(Box__A_md())") \(Box__A_md.self)", #"\(Box) \#(Box__A_md())"#)"##
        )
    }

    @Test func suffixComesFromTheFileName() {
        #expect(FileTypeNames.suffix(for: "Articles/HeadlessNapkins.md") == "__HeadlessNapkins_md")
        #expect(FileTypeNames.suffix(for: "Sources/napkin/Presenter.swift") == "__Presenter_swift")
    }

    /// The point of it all: two articles declaring the same types share no top-level name once
    /// generated, so an edit to one does not recompile the other.
    @Test func twoArticlesWithTheSameTypesShareNoTopLevelName() {
        let article =
            "# A\n\n```swift\nfinal class Home {}\nprotocol Listener {}\n```\n\n"
            + "```swift run\n_ = Home()\n```\n"
        func topLevelNames(_ path: String) -> Set<Substring> {
            let file = SnippetExtractor.snippets(in: MarkdownDocument(source: article, path: path))
            let source = SnippetSourceGenerator.source(for: file)
            return FileTypeNames.declaredTypes(in: [source])
        }
        let first = topLevelNames("Articles/First.md")
        let second = topLevelNames("Articles/Second.md")
        #expect(first.contains("Home__First_md") && second.contains("Home__Second_md"))
        #expect(first.isDisjoint(with: second))
    }
}
