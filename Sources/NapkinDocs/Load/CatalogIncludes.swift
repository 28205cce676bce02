import Foundation
import NapkinDocsCore

/// The code a catalog's pages show from other files: DocC's snippets (`@Snippet(path:)`, read
/// from the `Snippets` folder of the package holding the catalog) and a tutorial step's
/// `@Code(file:)` (a file of the catalog, found by name). Read at load time, like every source.
struct CatalogIncludes: Sendable {
    /// The package's snippet files.
    var snippets = SnippetLibrary()
    /// The catalog's other files.
    var localFiles = LocalFiles()
    /// The articles folder as given.
    var folder = ""

    /// Creates the includes of a folder with no snippets.
    init() {}

    /// Reads the snippets beside the catalog `folder`: the `Snippets` folder of the nearest
    /// folder above it that has one, up to the package's root (the folder with
    /// `Package.swift`).
    /// - Parameters:
    ///   - folder: The articles folder (a catalog).
    ///   - localFiles: Its other files.
    ///   - packageRoot: Where to look last for `Snippets/`.
    init(folder: String, localFiles: LocalFiles, packageRoot: String) {
        self.folder = folder
        self.localFiles = localFiles
        snippets = SnippetLibrary.nearest(above: folder, packageRoot: packageRoot)
    }

    /// The code a directive of `document` shows, by the directive's location, with a
    /// diagnostic for each one that names nothing.
    /// - Parameters:
    ///   - document: A parsed article.
    ///   - snippetSeverity: How bad a `@Snippet` that names nothing is: an error in a source
    ///     the snippet tests compile (whose test would fail the same way), a warning elsewhere.
    /// - Returns: The code of each `@Snippet` and `@Code`, and the diagnostics.
    func code(
        for document: MarkdownDocument, snippetSeverity: Diagnostic.Severity = .warning
    ) -> (code: [SourceLocation: IncludedCode], diagnostics: [Diagnostic]) {
        var code: [SourceLocation: IncludedCode] = [:]
        var diagnostics: [Diagnostic] = []
        for use in document.directives {
            let directive = use.directive
            switch directive.name {
            case DirectiveSpec.snippet.name:
                guard let path = directive["path"] else { continue }
                do throws(Diagnostic) {
                    let shown = try snippets.shown(
                        path: path, slice: directive["slice"], in: document.path,
                        at: use.location, severity: snippetSeverity)
                    // As DocC shows it: the explanation goes with the whole file, not a slice.
                    code[use.location] = IncludedCode(
                        caption: nil,
                        explanation: directive["slice"] == nil ? shown.slice.explanation : "",
                        code: shown.slice.code, language: "swift")
                } catch {
                    diagnostics.append(error)
                }
            case DirectiveSpec.code.name:
                guard let file = directive["file"] else { continue }
                guard let path = localFiles.file(anyNamed: file),
                    let text = try? String(
                        contentsOf: URL(fileURLWithPath: FileTree.absolute(folder))
                            .appending(path: path), encoding: .utf8)
                else {
                    diagnostics.append(
                        .warning(
                            "no file '\(file)' in the catalog for '@Code'", path: document.path,
                            at: use.location))
                    continue
                }
                let language = (file as NSString).pathExtension == "swift" ? "swift" : "text"
                code[use.location] = IncludedCode(
                    caption: directive["name"], explanation: "", code: text, language: language)
            default: continue
            }
        }
        return (code, diagnostics)
    }
}

/// Code a page shows from another file: a snippet's slice, or a tutorial step's file.
package struct IncludedCode: Hashable, Sendable {
    /// The file's name shown above the code, if any.
    package var caption: String?
    /// A snippet's explanation, shown before its code (empty for none).
    package var explanation: String
    /// The code.
    package var code: String
    /// Its language (`swift`, `text`).
    package var language: String
}
