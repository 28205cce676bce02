import Foundation
import NapkinDocsCore

/// Finds and parses the Markdown files of an articles folder.
package enum ArticleLoader {
    /// Lists the `.md` files below `folder`, sorted by relative path; hidden files are skipped.
    /// - Parameter folder: The articles folder.
    /// - Returns: The relative paths.
    /// - Throws: A ``Diagnostic`` when the folder does not exist.
    package static func markdownFiles(in folder: String) throws(Diagnostic) -> [String] {
        try contents(of: folder).markdown
    }

    /// Lists what is below `folder`: its `.md` files, sorted by relative path, and its other
    /// files (images, downloads), which pages may show; hidden files and folders are skipped.
    /// - Parameter folder: The articles folder.
    /// - Returns: The relative paths of both.
    /// - Throws: A ``Diagnostic`` when the folder does not exist.
    package static func contents(
        of folder: String
    ) throws(Diagnostic) -> (markdown: [String], others: LocalFiles) {
        guard FileTree.type(of: FileTree.absolute(folder)) == .directory else {
            throw .error("articles folder not found; pass --articles DIR", path: folder)
        }
        var markdown: [String] = []
        var others: Set<String> = []
        for entry in FileTree.entries(below: FileTree.absolute(folder))
        where !entry.path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            // Links are kept as articles (and read through), so that a dangling one is
            // reported rather than skipped; folders named `*.md` are not articles. Only plain
            // files are copied into a site: a link could lead out of the folder.
            if entry.type != .directory,
                entry.path.hasSuffix(".md") || entry.path.hasSuffix(".tutorial")
            {
                markdown.append(entry.path)
            } else if entry.type == .file {
                others.insert(entry.path)
            }
        }
        return (markdown, LocalFiles(others))
    }

    /// Reads and parses one article.
    /// - Parameters:
    ///   - relativePath: The path relative to the articles folder.
    ///   - folder: The articles folder as given (used to build the displayed path).
    ///   - rules: Which rules the article follows (whether it needs a title).
    /// - Returns: The parsed article.
    /// - Throws: A ``Diagnostic`` when the file is unreadable, not UTF-8, or has no title
    ///   that its rules ask for.
    package static func load(
        _ relativePath: String, in folder: String, rules: SourceRules
    ) throws(Diagnostic) -> ArticleSource {
        try load(
            relativePath, in: folder, root: root(of: folder), rules: rules,
            includes: CatalogIncludes())
    }

    /// The articles folder made absolute: worked out once for all its articles (standardising
    /// a URL costs more than reading a small file's name).
    /// - Parameter folder: The articles folder as given.
    /// - Returns: Its absolute URL.
    static func root(of folder: String) -> URL {
        URL(fileURLWithPath: FileTree.absolute(folder))
    }

    /// Reads and parses one article, with the code its `@Snippet` and `@Code` directives show.
    /// - Parameters:
    ///   - relativePath: The path relative to the articles folder.
    ///   - folder: The articles folder as given (used to build the displayed path).
    ///   - root: The articles folder made absolute (``root(of:)``), where the file is read.
    ///   - rules: Which rules the article follows (whether it needs a title).
    ///   - includes: The snippets and files its directives may show.
    /// - Returns: The parsed article.
    /// - Throws: A ``Diagnostic`` when the file is unreadable, not UTF-8, or has no title
    ///   that its rules ask for.
    static func load(
        _ relativePath: String, in folder: String, root: URL, rules: SourceRules,
        includes: CatalogIncludes
    ) throws(Diagnostic) -> ArticleSource {
        let display = displayPath(relativePath, in: folder)
        let url = root.appending(path: relativePath)
        var text = try SourceFile.read(url, path: display)
        // Front matter means nothing to CommonMark; in Markdown that nothing compiles it is
        // the site generator's, and its title names the page.
        var declaredTitle: String?
        if rules == .lenient, let split = FrontMatter.split(text) {
            (text, declaredTitle) = split
        }
        let document = MarkdownDocument(source: text, path: display)
        var article = try ArticleSource(
            relativePath: relativePath, document: document, rules: rules,
            declaredTitle: declaredTitle)
        if !document.directives.isEmpty {
            let included = includes.code(
                for: document, snippetSeverity: rules == .compiled ? .error : .warning)
            article.includedCode = included.code
            article.diagnostics += included.diagnostics
        }
        return article
    }

    /// The path shown in diagnostics: the folder as given, then the relative path.
    /// - Parameters:
    ///   - relativePath: The path relative to the articles folder.
    ///   - folder: The folder as given on the command line.
    /// - Returns: A path such as `Articles/Lifecycle.md`.
    package static func displayPath(_ relativePath: String, in folder: String) -> String {
        var base = folder
        while base.hasSuffix("/"), base.count > 1 { base.removeLast() }
        if base == "." || base.isEmpty { return relativePath }
        if base.hasPrefix("./") { base.removeFirst(2) }
        return base + "/" + relativePath
    }
}
