import Foundation

/// The code a catalog's pages show from other files: DocC's snippets (`@Snippet(path:)`, read
/// from the `Snippets` folder of the package holding the catalog) and a tutorial step's
/// `@Code(file:)` (a file of the catalog, found by name). Read at load time, like every source.
struct CatalogIncludes: Sendable {
    /// The snippet files by path relative to the `Snippets` folder, without `.swift`.
    var snippets: [String: String] = [:]
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
        var directory = URL(fileURLWithPath: OutputFolder.absolute(folder)).standardizedFileURL
        var snippetsFolder = URL(fileURLWithPath: OutputFolder.absolute(packageRoot))
            .appending(path: "Snippets")
        while directory.path != "/" {
            directory.deleteLastPathComponent()
            let candidate = directory.appending(path: "Snippets")
            if FileTree.type(of: candidate.path) == .directory {
                snippetsFolder = candidate
                break
            }
            if FileTree.type(of: directory.appending(path: "Package.swift").path) == .file { break }
        }
        guard FileTree.type(of: snippetsFolder.path) == .directory else { return }
        for entry in FileTree.entries(below: snippetsFolder.path)
        where entry.type == .file && entry.path.hasSuffix(".swift") {
            guard
                let text = try? String(
                    contentsOf: snippetsFolder.appending(path: entry.path), encoding: .utf8)
            else { continue }
            snippets[String(entry.path.dropLast(".swift".count))] = text
        }
    }

    /// The code a directive of `document` shows, by the directive's location, with a
    /// warning for each one that names nothing.
    /// - Parameter document: A parsed article.
    /// - Returns: The code of each `@Snippet` and `@Code`, and the diagnostics.
    func code(
        for document: MarkdownDocument
    ) -> (code: [SourceLocation: IncludedCode], diagnostics: [Diagnostic]) {
        var code: [SourceLocation: IncludedCode] = [:]
        var diagnostics: [Diagnostic] = []
        for use in document.directives {
            let directive = use.directive
            switch directive.name {
            case "Snippet":
                guard let path = directive["path"] else { continue }
                guard let (name, source) = snippet(at: path) else {
                    diagnostics.append(
                        .warning(
                            "no snippet '\(path)' in the package's Snippets folder"
                                + " (\(snippets.count) snippet\(snippets.count == 1 ? "" : "s") found)",
                            path: document.path, at: use.location))
                    continue
                }
                guard let slice = SnippetSlice(source: source, slice: directive["slice"]) else {
                    diagnostics.append(
                        .warning(
                            "snippet '\(name)' has no slice '\(directive["slice"] ?? "")'"
                                + " ('// snippet.\(directive["slice"] ?? "")' … '// snippet.end')",
                            path: document.path, at: use.location))
                    continue
                }
                code[use.location] = IncludedCode(
                    caption: nil, explanation: slice.explanation, code: slice.code,
                    language: "swift")
            case "Code":
                guard let file = directive["file"] else { continue }
                guard let path = localFiles.file(anyNamed: file),
                    let text = try? String(
                        contentsOf: URL(fileURLWithPath: OutputFolder.absolute(folder))
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

    /// The snippet a `@Snippet` path names: `Package/Snippets/Folder/Name`, `Folder/Name`,
    /// or a name alone when only one snippet has it.
    private func snippet(at path: String) -> (String, String)? {
        var key = Substring(path)
        if let range = key.range(of: "Snippets/") { key = key[range.upperBound...] }
        if key.hasSuffix(".swift") { key = key.dropLast(".swift".count) }
        if let source = snippets[String(key)] { return (String(key), source) }
        let name = key.split(separator: "/").last.map(String.init) ?? ""
        let matches = snippets.keys.filter { $0 == name || $0.hasSuffix("/" + name) }
        guard matches.count == 1, let match = matches.first else { return nil }
        return (match, snippets[match] ?? "")
    }
}

/// Code a page shows from another file: a snippet's slice, or a tutorial step's file.
public struct IncludedCode: Hashable, Sendable {
    /// The file's name shown above the code, if any.
    public var caption: String?
    /// A snippet's explanation, shown before its code (empty for none).
    public var explanation: String
    /// The code.
    public var code: String
    /// Its language (`swift`, `text`).
    public var language: String
}
