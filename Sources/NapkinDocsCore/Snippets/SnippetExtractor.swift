import Foundation

/// Finds the Swift snippets of articles and of doc comments.
///
/// 1. Read the file (UTF-8 checked) — ``SourceFile``.
/// 2. Parse it as Markdown — an article whole, a Swift file one `///` comment at a time.
/// 3. Read each fence's info string — ``FenceInfo``; pair each `output` with its run block.
/// 4. Separate hidden lines from shown ones — ``HiddenLines``.
///
/// ``SnippetSourceGenerator`` then turns the result into a Swift test file.
package enum SnippetExtractor {
    /// Reads a file and extracts its snippets: an article for `.md`, doc comments otherwise.
    /// - Parameters:
    ///   - url: The file.
    ///   - path: The file's path as shown in diagnostics and `#sourceLocation`.
    ///   - library: The package's snippet files, which its `@Snippet` directives name; each
    ///     one shown is compiled with the file's tests (``SnippetFile/included``).
    /// - Returns: The snippets and problems; an unreadable or non-UTF-8 file is a diagnostic.
    package static func extract(
        fileAt url: URL, path: String, library: SnippetLibrary = SnippetLibrary()
    ) -> SnippetFile {
        var file = extract(fileAt: url, path: path)
        include(in: &file, from: library)
        return file
    }

    /// Reads a file and extracts its snippets, its `@Snippet` directives unresolved.
    private static func extract(fileAt url: URL, path: String) -> SnippetFile {
        let source: String
        do {
            source = try SourceFile.read(url, path: path)
        } catch {
            return SnippetFile(path: path, diagnostics: [error])
        }
        if url.pathExtension == "swift" {
            return snippets(inSwiftSource: source, path: path)
        }
        return snippets(inMarkdown: source, path: path)
    }

    /// Extracts the snippets of a Markdown document.
    /// - Parameters:
    ///   - document: The parsed document.
    ///   - columnOffset: The columns before each line of the text in its file (a doc comment's
    ///     `/// `), used only for locating `snippet.hide` markers.
    /// - Returns: The snippets and problems, in document order.
    package static func snippets(
        in document: MarkdownDocument, columnOffset: Int = 0
    ) -> SnippetFile {
        snippets(
            in: document.codeBlocks, directives: document.directives, path: document.path,
            columnOffset: columnOffset)
    }

    /// Reads the code blocks of a document under `rules`: the snippets of a source the tests
    /// compile, or, for Markdown that nothing compiles, no snippet (its blocks are shown as
    /// written) and a warning at each fence left open, which CommonMark runs to the end of
    /// its container.
    /// - Parameters:
    ///   - document: The parsed document.
    ///   - rules: Which rules the document follows.
    /// - Returns: The snippets and problems, in document order.
    package static func snippets(in document: MarkdownDocument, rules: SourceRules) -> SnippetFile {
        guard rules == .lenient else { return snippets(in: document) }
        var file = SnippetFile(path: document.path)
        for block in document.codeBlocks where !block.isClosed {
            file.diagnostics.append(
                .warning(
                    "this code block is never closed; it runs to the end of its container, as "
                        + "CommonMark says; end it with a line of \(block.fence)",
                    path: document.path, at: block.location))
        }
        return file
    }

    /// Extracts the snippets of a Markdown text.
    /// - Parameters:
    ///   - source: The Markdown text.
    ///   - path: The file's path as shown in diagnostics.
    ///   - origin: Where the text starts in its file.
    ///   - columnOffset: The columns before each line of the text in its file.
    /// - Returns: The snippets and problems, in document order.
    static func snippets(
        inMarkdown source: String, path: String, origin: SourceLocation = .init(line: 1, column: 1),
        columnOffset: Int = 0
    ) -> SnippetFile {
        let document = MarkdownDocument(source: source, path: path, origin: origin)
        return snippets(
            in: document.codeBlocks, directives: document.directives, path: path,
            columnOffset: columnOffset)
    }

    /// Extracts the snippets of a document's code blocks, and its `@Snippet` directives.
    /// - Parameters:
    ///   - blocks: The code blocks, in document order.
    ///   - directives: The directives, in document order.
    ///   - path: The file's path as shown in diagnostics.
    ///   - columnOffset: The columns before each line of the text in its file.
    /// - Returns: The snippets and problems, in document order.
    static func snippets(
        in blocks: [CodeBlock], directives: [DirectiveUse] = [], path: String, columnOffset: Int
    ) -> SnippetFile {
        var file = SnippetFile(path: path)
        // The index of the run block that the next code block may give an output to, of
        // the compile-fail block it may give diagnostics to, and of the `@Snippet` directive
        // it may give an output to.
        var pendingRun: Int?
        var pendingCompileFail: Int?
        var pendingUse: Int?
        var uses = directives.lazy.filter { $0.directive.name == "Snippet" }.makeIterator()
        var nextUse = uses.next()
        for block in blocks {
            // A `@Snippet` before this block is the last thing the block may follow.
            while let use = nextUse, use.location < block.location {
                file.uses.append(
                    SnippetUse(
                        location: use.location, snippetPath: use.directive["path"] ?? "",
                        slice: use.directive["slice"]))
                pendingUse = file.uses.count - 1
                pendingRun = nil
                pendingCompileFail = nil
                nextUse = uses.next()
            }
            let awaitingOutput = pendingRun
            let awaitingDiagnostics = pendingCompileFail
            let awaitingUseOutput = pendingUse
            pendingRun = nil
            pendingCompileFail = nil
            pendingUse = nil
            do throws(Diagnostic) {
                guard block.isClosed else {
                    throw Diagnostic.error(
                        "this code block is never closed; end it with a line of \(block.fence)",
                        path: path, at: block.location)
                }
                let info = try FenceInfo.parse(block, path: path)
                switch info.role {
                case .other:
                    continue
                case .output:
                    if let use = awaitingUseOutput {
                        var output = ExpectedOutput(
                            text: block.code, location: block.location,
                            firstLine: block.firstCodeLine)
                        output.isUnordered = info.isUnordered
                        file.uses[use].expectedOutput = output
                        continue
                    }
                    guard let run = awaitingOutput else {
                        throw Diagnostic.error(
                            "an 'output' block must come right after a 'swift run' block",
                            path: path, at: block.location)
                    }
                    var output = ExpectedOutput(
                        text: block.code, location: block.location, firstLine: block.firstCodeLine)
                    output.isUnordered = info.isUnordered
                    file.snippets[run].expectedOutput = output
                case .diagnostics:
                    guard let compileFail = awaitingDiagnostics else {
                        throw Diagnostic.error(
                            "a 'diagnostics' block must come right after a 'swift compile-fail' block",
                            path: path, at: block.location)
                    }
                    file.snippets[compileFail].expectedDiagnostics = try ExpectedDiagnostic.lines(
                        of: block, path: path)
                    file.snippets[compileFail].diagnosticsLocation = block.location
                case .swift:
                    let displayed = try HiddenLines.displayedCode(
                        of: block.code, firstLine: block.firstCodeLine, columnOffset: columnOffset,
                        path: path)
                    var snippet = Snippet(
                        path: path, location: block.location,
                        firstCodeLine: block.firstCodeLine, mode: info.mode,
                        requiredModule: info.requiredModule
                            ?? (info.mode == .compileFail
                                ? nil
                                : SnippetSourceGenerator.platformModule(importedBy: block.code)),
                        caption: info.caption,
                        code: block.code,
                        displayedCode: displayed)
                    snippet.runEnd = info.runEnd
                    file.snippets.append(snippet)
                    if info.mode == .run { pendingRun = file.snippets.count - 1 }
                    if info.mode == .compileFail { pendingCompileFail = file.snippets.count - 1 }
                }
            } catch {
                file.diagnostics.append(error)
            }
        }
        while let use = nextUse {
            file.uses.append(
                SnippetUse(
                    location: use.location, snippetPath: use.directive["path"] ?? "",
                    slice: use.directive["slice"]))
            nextUse = uses.next()
        }
        return file
    }

    /// Extracts the snippets of the `///` doc comments of a Swift source file.
    /// - Parameters:
    ///   - source: The Swift source.
    ///   - path: The file's path as shown in diagnostics.
    /// - Returns: The snippets and problems of every doc comment, located in the Swift file.
    package static func snippets(inSwiftSource source: String, path: String) -> SnippetFile {
        var file = SnippetFile(path: path)
        // Only a fence can open a snippet: a comment without one is not parsed at all.
        for comment in DocComment.all(in: source) where comment.mayHoldFence {
            let found = snippets(
                inMarkdown: comment.text, path: path, origin: comment.origin,
                columnOffset: comment.origin.column - 1)
            file.snippets += found.snippets
            file.uses += found.uses
            file.diagnostics += found.diagnostics
        }
        return file
    }
}
