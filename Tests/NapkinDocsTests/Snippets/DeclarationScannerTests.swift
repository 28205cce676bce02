import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks that file-scope declarations become `fileprivate`, and nothing else changes.
struct DeclarationScannerTests {
    /// Rewrites `code` and returns the result.
    private func rewritten(_ code: String) -> String {
        DeclarationScanner.fileprivateDeclarations(in: code).code
    }

    /// Each kind of declaration gets `fileprivate` before its modifiers.
    @Test(arguments: [
        ("final class A {}", "fileprivate final class A {}"),
        ("struct B {}", "fileprivate struct B {}"),
        ("enum C { case x }", "fileprivate enum C { case x }"),
        ("protocol D: AnyObject {}", "fileprivate protocol D: AnyObject {}"),
        ("final actor E {}", "fileprivate final actor E {}"),
        ("actor F {}", "fileprivate actor F {}"),
        ("func g() {}", "fileprivate func g() {}"),
        ("let h = 1, i = 2", "fileprivate let h = 1, i = 2"),
        ("var j: Int { 1 }", "fileprivate var j: Int { 1 }"),
        ("typealias K = Int", "fileprivate typealias K = Int"),
        ("indirect enum L { case m(L) }", "fileprivate indirect enum L { case m(L) }"),
    ])
    func declarationsBecomeFilePrivate(code: String, expected: String) {
        #expect(rewritten(code) == expected)
    }

    /// Attributes stay first, on their own line or not, arguments included.
    @Test func attributesStayBeforeTheModifier() {
        #expect(
            rewritten(
                "@MainActor\n@Observable\nfinal class P {}\n@available(macOS 15, *) func q() {}")
                == "@MainActor\n@Observable\nfileprivate final class P {}\n@available(macOS 15, *) fileprivate func q() {}"
        )
    }

    /// `public`, `open`, `internal` and `package` are replaced; `private` and `fileprivate`,
    /// which mean the same at file scope, are kept; a setter's access is not the declaration's.
    @Test func existingAccessIsHandled() {
        #expect(rewritten("public final class A {}") == "fileprivate final class A {}")
        #expect(rewritten("open class B {}") == "fileprivate class B {}")
        #expect(rewritten("private struct C {}") == "private struct C {}")
        #expect(rewritten("fileprivate let d = 1") == "fileprivate let d = 1")
        #expect(rewritten("private(set) var e = 1") == "fileprivate private(set) var e = 1")
        #expect(rewritten("public private(set) var f = 1") == "fileprivate private(set) var f = 1")
    }

    /// Members, local declarations, extensions and words in strings or comments are untouched.
    @Test func onlyFileScopeDeclarationsChange() {
        let code = """
            extension Int {
                var doubled: Int { self * 2 }
            }
            struct S {
                let a = "} class X {"
                func f() { let b = 1; _ = b }
            }
            // class Y {}
            /* struct Z { /* nested */ } */
            let s = \"\"\"
                } func w() {
                \"\"\"
            let t = "\\(["}"].count) var v"
            """
        let expected = code.replacingOccurrences(
            of: "\nstruct S {", with: "\nfileprivate struct S {"
        )
        .replacingOccurrences(of: "\nlet s = ", with: "\nfileprivate let s = ")
        .replacingOccurrences(of: "\nlet t = ", with: "\nfileprivate let t = ")
        #expect(rewritten(code) == expected)
    }

    /// `actor` used as a name, and `let` in a pattern, are not declarations.
    @Test func contextualWordsAreNotMistakenForKeywords() {
        #expect(rewritten("let actor = 1") == "fileprivate let actor = 1")
        #expect(rewritten("let (a, b) = (1, 2)") == "fileprivate let (a, b) = (1, 2)")
    }

    /// Imports are lifted out, leaving their lines empty so that line numbers do not move.
    @Test func importsAreLiftedKeepingLines() {
        let result = DeclarationScanner.fileprivateDeclarations(
            in: "import napkin\n@preconcurrency import Foundation\nstruct A {}\n")
        #expect(result.imports == ["import napkin", "@preconcurrency import Foundation"])
        #expect(result.code == "\n\nfileprivate struct A {}\n")
    }

    /// A run block's code keeps its declarations (they are local) and loses only its imports.
    @Test func runBlocksOnlyLoseImports() {
        let result = DeclarationScanner.liftingImports(from: "import Foundation\nlet a = 1\n")
        #expect(result.imports == ["import Foundation"])
        #expect(result.code == "\nlet a = 1\n")
    }
}
